/**
 * The admin table's week number: the ISO 8601 week of the devotional's date (weeks start on Monday; week 1 is
 * the week holding the year's first Thursday, so 1 January may fall in week 52 or 53 of the year before).
 * ISO rather than "week of the year counted from 1 January" because it is what calendars, diaries and
 * spreadsheets (ISOWEEKNUM) show, and every week has seven days.
 */
import { isIsoDate } from '../dates.ts';

export function isoWeek(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`"${date}" is not a YYYY-MM-DD date`);
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  // Move to the Thursday of the same ISO week; its year is the ISO week-year.
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
}
