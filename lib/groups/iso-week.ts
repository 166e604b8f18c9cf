/**
 * ISO 8601 weeks, Monday to Sunday, for the group leader's guide (/groups/guide/{year}-W{week}/): a week belongs to
 * the year that holds its Thursday, so the last days of December can be week 1 of the next year. Dates are
 * YYYY-MM-DD strings in the site's time zone (lib/dates.ts).
 */
import { addDays, isIsoDate } from '../dates.ts';

export interface IsoWeek {
  year: number;
  week: number;
}

function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  // 1 = Monday … 7 = Sunday
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
}

/** The Monday that begins the ISO week holding `date`. */
export function mondayOf(date: string): string {
  if (!isIsoDate(date)) throw new RangeError(`"${date}" is not a YYYY-MM-DD date`);
  return addDays(date, 1 - weekday(date));
}

export function isoWeekOf(date: string): IsoWeek {
  const thursday = addDays(mondayOf(date), 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(mondayOf(`${year}-01-04`), 3);
  const days = (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${firstThursday}T00:00:00Z`)) / 86_400_000;
  return { year, week: days / 7 + 1 };
}

/** Monday to Sunday of the week. */
export function daysOfWeek({ year, week }: IsoWeek): string[] {
  const monday = addDays(mondayOf(`${year}-01-04`), (week - 1) * 7);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** "2026-W48": the guide's address for the week. */
export function weekKey({ year, week }: IsoWeek): string {
  return `${year}-W${String(week).padStart(2, '0')}`;
}
