/**
 * The group leader's guide for one week, Monday to Sunday (/groups/guide/): drawn from that week's released
 * devotionals only, so it grows with each nightly release and is complete with Sunday's. Pure: the build passes
 * the week, today and the rows it read with the anon key.
 *
 * Choices the guide makes for the leader:
 * - each day's one-line summary is the devotional's focus (its own one-sentence statement), else its first sentence;
 * - the discussion questions are taken one from each day in turn, so every day is heard, up to eight;
 * - the memory verse is the first released day's, so it does not change while the week grows;
 * - the opening prayer is the first day's prayer suggestion and the closing prayer the last day's;
 * - the Heidelberg Lord's Day is the one the catechism card and practice show on the week's Monday (the one rule in
 *   lib/practice/week.ts: the Lord's Day of the Sunday before it), and the children's Catechism for Young Children
 *   questions are the same week's on its weekly schedule (lib/practice/catechism-schedule.ts);
 * - the children's simple question is the shortest of the week's questions not already in the list;
 * - each day's passage is printed in every Bible the build holds it in (the edition's own first); the page shows the
 *   reader's choice.
 */
import { splitMemoryVerse } from '../covers/verse-card.ts';
import { questionsOfLordsDay } from '../lords-days.ts';
import type { SectionSource } from '../practice/items.ts';
import type { QuestionCard } from '../practice/week-cards.ts';
import { catechismWeek, type ScheduleWeek } from '../practice/catechism-schedule.ts';
import { heidelbergLordsDayOfWeek } from '../practice/week.ts';
import type { BibleId } from '../scripture/translations.ts';
import type { GuideVerse } from './guide-text.ts';
import { daysOfWeek, weekKey, type IsoWeek } from './iso-week.ts';

export const MAX_QUESTIONS = 8;
const SUMMARY_LIMIT = 180;

export interface GuideDevotional {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  passage: string;
  focus: string | null;
  transcript: string;
  prayer: string | null;
  memoryVerse: string | null;
  /** The memory verse in the BSB ("words (Reference)"), when the build resolved it. */
  bsbMemoryVerse?: string | null;
  discussionQuestions: string[];
  /** The day's passage in each Bible the build holds it in, the edition's own first. */
  scripture?: PassageText[];
}

export interface PassageText {
  bible: BibleId;
  verses: GuideVerse[];
}

export interface GuideSource {
  id: string;
  title: string;
  date: string;
}

export interface WeekGuide {
  key: string;
  /** Monday to Sunday. */
  days: string[];
  /** Sunday's devotional is released: the guide will not change again. */
  complete: boolean;
  readings: Array<GuideSource & { passage: string; summary: string; texts: PassageText[] }>;
  questions: Array<{ text: string; from: GuideSource }>;
  /** With the same verse in the BSB when resolved: the guide shows the reader's translation. */
  memoryVerse: { words: string; reference: string | null; from: GuideSource; bsb: { words: string; reference: string | null } | null } | null;
  lordsDay: { number: number; questions: QuestionCard[] };
  prayers: { opening: { text: string; from: GuideSource }; closing: { text: string; from: GuideSource } | null } | null;
  /** The Catechism for Young Children's questions of the week on its schedule (the library's), null when it has none. */
  children: { catechism: { week: ScheduleWeek; questions: QuestionCard[] } | null; question: string | null };
}

function firstSentence(text: string): string {
  const plain = text
    .replace(/[*_#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
  if (sentence.length <= SUMMARY_LIMIT) return sentence;
  return `${sentence.slice(0, SUMMARY_LIMIT).replace(/\s+\S*$/, '')}…`;
}

function summaryOf(d: GuideDevotional): string {
  return d.focus?.trim() ? firstSentence(d.focus) : firstSentence(d.transcript);
}

function questionCard(sections: readonly SectionSource[], n: number): QuestionCard | null {
  const row = sections.find((s) => s.url_slug === `question-${n}`);
  return row ? { number: n, question: row.title?.trim() || `Question ${n}`, answer: row.content } : null;
}

/** The week's questions of the Catechism for Young Children on its weekly schedule, those the library has. */
function youngChildrenOfWeek(sections: readonly SectionSource[], monday: string): { week: ScheduleWeek; questions: QuestionCard[] } | null {
  const week = catechismWeek('catechism-for-young-children', monday);
  const questions: QuestionCard[] = [];
  for (let n = week.first; n <= week.last; n++) {
    const card = questionCard(sections, n);
    if (card) questions.push(card);
  }
  return questions.length > 0 ? { week, questions } : null;
}

/** One question from each day in turn, in the days' order, until `MAX_QUESTIONS`. */
function roundRobin(readings: readonly GuideDevotional[]): Array<{ text: string; from: GuideSource }> {
  const chosen: Array<{ text: string; from: GuideSource }> = [];
  const longest = Math.max(0, ...readings.map((d) => d.discussionQuestions.length));
  for (let i = 0; i < longest && chosen.length < MAX_QUESTIONS; i++) {
    for (const d of readings) {
      const text = d.discussionQuestions[i]?.trim();
      if (text && chosen.length < MAX_QUESTIONS) chosen.push({ text, from: source(d) });
    }
  }
  return chosen;
}

function source(d: GuideDevotional): GuideSource {
  return { id: d.id, title: d.title, date: d.date };
}

export function weekGuide(
  week: IsoWeek,
  today: string,
  devotionals: readonly GuideDevotional[],
  heidelberg: readonly SectionSource[],
  youngChildren: readonly SectionSource[],
): WeekGuide {
  const days = daysOfWeek(week);
  const sunday = days[6];
  const readings = devotionals
    .filter((d) => d.date >= days[0] && d.date <= sunday && d.date <= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const questions = roundRobin(readings);
  const withVerse = readings.find((d) => d.memoryVerse?.trim());
  const withPrayer = readings.filter((d) => d.prayer?.trim());
  const asked = new Set(questions.map((q) => q.text));
  const simple = readings
    .flatMap((d) => d.discussionQuestions.map((q) => q.trim()))
    .filter((q) => q && !asked.has(q))
    .sort((a, b) => a.length - b.length)[0];
  const lordsDay = heidelbergLordsDayOfWeek(days[0]);
  const opening = withPrayer[0];
  const closing = withPrayer.length > 1 ? withPrayer[withPrayer.length - 1] : undefined;
  return {
    key: weekKey(week),
    days,
    complete: readings.some((d) => d.date === sunday),
    readings: readings.map((d) => ({
      ...source(d),
      passage: d.passage,
      summary: summaryOf(d),
      texts: (d.scripture ?? []).filter((text) => text.verses.length > 0),
    })),
    questions,
    memoryVerse: withVerse
      ? {
          ...splitMemoryVerse(withVerse.memoryVerse!),
          from: source(withVerse),
          bsb: withVerse.bsbMemoryVerse?.trim() ? splitMemoryVerse(withVerse.bsbMemoryVerse) : null,
        }
      : null,
    lordsDay: {
      number: lordsDay,
      questions: questionsOfLordsDay(lordsDay)
        .map((n) => questionCard(heidelberg, n))
        .filter((q): q is QuestionCard => q !== null),
    },
    prayers: opening
      ? { opening: { text: opening.prayer!.trim(), from: source(opening) }, closing: closing ? { text: closing.prayer!.trim(), from: source(closing) } : null }
      : null,
    children: { catechism: youngChildrenOfWeek(youngChildren, days[0]), question: simple ?? null },
  };
}
