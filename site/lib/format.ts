/** Display formatting for the reader site (en-US, as the spec shows dates). */

/**
 * "Wednesday, November 26, 2025" for a calendar date "2025-11-26".
 * The date is a calendar day, not an instant, so it is formatted in UTC to keep the day from shifting.
 */
export function formatLongDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
