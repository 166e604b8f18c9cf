/**
 * The weekly schedule of a catechism without Lord's Days (the Catechism for Young Children, the Westminster Shorter
 * and Larger Catechisms): its questions shared out in order over the 52 weeks of a year, so a family covers the whole
 * catechism in a year, as a church covers the Heidelberg in its 52 Lord's Days.
 *
 * The weeks are the Heidelberg's (week.ts, heidelbergLordsDayOfWeek): week N is the week begun by the year's Nth
 * Sunday, the days of early January before the first Sunday belong to the last week of December, and a 53rd Sunday
 * repeats week 52. So every family, class and church on the site is on the same week, and the week's number is the
 * Lord's Day's number.
 *
 * Week N covers questions ⌊(N − 1) · Q / 52⌋ + 1 to ⌊N · Q / 52⌋ of a catechism of Q questions: the questions are
 * dealt out as evenly as whole questions allow, each week the next two or three (145 questions of the Catechism for
 * Young Children: 2 or 3; the Shorter's 107: 2 or 3; the Larger's 196: 3 or 4), none left out and none repeated.
 * A catechism of fewer than 52 questions would leave some weeks without a new question; they then repeat the last one.
 */
import { addDays } from '../dates.ts';
import { heidelbergLordsDayOfWeek, sundayOf } from './week.ts';

export const SCHEDULE_WEEKS = 52;

/** The catechisms practised on a weekly schedule, and how many questions each has. */
export const SCHEDULED_CATECHISMS = {
  'catechism-for-young-children': 145,
  'westminster-shorter-catechism': 107,
  'westminster-larger-catechism': 196,
} as const satisfies Record<string, number>;

export type ScheduledCatechism = keyof typeof SCHEDULED_CATECHISMS;

export function isScheduledCatechism(slug: string): slug is ScheduledCatechism {
  return Object.hasOwn(SCHEDULED_CATECHISMS, slug);
}

/** A type, not an interface, so it passes as a message's parameters. */
export type ScheduleWeek = {
  /** 1 to 52. */
  week: number;
  /** The first and last question of the week (the same for a week of one question). */
  first: number;
  last: number;
};

/** The week of the year (1–52) holding `date` (YYYY-MM-DD, a day in the site's time zone). */
export function catechismWeekOf(date: string): number {
  return heidelbergLordsDayOfWeek(date);
}

/** The questions of week `week` (1–52) of a catechism of `questions` questions. */
export function questionsOfWeek(questions: number, week: number): ScheduleWeek {
  if (!Number.isInteger(questions) || questions < 1) throw new RangeError(`a catechism has at least one question, not ${questions}`);
  if (!Number.isInteger(week) || week < 1 || week > SCHEDULE_WEEKS) throw new RangeError(`week ${week} is not between 1 and ${SCHEDULE_WEEKS}`);
  const last = Math.max(1, Math.floor((week * questions) / SCHEDULE_WEEKS));
  const first = Math.min(last, Math.floor(((week - 1) * questions) / SCHEDULE_WEEKS) + 1);
  return { week, first, last };
}

/** The whole year's schedule, week 1 to 52. */
export function catechismSchedule(questions: number): ScheduleWeek[] {
  return Array.from({ length: SCHEDULE_WEEKS }, (_, i) => questionsOfWeek(questions, i + 1));
}

/** The week holding `date` and its questions, for a scheduled catechism. */
export function catechismWeek(slug: ScheduledCatechism, date: string): ScheduleWeek {
  return questionsOfWeek(SCHEDULED_CATECHISMS[slug], catechismWeekOf(date));
}

/** Whether question `number` is among the week's. */
export function inWeek(week: ScheduleWeek, number: number): boolean {
  return number >= week.first && number <= week.last;
}

/**
 * The Sunday that begins week `week` of the schedule year holding `date`: the year of the Sunday that begins
 * `date`'s week, so the first days of January, still in December's week 52, look at December's year.
 */
export function sundayOfWeek(date: string, week: number): string {
  const year = sundayOf(date).slice(0, 4);
  const january1 = `${year}-01-01`;
  const before = sundayOf(january1);
  const first = before === january1 ? before : addDays(before, 7);
  return addDays(first, 7 * (week - 1));
}
