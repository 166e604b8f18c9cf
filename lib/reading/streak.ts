/**
 * Reading streaks: consecutive calendar days in the site time zone, counted back from today,
 * where the latest reading may be today or yesterday. The database computes the same rule for the dashboard
 * and achievements (my_reading_stats); this copy serves the calendar, which works from the days it already has.
 */
import { addDays } from '../dates.ts';

export function currentStreak(readDays: Iterable<string>, today: string): number {
  const days = new Set(readDays);
  let day = days.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (days.has(day)) {
    count++;
    day = addDays(day, -1);
  }
  return count;
}
