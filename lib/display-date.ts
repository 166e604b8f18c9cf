/** Dates as the admin spec shows them (§9): MMM d, yyyy, e.g. "Nov 26, 2026". A calendar date never shifts by time zone. */
import { isIsoDate } from './dates.ts';

const FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function displayDate(date: string): string {
  if (!isIsoDate(date)) return date;
  return FORMAT.format(new Date(`${date}T00:00:00Z`));
}
