/**
 * What a group's page shows of this week: Monday to Sunday in the site's time zone (iso-week.ts), and for
 * each member who shares, which of those days they read. The database sends only the days (reading_group_week);
 * this decides how each day reads on the page, and the one-line count the dashboard and /groups/ show.
 */
import { daysOfWeek, isoWeekOf } from './iso-week.ts';

export interface WeekDay {
  date: string;
  isToday: boolean;
  /** Later this week: nobody can have read it yet. */
  isAhead: boolean;
}

export type DayMark = 'read' | 'unread' | 'ahead';

/** This week's seven days, Monday first, as seen on `today`. */
export function weekDays(today: string): WeekDay[] {
  return daysOfWeek(isoWeekOf(today)).map((date) => ({ date, isToday: date === today, isAhead: date > today }));
}

/** How each day of the week reads for a member who read on `readOn` (YYYY-MM-DD dates). */
export function dayMarks(days: WeekDay[], readOn: readonly string[]): DayMark[] {
  const read = new Set(readOn);
  return days.map((day) => (read.has(day.date) ? 'read' : day.isAhead ? 'ahead' : 'unread'));
}

/** How many of the week's days so far a member read. */
export function daysRead(marks: readonly DayMark[]): number {
  return marks.filter((mark) => mark === 'read').length;
}
