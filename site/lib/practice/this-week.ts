/**
 * "This week": what the practice page suggests adding. The current devotional's memory verse (the latest verse dated
 * on or before today), the Heidelberg Lord's Day of the week, and the week's questions of the Shorter Catechism and,
 * for younger learners first, of the Catechism for Young Children, on their weekly schedule
 * (lib/practice/catechism-schedule.ts: each question once, in order, over the year's 52 weeks).
 */
import type { AgeBand, PracticeItem } from '@lib/practice/types.ts';
import { heidelbergLordsDayOfWeek } from '@lib/practice/week.ts';
import { catechismWeek, inWeek, type ScheduleWeek } from '@lib/practice/catechism-schedule.ts';

export const YOUNG_CHILDREN = 'catechism-for-young-children';
export const HEIDELBERG = 'heidelberg-catechism';
export const SHORTER = 'westminster-shorter-catechism';

export interface WeekSuggestion {
  /** Why it is suggested: "This week's memory verse", "Lord's Day 3", "Shorter Catechism, week 5: questions 9–11". */
  label: string;
  /** The same, for the page's words: which suggestion (message practice.app.week.<kind>) and its number or week. */
  kind: 'youngChildren' | 'verse' | 'heidelberg' | 'shorter';
  /** The Lord's Day. */
  number?: number;
  /** A scheduled catechism's week and its questions. */
  schedule?: ScheduleWeek;
  items: PracticeItem[];
}

/** Younger learners get the Catechism for Young Children first, shorter chunks and bigger type. */
export function isYounger(ageBand: AgeBand | null): boolean {
  return ageBand === 'under-6' || ageBand === '6-9';
}

export interface WeekSources {
  verses: PracticeItem[];
  heidelberg: PracticeItem[];
  shorter: PracticeItem[];
  youngChildren: PracticeItem[];
}

function scheduled(kind: 'youngChildren' | 'shorter', name: string, items: readonly PracticeItem[], week: ScheduleWeek): WeekSuggestion | null {
  const chosen = items.filter((item) => inWeek(week, item.number)).sort((a, b) => a.number - b.number);
  if (chosen.length === 0) return null;
  return { label: `${name}, week ${week.week}: questions ${week.first}–${week.last}`, kind, schedule: week, items: chosen };
}

export function thisWeek(sources: WeekSources, today: string, ageBand: AgeBand | null): WeekSuggestion[] {
  const suggestions: WeekSuggestion[] = [];
  if (isYounger(ageBand)) {
    const young = scheduled('youngChildren', 'Catechism for Young Children', sources.youngChildren, catechismWeek(YOUNG_CHILDREN, today));
    if (young) suggestions.push(young);
  }
  const verse = sources.verses.filter((item) => item.date !== undefined && item.date <= today).sort((a, b) => (a.date! < b.date! ? 1 : -1))[0];
  if (verse) suggestions.push({ label: "This week's memory verse", kind: 'verse', items: [verse] });
  const lordsDay = heidelbergLordsDayOfWeek(today);
  const heidelberg = sources.heidelberg.filter((item) => item.lordsDay === lordsDay).sort((a, b) => a.number - b.number);
  if (heidelberg.length > 0)
    suggestions.push({ label: `Heidelberg Catechism, Lord's Day ${lordsDay}`, kind: 'heidelberg', number: lordsDay, items: heidelberg });
  const shorter = scheduled('shorter', 'Shorter Catechism', sources.shorter, catechismWeek(SHORTER, today));
  if (shorter) suggestions.push(shorter);
  return suggestions;
}
