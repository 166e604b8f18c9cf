/**
 * The nightly release: each day's devotional goes out at 00:05 in the site's time zone. The "release day" of an
 * instant is the date whose release has most recently happened by then, so a build whose release day is older
 * than now's is missing that day's devotional.
 */
import { todayIn } from '../dates.ts';

/** Minutes after midnight at which the nightly build runs (00:05). */
export const RELEASE_MINUTES_AFTER_MIDNIGHT = 5;

export function releaseDay(now: Date, timeZone: string, minutesAfterMidnight = RELEASE_MINUTES_AFTER_MIDNIGHT): string {
  return todayIn(timeZone, new Date(now.getTime() - minutesAfterMidnight * 60_000));
}

/** Whether a build that started at `builtAt` lacks a release that has happened by `now`. */
export function releaseDue(builtAt: Date, now: Date, timeZone: string): boolean {
  return releaseDay(now, timeZone) > releaseDay(builtAt, timeZone);
}
