/**
 * How the group page's week table names each day, in the page's edition: "Mon" and "23" in its head, and
 * "Monday, November 23, 2026" for the abbreviation's title; "ma", "23", "maandag 23 november 2026" in Dutch. The
 * same formats as lib/i18n/calendar-dates.ts (a calendar date, formatted in UTC so no time zone moves it), kept
 * here so the groups pages' code shares no chunk with other pages' islands (tests/e2e/groups/page-scripts.spec.ts).
 */
import { INTL_LOCALES, type Locale } from '../i18n/locales.ts';

export interface WeekDayLabel {
  weekday: string;
  day: string;
  full: string;
}

export function weekDayLabels(locale: Locale): (date: string) => WeekDayLabel {
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone: 'UTC' });
  const weekday = format({ weekday: 'short' });
  const day = format({ day: 'numeric' });
  const full = format({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  return (date) => {
    const moment = new Date(`${date}T00:00:00Z`);
    return { weekday: weekday.format(moment), day: day.format(moment), full: full.format(moment) };
  };
}
