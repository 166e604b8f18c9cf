/**
 * When a daily subscriber's e-mail may go: the hour they chose (0–23) on the e-mail's day, read on their own
 * clock (an IANA time zone), or as soon as the day is released when they chose none. The daily-email function
 * asks this of each subscriber on every run; the once-a-day claim keeps anyone from being sent the day twice.
 *
 * - Spring forward: an hour the clocks skip (02:00 in New York on 2027-03-14) is reached at the first moment
 *   after the gap (03:00), as PostgreSQL reads a skipped local time.
 * - Fall back: an hour that happens twice is reached the first time; the second changes nothing.
 * - A reader far west of the site whose hour on the e-mail's day would come after the site's day has ended (a
 *   23:00 reader in Los Angeles when the site keeps New York's time) gets it at that hour the evening before, the
 *   one that falls inside the site's day; otherwise the next day's e-mail would begin before this one could go.
 */
import { addDays } from '../dates.ts';

export const SEND_HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

export function isSendHour(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 23;
}

/** The zone's offset from UTC (ms) at `instant`. */
function offsetAt(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local time (`date` at `hour`:00 in `timeZone`) names: the first of two in a fall-back hour; in a
 * skipped hour, read with the offset before the change (so 02:00 on a spring-forward night is 03:00 after it).
 */
function localHourInstant(date: string, hour: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, hour);
  const day = 24 * 3600 * 1000;
  const before = wall - offsetAt(timeZone, wall - day);
  const after = wall - offsetAt(timeZone, wall + day);
  const valid = [before, after].filter((instant) => instant + offsetAt(timeZone, instant) === wall);
  return valid.length ? Math.min(...valid) : before;
}

interface SendHourChoice {
  /** The subscriber's hour, or null: as soon as the day is released. */
  send_hour: number | null;
  /** Their IANA time zone (null only with no hour). */
  time_zone: string | null;
}

/**
 * Whether `subscriber`'s daily e-mail of `day` (the site's date, YYYY-MM-DD, in `siteTimeZone`) may go at `now`.
 * A zone the runtime does not know (the database checks it on the way in) counts as no hour.
 */
export function sendHourReached(subscriber: SendHourChoice, day: string, siteTimeZone: string, now: Date = new Date()): boolean {
  const { send_hour: hour, time_zone: zone } = subscriber;
  if (hour === null || zone === null || !isSendHour(hour)) return true;
  try {
    const siteDayEnd = localHourInstant(addDays(day, 1), 0, siteTimeZone);
    let due = localHourInstant(day, hour, zone);
    if (due >= siteDayEnd) due = localHourInstant(addDays(day, -1), hour, zone);
    return now.getTime() >= due;
  } catch {
    return true;
  }
}

/** An hour as the edition writes times: "07:00" in Dutch and Spanish, "7:00 AM" in English. */
export function sendHourLabel(intlLocale: string, hour: number): string {
  // A 24-hour clock writes the hour with two digits, as a timetable does; a 12-hour one does not ("7:00 AM").
  const twelveHour = new Intl.DateTimeFormat(intlLocale, { hour: 'numeric' }).resolvedOptions().hour12 === true;
  const format = new Intl.DateTimeFormat(intlLocale, { hour: twelveHour ? 'numeric' : '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return format.format(new Date(Date.UTC(2027, 0, 4, hour)));
}
