/**
 * The dashboard's reading calendar: the last 12 weeks as a grid of days, one column per week (Sunday to
 * Saturday, as en-US calendars run), the current week last, days after today left empty.
 */
import { addDays } from '../dates.ts';

export const CALENDAR_WEEKS = 12;

export interface CalendarDay {
  date: string;
  read: boolean;
  isToday: boolean;
  /** After today: shown as an empty cell. */
  isFuture: boolean;
}

/** 0 = Sunday … 6 = Saturday for a YYYY-MM-DD date. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Columns of 7 days, oldest week first. */
export function readingCalendar(today: string, readDays: Iterable<string>, weeks = CALENDAR_WEEKS): CalendarDay[][] {
  const read = new Set(readDays);
  const firstSunday = addDays(today, -weekday(today) - 7 * (weeks - 1));
  const columns: CalendarDay[][] = [];
  for (let w = 0; w < weeks; w++) {
    const column: CalendarDay[] = [];
    for (let d = 0; d < 7; d++) {
      const date = addDays(firstSunday, w * 7 + d);
      column.push({ date, read: read.has(date), isToday: date === today, isFuture: date > today });
    }
    columns.push(column);
  }
  return columns;
}
