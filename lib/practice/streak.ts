/**
 * The practice streak: how many days in a row a learner has practised, ending today, or ending yesterday while
 * today's practice is still to come (so the streak does not read 0 each morning).
 */
import { addDays, isIsoDate } from '../dates.ts';

export function practiceStreak(reviewDays: string[], today: string): number {
  if (!isIsoDate(today)) throw new RangeError(`"${today}" is not a YYYY-MM-DD date`);
  const practised = new Set(reviewDays);
  let day = practised.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (practised.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
