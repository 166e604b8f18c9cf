/**
 * Today's practice session: the items due (oldest due first), then a few new ones. New items are rationed per day so
 * that a learner who adds a whole catechism meets it a few questions at a time.
 */
import { todayIn } from '../dates.ts';
import { isDue } from './scheduler.ts';
import type { ProgressRecord } from './types.ts';

export const NEW_PER_DAY = 5;

export interface QueueOptions {
  /** How many never-reviewed items a day may bring in (default 5), counting those already started today. */
  newPerDay?: number;
  /** The learner's time zone, which says when "today" began (default UTC). */
  timeZone?: string;
}

function isNew(record: ProgressRecord): boolean {
  return record.reps === 0;
}

/**
 * Whether a record's first review was today. A record keeps no history, so this reads it from the counts
 * (reps − lapses is the number of grades other than Again): an item started today has had only Agains before at most
 * one other grade, its last; an item learned on an earlier day had another grade then, and reviewed today it has two,
 * or one followed by today's Again.
 */
export function startedOn(record: ProgressRecord, today: string, timeZone: string): boolean {
  if (isNew(record) || record.lastReviewedAt === null) return false;
  if (todayIn(timeZone, new Date(record.lastReviewedAt)) !== today) return false;
  const otherGrades = record.reps - record.lapses;
  return otherGrades <= (record.lastGrade === 'again' ? 0 : 1);
}

export function practiceQueue(records: ProgressRecord[], now: Date, options: QueueOptions = {}): { due: ProgressRecord[]; fresh: ProgressRecord[] } {
  const newPerDay = options.newPerDay ?? NEW_PER_DAY;
  if (!Number.isInteger(newPerDay) || newPerDay < 0) {
    throw new RangeError(`New items per day must be a whole number of 0 or more, not ${newPerDay}`);
  }
  const timeZone = options.timeZone ?? 'UTC';
  const today = todayIn(timeZone, now);

  // Array.prototype.sort is stable, so records due (or added) at the same moment keep the caller's order.
  const due = records.filter((r) => !isNew(r) && isDue(r, now)).sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));

  const startedToday = records.filter((r) => startedOn(r, today, timeZone)).length;
  const fresh = records
    .filter(isNew)
    .sort((a, b) => Date.parse(a.addedAt) - Date.parse(b.addedAt))
    .slice(0, Math.max(0, newPerDay - startedToday));

  return { due, fresh };
}
