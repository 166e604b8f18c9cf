/** Total reading time on the admin panel, in hours: one decimal under 10 hours, whole hours above. */
export function readingHours(seconds: number): string {
  const hours = Math.max(0, seconds) / 3600;
  if (hours === 0) return '0';
  if (hours < 10) return (Math.round(hours * 10) / 10).toLocaleString('en-US');
  return Math.round(hours).toLocaleString('en-US');
}
