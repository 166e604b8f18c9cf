/**
 * Calendar-day labels for the home page and the search (en-US, as spec §9 says). A devotional's date is a day,
 * not an instant, so it is formatted in UTC: no reader's time zone can move it to the day before.
 */

function format(isoDate: string, options: Intl.DateTimeFormatOptions): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });
}

/** "Wednesday, November 25": the hero's date. */
export function heroDateLabel(isoDate: string): string {
  return format(isoDate, { weekday: 'long', month: 'long', day: 'numeric' });
}

/** "November 25": the card's date. */
export function monthDayLabel(isoDate: string): string {
  return format(isoDate, { month: 'long', day: 'numeric' });
}

/** "Nov 25, 2026": the date pickers' label (MMM d, yyyy). */
export function pickerDateLabel(isoDate: string): string {
  return format(isoDate, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "Wed" / "25" / "Nov": the parts of a date-strip day. */
export function stripDayParts(isoDate: string): { weekday: string; day: string; month: string; full: string } {
  return {
    weekday: format(isoDate, { weekday: 'short' }),
    day: format(isoDate, { day: 'numeric' }),
    month: format(isoDate, { month: 'short' }),
    full: format(isoDate, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
  };
}

/** "November 25 · 5 min": the line under a card's title. */
export function cardMetaLine(isoDate: string, readingTime: number): string {
  return `${monthDayLabel(isoDate)} · ${readingTime} min`;
}
