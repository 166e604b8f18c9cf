/**
 * lib/display-date.ts's labels in an edition's locale: the same meanings and the same rules (a calendar
 * date formatted in UTC, so no reader's time zone moves it; an instant in the viewer's zone), written as that
 * language writes dates. English gives exactly display-date.ts's labels.
 */
import { calendarDates } from './calendar-dates.ts';
import { INTL_LOCALES, type Locale } from './locales.ts';

/** "Wednesday, November 26, 2025" / "woensdag 26 november 2025" / "miércoles, 26 de noviembre de 2025". */
export function longDateIn(locale: Locale, date: string): string {
  return calendarDates(locale).longDate(date);
}

/** "November 26, 2026" / "26 november 2026" / "26 de noviembre de 2026". */
export function monthDayYearIn(locale: Locale, date: string): string {
  return calendarDates(locale).monthDayYear(date);
}

/** "Nov 26, 2026" / "26 nov 2026" / "26 nov 2026": tables and short lists. */
export function displayDateIn(locale: Locale, date: string): string {
  return calendarDates(locale).displayDate(date);
}

export interface EditionDates {
  /** "Nov 26, 2026" / "26 nov 2026". */
  displayDate(date: string): string;
  /** "Wednesday, November 26, 2025" / "woensdag 26 november 2025". */
  longDate(date: string): string;
  /** The viewer's calendar day of an instant; '' for none or an unreadable one. */
  instantDate(timestamp: string | null | undefined): string;
}

/** The three labels of one edition, for code that passes them around together. */
export function editionDates(locale: Locale): EditionDates {
  const { displayDate, longDate } = calendarDates(locale);
  return {
    displayDate,
    longDate,
    instantDate: (timestamp) => {
      if (!timestamp) return '';
      const moment = new Date(timestamp);
      return Number.isNaN(moment.getTime()) ? '' : moment.toLocaleString(INTL_LOCALES[locale], { month: 'short', day: 'numeric', year: 'numeric' });
    },
  };
}
