/**
 * The English date labels the console and the Node tools show (en-US, as the specs show dates); the reader site's
 * labels, in every edition's language, are lib/i18n/calendar-dates.ts's.
 *
 * Two kinds of date, never mixed:
 * - a calendar date (`YYYY-MM-DD`: a devotional's day, a goal's deadline) is a day, not an instant, so it is
 *   formatted in UTC and no reader's time zone can move it to the day before;
 * - an instant (a timestamp: when a note was saved, a message arrived, a build ran) is shown in the viewer's zone.
 */
import { isIsoDate } from './dates.ts';

function calendar(options: Intl.DateTimeFormatOptions): (date: string) => string {
  const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  // What is not a calendar date is left as it is rather than shown as "Invalid Date".
  return (date) => (isIsoDate(date) ? format.format(new Date(`${date}T00:00:00Z`)) : date);
}

/** "Nov 26, 2026" (MMM d, yyyy): tables, cards, date pickers. */
export const displayDate = calendar({ month: 'short', day: 'numeric', year: 'numeric' });

/** "Wed". */
export const shortWeekday = calendar({ weekday: 'short' });

function instant(options: Intl.DateTimeFormatOptions): (timestamp: string | null | undefined) => string {
  return (timestamp) => {
    if (!timestamp) return '';
    const moment = new Date(timestamp);
    return Number.isNaN(moment.getTime()) ? '' : moment.toLocaleString('en-US', options);
  };
}

/** "Nov 26, 2026": the viewer's calendar day of an instant; '' for none or an unreadable one. */
export const instantDate = instant({ month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 26, 2026, 9:05 PM": an instant to the minute, in the viewer's zone. */
export const instantDateTime = instant({ dateStyle: 'medium', timeStyle: 'short' });
