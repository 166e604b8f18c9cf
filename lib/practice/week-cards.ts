/**
 * The printable cards of the week (/practice/print/): the memory verse of the newest released devotional (in the KJV,
 * and in the BSB beside it when resolved), the
 * Heidelberg Lord's Day of the week with its questions, and the Shorter Catechism's questions of the week on its
 * weekly schedule (catechism-schedule.ts). Pure: the build passes today and the rows it read.
 */
import { splitMemoryVerse } from '../covers/verse-card.ts';
import { questionsOfLordsDay } from '../lords-days.ts';
import type { BibleId } from '../scripture/translations.ts';
import type { SectionSource, VerseSource } from './items.ts';
import { heidelbergLordsDayOfWeek } from './week.ts';
import { catechismWeek, type ScheduleWeek } from './catechism-schedule.ts';

export interface QuestionCard {
  number: number;
  question: string;
  answer: string;
}

export interface WeekCards {
  verse: {
    reference: string | null;
    words: string;
    devotionalId: string;
    date: string;
    /** The same verse in the BSB, when the build resolved it: the page shows the reader's translation. */
    bsb: { reference: string | null; words: string } | null;
    /**
     * A Dutch or Spanish devotional's: the Bible `words` are quoted from (SV, RV1909), and its English original's
     * KJV, which the reader may have chosen there.
     */
    bible?: BibleId;
    kjv?: { reference: string | null; words: string } | null;
  } | null;
  lordsDay: { number: number; questions: QuestionCard[] };
  /** The week's questions of the Shorter Catechism (those the library has). */
  shorterCatechism: { week: ScheduleWeek; cards: QuestionCard[] };
}

function question(sections: readonly SectionSource[], n: number): QuestionCard | null {
  const row = sections.find((s) => s.url_slug === `question-${n}`);
  return row ? { number: n, question: row.title?.trim() || `Question ${n}`, answer: row.content } : null;
}

/**
 * The Heidelberg Lord's Day taught in the week holding `today`, with each of its questions found in the loaded
 * sections (a question the library lacks is left out). The printable cards and the catechism embed show it.
 */
export function lordsDayOfWeek(today: string, heidelberg: readonly SectionSource[]): WeekCards['lordsDay'] {
  const number = heidelbergLordsDayOfWeek(today);
  return {
    number,
    questions: questionsOfLordsDay(number)
      .map((n) => question(heidelberg, n))
      .filter((q): q is QuestionCard => q !== null),
  };
}

export function weekCards(
  today: string,
  devotionals: readonly VerseSource[],
  heidelberg: readonly SectionSource[],
  shorter: readonly SectionSource[],
): WeekCards {
  // Today's devotional, or the newest released before it when today has none or it has no verse.
  const newest = devotionals
    .filter((d) => d.date <= today && d.memoryVerse && d.memoryVerse.trim() !== '')
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))[0];
  const week = catechismWeek('westminster-shorter-catechism', today);
  return {
    verse: newest
      ? {
          ...splitMemoryVerse(newest.memoryVerse!),
          devotionalId: newest.id,
          date: newest.date,
          bsb: newest.bsbMemoryVerse?.trim() ? splitMemoryVerse(newest.bsbMemoryVerse) : null,
          ...(newest.bible && newest.bible !== 'kjv'
            ? { bible: newest.bible, kjv: newest.kjvMemoryVerse?.trim() ? splitMemoryVerse(newest.kjvMemoryVerse) : null }
            : {}),
        }
      : null,
    lordsDay: lordsDayOfWeek(today, heidelberg),
    shorterCatechism: {
      week,
      cards: Array.from({ length: week.last - week.first + 1 }, (_, i) => question(shorter, week.first + i)).filter((q): q is QuestionCard => q !== null),
    },
  };
}
