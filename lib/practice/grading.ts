/**
 * What a grade does to an item in the practice scheduler's Leitner scheme (./scheduler.ts, docs/practice.md): the box
 * and interval it moves to, the record after a review, and how the grade buttons say an interval. Loaded with the
 * practice card, not as the page opens.
 */
import { AGAIN_AFTER_MINUTES, BOX_INTERVAL_DAYS, instant, MASTERED_AFTER_DAYS } from './scheduler.ts';
import { GRADES, type Grade, type ProgressRecord } from './types.ts';

const LAST_BOX = BOX_INTERVAL_DAYS.length - 1;
const DAY_MS = 86_400_000;

/** Hard keeps the item's box but waits half its interval (at least a day). */
function hardInterval(box: number): number {
  return Math.max(1, Math.round(BOX_INTERVAL_DAYS[box] / 2));
}

/** Where a grade sends an item: its box and its interval in days (0 = again within the session). */
export function schedule(box: number, grade: Grade): { box: number; intervalDays: number } {
  const current = Math.min(Math.max(0, Math.trunc(box) || 0), LAST_BOX);
  switch (grade) {
    case 'again':
      return { box: 0, intervalDays: 0 };
    case 'hard': {
      // A new item recalled with effort enters box 1: it was recalled, so it leaves the session.
      const kept = Math.max(1, current);
      return { box: kept, intervalDays: hardInterval(kept) };
    }
    case 'good': {
      const next = Math.min(current + 1, LAST_BOX);
      return { box: next, intervalDays: BOX_INTERVAL_DAYS[next] };
    }
    case 'easy': {
      const next = Math.min(current + 2, LAST_BOX);
      return { box: next, intervalDays: BOX_INTERVAL_DAYS[next] };
    }
    default:
      throw new RangeError(`"${String(grade)}" is not a grade: use one of ${GRADES.join(', ')}`);
  }
}

function dueAfter(from: number, intervalDays: number): number {
  return intervalDays === 0 ? from + AGAIN_AFTER_MINUTES * 60_000 : from + intervalDays * DAY_MS;
}

/** The record after the learner graded one recall at `now`. */
export function review(record: ProgressRecord, grade: Grade, now: Date): ProgressRecord {
  // Never dated before the item was added: a new item is graded without waiting to be due (queue.ts), so a device
  // whose clock lags the one that added it would record a review before the item existed, which the database refuses.
  // Every later review waits until the item is due, so it is never dated before the previous review's wait is over.
  const at = Math.max(instant(now), Date.parse(record.addedAt) || 0);
  const { box, intervalDays } = schedule(record.box, grade);
  const reviewedAt = new Date(at).toISOString();
  const mastered = intervalDays > MASTERED_AFTER_DAYS;
  return {
    ...record,
    box,
    intervalDays,
    dueAt: new Date(dueAfter(at, intervalDays)).toISOString(),
    reps: record.reps + 1,
    // Every Again counts, a new item's too: the queue reads "started today" from reps and lapses (queue.ts).
    lapses: record.lapses + (grade === 'again' ? 1 : 0),
    lastGrade: grade,
    lastReviewedAt: reviewedAt,
    // The first time the interval passed 21 days; kept if a later Hard or Again shortens it again.
    masteredAt: record.masteredAt ?? (mastered ? reviewedAt : null),
  };
}

/** How long an interval is, in the unit the grade buttons say it in: 10 minutes, days under 30, else months. */
export function intervalSpan(intervalDays: number): { unit: 'minutes' | 'days' | 'months'; count: number } {
  if (intervalDays === 0) return { unit: 'minutes', count: AGAIN_AFTER_MINUTES };
  if (intervalDays < 30) return { unit: 'days', count: intervalDays };
  return { unit: 'months', count: Math.round(intervalDays / 30) };
}
