/**
 * "This week": what the practice page suggests adding. The current devotional's memory verse (the latest verse dated
 * on or before today), the Heidelberg Lord's Day of the week, the Shorter Catechism question of the week counted from
 * the learner's start date, and for younger learners the next question of the Catechism for Young Children.
 */
import type { AgeBand, PracticeItem } from '@lib/practice/types.ts';
import { heidelbergLordsDayOfWeek, shorterCatechismOfWeek, sundayOf } from '@lib/practice/week.ts';
import { addDays } from '@lib/dates.ts';

export const YOUNG_CHILDREN = 'catechism-for-young-children';
export const HEIDELBERG = 'heidelberg-catechism';
export const SHORTER = 'westminster-shorter-catechism';

export interface WeekSuggestion {
  /** Why it is suggested: "This week's memory verse", "Lord's Day 3", "Shorter Catechism, question 5". */
  label: string;
  /** The same, for the page's words: which suggestion and its number (message practice.app.week.<kind>). */
  kind: 'youngChildren' | 'verse' | 'heidelberg' | 'shorter';
  number?: number;
  items: PracticeItem[];
}

/** Younger learners get the Catechism for Young Children first, shorter chunks and bigger type. */
export function isYounger(ageBand: AgeBand | null): boolean {
  return ageBand === 'under-6' || ageBand === '6-9';
}

/** The default start of the Shorter Catechism: the first Sunday of `today`'s year. */
export function firstSundayOfYear(today: string): string {
  const first = `${today.slice(0, 4)}-01-01`;
  const sunday = sundayOf(first);
  return sunday === first ? first : addDays(sunday, 7);
}

export interface WeekSources {
  verses: PracticeItem[];
  heidelberg: PracticeItem[];
  shorter: PracticeItem[];
  youngChildren: PracticeItem[];
}

export function thisWeek(sources: WeekSources, today: string, shorterStart: string, ageBand: AgeBand | null, known: ReadonlySet<string>): WeekSuggestion[] {
  const suggestions: WeekSuggestion[] = [];
  if (isYounger(ageBand)) {
    const next = [...sources.youngChildren].sort((a, b) => a.number - b.number).find((item) => !known.has(item.key));
    if (next) suggestions.push({ label: `Catechism for Young Children, question ${next.number}`, kind: 'youngChildren', number: next.number, items: [next] });
  }
  const verse = sources.verses.filter((item) => item.date !== undefined && item.date <= today).sort((a, b) => (a.date! < b.date! ? 1 : -1))[0];
  if (verse) suggestions.push({ label: "This week's memory verse", kind: 'verse', items: [verse] });
  const lordsDay = heidelbergLordsDayOfWeek(today);
  const heidelberg = sources.heidelberg.filter((item) => item.lordsDay === lordsDay).sort((a, b) => a.number - b.number);
  if (heidelberg.length > 0)
    suggestions.push({ label: `Heidelberg Catechism, Lord's Day ${lordsDay}`, kind: 'heidelberg', number: lordsDay, items: heidelberg });
  const question = shorterCatechismOfWeek(shorterStart, today);
  const shorter = sources.shorter.find((item) => item.number === question);
  if (shorter) suggestions.push({ label: `Shorter Catechism, question ${question}`, kind: 'shorter', number: question, items: [shorter] });
  return suggestions;
}
