/**
 * "This week": which Heidelberg Lord's Day belongs to a given week (and so which week of a catechism's schedule,
 * catechism-schedule.ts).
 * Dates are plain YYYY-MM-DD strings (lib/dates.ts); weeks begin on Sunday, the Lord's Day.
 */
import { addDays, isIsoDate } from '../dates.ts';

function utc(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`"${date}" is not a YYYY-MM-DD date`);
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

/** The Sunday that begins the week holding `date`. */
export function sundayOf(date: string): string {
  return addDays(date, -new Date(utc(date)).getUTCDay());
}

/**
 * "This week's Lord's Day", the one rule for every place that shows it (the catechism card, the group guide,
 * practice's "This week", the printable cards): the Lord's Day of the Sunday that begins the week holding `date`,
 * `date` being a day in the site's time zone (siteToday). Churches preach through the catechism in a year: that
 * Sunday is its year's Nth Sunday, and Lord's Day N is taught. So the days of early January before the year's
 * first Sunday still belong to the last Sunday of December (Lord's Day 52), and in a year with 53 Sundays the 53rd
 * repeats Lord's Day 52. A Monday-to-Sunday week (the group guide) asks for its Monday: six of its days share
 * that Lord's Day, and its closing Sunday opens the next one.
 */
export function heidelbergLordsDayOfWeek(date: string): number {
  const sunday = sundayOf(date);
  const dayOfYear = Math.round((utc(sunday) - Date.UTC(Number(sunday.slice(0, 4)), 0, 1)) / 86_400_000) + 1;
  return Math.min(52, Math.floor((dayOfYear - 1) / 7) + 1);
}
