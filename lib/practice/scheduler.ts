/**
 * The practice scheduler: a Leitner scheme (docs/practice.md). Each item sits in a box; each box has an interval, and
 * the learner's grade moves the item between boxes (./grading.ts). An item is "mastered" once its interval passes 21
 * days. This module holds what a session's queue and a new item need; the grades' effects are ./grading.ts.
 */
import { ITEM_KEY_PATTERN } from './item-key.ts';
import type { ProgressRecord } from './types.ts';

export const MASTERED_AFTER_DAYS = 21;

/** Days until the next review for an item in each box; box 0 holds new items and items graded Again. */
export const BOX_INTERVAL_DAYS: readonly number[] = [0, 1, 3, 7, 14, 30, 60, 120];

/** An item graded Again comes back within the same session, after this many minutes. */
export const AGAIN_AFTER_MINUTES = 10;

/** `now` in milliseconds, refusing an invalid clock. */
export function instant(now: Date): number {
  const ms = now.getTime();
  if (Number.isNaN(ms)) throw new RangeError('The practice clock is not a valid date');
  return ms;
}

/** A freshly added item: in box 0, due at once, never reviewed. Refuses a key the database would refuse. */
export function newProgress(itemKey: string, learnerId: string | null, now: Date): ProgressRecord {
  if (!ITEM_KEY_PATTERN.test(itemKey)) {
    throw new RangeError(`"${itemKey}" is not a practice item: expected verse:<devotional id> or confession:<slug>:<section>`);
  }
  const at = new Date(instant(now)).toISOString();
  return {
    learnerId,
    itemKey,
    addedAt: at,
    dueAt: at,
    intervalDays: 0,
    box: 0,
    reps: 0,
    lapses: 0,
    lastGrade: null,
    lastReviewedAt: null,
    masteredAt: null,
  };
}

export function isDue(record: ProgressRecord, now: Date): boolean {
  return Date.parse(record.dueAt) <= instant(now);
}

export function isMastered(record: ProgressRecord): boolean {
  return record.intervalDays > MASTERED_AFTER_DAYS;
}
