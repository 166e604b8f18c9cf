/**
 * Calendar dates as the devotionals use them: plain `YYYY-MM-DD` strings in the site's time zone.
 * "Today" is always a particular time zone's today, never the machine's.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date (YYYY-MM-DD) in `timeZone`, an IANA name such as America/New_York. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** `date` moved by `days` calendar days (negative goes back). Works in UTC so no daylight-saving shift can skip a day. */
export function addDays(date: string, days: number): string {
  if (!isIsoDate(date)) throw new RangeError(`"${date}" is not a YYYY-MM-DD date`);
  const [y, m, d] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(y, m - 1, d + days));
  return moved.toISOString().slice(0, 10);
}
