/**
 * lib/display-date.ts's labels in an edition's locale (issue 34): the same meanings and the same rules (a calendar
 * date in UTC, an instant in the viewer's zone), written as that language writes dates ("26 nov 2026", "26 nov
 * 2026"). English gives exactly display-date.ts's labels.
 */
import { isIsoDate } from '../dates.ts';
import { INTL_LOCALES, type Locale } from './locales.ts';

export interface EditionDates {
  /** "Nov 26, 2026" / "26 nov 2026". */
  displayDate(date: string): string;
  /** "Wednesday, November 26, 2025" / "woensdag 26 november 2025". */
  longDate(date: string): string;
  /** The viewer's calendar day of an instant; '' for none or an unreadable one. */
  instantDate(timestamp: string | null | undefined): string;
}

export function editionDates(locale: Locale): EditionDates {
  const tag = INTL_LOCALES[locale];
  const calendar = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
    return (date: string) => (isIsoDate(date) ? format.format(new Date(`${date}T00:00:00Z`)) : date);
  };
  const short: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
  return {
    displayDate: calendar(short),
    longDate: calendar({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    instantDate: (timestamp) => {
      if (!timestamp) return '';
      const moment = new Date(timestamp);
      return Number.isNaN(moment.getTime()) ? '' : moment.toLocaleString(tag, short);
    },
  };
}
