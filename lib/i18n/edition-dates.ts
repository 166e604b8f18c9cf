/**
 * Calendar dates (YYYY-MM-DD) in an edition's language, the way lib/display-date.ts writes them in English: a day is
 * formatted in UTC so no reader's time zone moves it. The English edition keeps display-date's exact wording.
 */
import { isIsoDate } from '../dates.ts';
import { INTL_LOCALES, type Locale } from './locales.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

function calendarIn(locale: Locale, options: Intl.DateTimeFormatOptions, date: string): string {
  if (!isIsoDate(date)) return date;
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone: 'UTC' })));
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** "Wednesday, November 26, 2025" / "woensdag 26 november 2025" / "miércoles, 26 de noviembre de 2025". */
export function longDateIn(locale: Locale, date: string): string {
  return calendarIn(locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, date);
}

/** "November 26, 2026" / "26 november 2026" / "26 de noviembre de 2026". */
export function monthDayYearIn(locale: Locale, date: string): string {
  return calendarIn(locale, { month: 'long', day: 'numeric', year: 'numeric' }, date);
}

/** "Nov 26, 2026" / "26 nov 2026" / "26 nov 2026": tables and short lists. */
export function displayDateIn(locale: Locale, date: string): string {
  return calendarIn(locale, { month: 'short', day: 'numeric', year: 'numeric' }, date);
}
