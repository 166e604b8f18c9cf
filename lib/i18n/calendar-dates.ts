/**
 * The date labels of lib/display-date.ts in an edition's locale ("Wednesday, November 26" / "woensdag 26 november" /
 * "miércoles, 26 de noviembre"). Calendar dates (YYYY-MM-DD) only, formatted in UTC so no reader's time zone moves
 * them; the English edition's labels are exactly display-date.ts's.
 */
import { isIsoDate } from '../dates.ts';
import { INTL_LOCALES, type Locale } from './locales.ts';

export interface CalendarDates {
  /** "Nov 26, 2026" */
  displayDate(date: string): string;
  /** "Wednesday, November 26, 2025" */
  longDate(date: string): string;
  /** "Wednesday, November 26" */
  weekdayMonthDay(date: string): string;
  /** "November 26, 2026" */
  monthDayYear(date: string): string;
  /** "November 26" */
  monthDay(date: string): string;
  /** "Wed" */
  shortWeekday(date: string): string;
  /** "26" */
  dayOfMonth(date: string): string;
  /** "Nov" */
  shortMonth(date: string): string;
}

const FORMATS: Record<keyof CalendarDates, Intl.DateTimeFormatOptions> = {
  displayDate: { month: 'short', day: 'numeric', year: 'numeric' },
  longDate: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  weekdayMonthDay: { weekday: 'long', month: 'long', day: 'numeric' },
  monthDayYear: { month: 'long', day: 'numeric', year: 'numeric' },
  monthDay: { month: 'long', day: 'numeric' },
  shortWeekday: { weekday: 'short' },
  dayOfMonth: { day: 'numeric' },
  shortMonth: { month: 'short' },
};

const cache = new Map<Locale, CalendarDates>();

export function calendarDates(locale: Locale): CalendarDates {
  let dates = cache.get(locale);
  if (!dates) {
    const entries = Object.entries(FORMATS).map(([name, options]) => {
      const format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone: 'UTC' });
      // What is not a calendar date is left as it is rather than shown as "Invalid Date".
      return [name, (date: string) => (isIsoDate(date) ? format.format(new Date(`${date}T00:00:00Z`)) : date)];
    });
    dates = Object.fromEntries(entries) as unknown as CalendarDates;
    cache.set(locale, dates);
  }
  return dates;
}
