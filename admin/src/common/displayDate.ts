/** Dates in the console read as the spec shows them: MMM d, yyyy (Nov 26, 2026). */
export const DISPLAY_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

export function displayDate(timestamp: string | null | undefined): string {
  if (!timestamp) return '';
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', DISPLAY_DATE);
}
