import { describe, expect, it } from 'vitest';
import { isDue, isMastered, newProgress, BOX_INTERVAL_DAYS } from './scheduler.ts';
import { intervalSpan, review, schedule } from './grading.ts';
import type { Grade, ProgressRecord } from './types.ts';

const key = 'confession:westminster-shorter-catechism:question-1';
const start = new Date('2026-11-27T08:00:00Z');

function after(days: number, from = start): Date {
  return new Date(from.getTime() + days * 86_400_000);
}

/** Reviews a record with each grade in turn, each on the day it falls due. */
function reviewOnTime(record: ProgressRecord, grades: Grade[]): ProgressRecord {
  return grades.reduce((r, grade) => review(r, grade, new Date(r.dueAt)), record);
}

describe('the Leitner scheduler', () => {
  it('adds an item due at once, in box 0, never reviewed', () => {
    const fresh = newProgress(key, null, start);
    expect(fresh).toEqual({
      learnerId: null,
      itemKey: key,
      addedAt: '2026-11-27T08:00:00.000Z',
      dueAt: '2026-11-27T08:00:00.000Z',
      intervalDays: 0,
      box: 0,
      reps: 0,
      lapses: 0,
      lastGrade: null,
      lastReviewedAt: null,
      masteredAt: null,
    });
    expect(isDue(fresh, start)).toBe(true);
    expect(newProgress(key, 'learner-1', start).learnerId).toBe('learner-1');
  });

  it('moves Good one box on and Easy two', () => {
    const good = review(newProgress(key, null, start), 'good', start);
    expect(good).toMatchObject({ box: 1, intervalDays: 1, dueAt: '2026-11-28T08:00:00.000Z', reps: 1, lapses: 0 });
    expect(good.lastGrade).toBe('good');
    expect(good.lastReviewedAt).toBe('2026-11-27T08:00:00.000Z');

    const easy = review(newProgress(key, null, start), 'easy', start);
    expect(easy).toMatchObject({ box: 2, intervalDays: 3, dueAt: '2026-11-30T08:00:00.000Z' });
    expect(review(easy, 'easy', after(3))).toMatchObject({ box: 4, intervalDays: 14 });
  });

  it('brings an item graded Again back within the session, ten minutes on, and counts the lapse', () => {
    const learned = reviewOnTime(newProgress(key, null, start), ['good', 'good', 'good']);
    expect(learned.box).toBe(3);
    const at = new Date('2026-12-03T09:00:00Z');
    const again = review(learned, 'again', at);
    expect(again).toMatchObject({ box: 0, intervalDays: 0, lapses: 1, reps: 4, dueAt: '2026-12-03T09:10:00.000Z' });
    expect(isDue(again, new Date('2026-12-03T09:09:59Z'))).toBe(false);
    expect(isDue(again, new Date('2026-12-03T09:10:00Z'))).toBe(true);
    // Recalled again after the pause, it starts the boxes over.
    expect(review(again, 'good', new Date('2026-12-03T09:10:00Z'))).toMatchObject({ box: 1, intervalDays: 1 });
  });

  it('keeps the box on Hard with half its interval, at least a day', () => {
    const box3 = reviewOnTime(newProgress(key, null, start), ['good', 'good', 'good']);
    expect(review(box3, 'hard', after(7))).toMatchObject({ box: 3, intervalDays: 4 });
    const box1 = review(newProgress(key, null, start), 'good', start);
    expect(review(box1, 'hard', after(1))).toMatchObject({ box: 1, intervalDays: 1 });
    // A new item recalled with effort leaves the session for tomorrow.
    expect(review(newProgress(key, null, start), 'hard', start)).toMatchObject({ box: 1, intervalDays: 1 });
  });

  it('calls an item mastered when its interval passes 21 days, and remembers when that first happened', () => {
    let record = reviewOnTime(newProgress(key, null, start), ['good', 'good', 'good', 'good']);
    expect(record.intervalDays).toBe(14);
    expect(isMastered(record)).toBe(false);
    expect(record.masteredAt).toBeNull();

    const masteredOn = new Date(record.dueAt);
    record = review(record, 'good', masteredOn);
    expect(record.intervalDays).toBe(30);
    expect(isMastered(record)).toBe(true);
    expect(record.masteredAt).toBe(masteredOn.toISOString());

    // Forgotten later, it is no longer mastered, but the first mastery stays on record.
    const forgotten = review(record, 'again', new Date(record.dueAt));
    expect(isMastered(forgotten)).toBe(false);
    expect(forgotten.masteredAt).toBe(masteredOn.toISOString());
  });

  it('stops at the last box', () => {
    const grades: Grade[] = Array(12).fill('good');
    const top = reviewOnTime(newProgress(key, null, start), grades);
    expect(top.box).toBe(BOX_INTERVAL_DAYS.length - 1);
    expect(top.intervalDays).toBe(120);
    expect(review(top, 'easy', new Date(top.dueAt)).box).toBe(top.box);
  });

  it('tells each grade button the wait it would set, in the unit the button says it in', () => {
    const wait = (record: ProgressRecord, grade: Grade) => intervalSpan(schedule(record.box, grade).intervalDays);
    const fresh = newProgress(key, null, start);
    expect((['again', 'hard', 'good', 'easy'] as const).map((g) => wait(fresh, g))).toEqual([
      { unit: 'minutes', count: 10 },
      { unit: 'days', count: 1 },
      { unit: 'days', count: 1 },
      { unit: 'days', count: 3 },
    ]);
    const box3 = reviewOnTime(fresh, ['good', 'good', 'good']);
    expect(wait(box3, 'hard')).toEqual({ unit: 'days', count: 4 });
    expect(wait(box3, 'good')).toEqual({ unit: 'days', count: 14 });
    expect(wait(box3, 'easy')).toEqual({ unit: 'months', count: 1 });
    const top = reviewOnTime(fresh, Array(8).fill('good'));
    expect(wait(top, 'good')).toEqual({ unit: 'months', count: 4 });
  });

  it('dates a review no earlier than the item was added, though the clock of the device grading it lags', () => {
    // Added on a device whose clock runs three minutes ahead, graded at once on one whose clock is right.
    const fresh = newProgress(key, null, after(3 / 1440));
    const first = review(fresh, 'good', start);
    expect(first.lastReviewedAt).toBe(fresh.addedAt);
    expect(first.dueAt).toBe(after(1, after(3 / 1440)).toISOString());
    // Later reviews keep their own time.
    expect(review(first, 'good', after(2)).lastReviewedAt).toBe(after(2).toISOString());
  });

  it('refuses a grade it does not know, a clock that is not a date and a key that names no item', () => {
    const fresh = newProgress(key, null, start);
    expect(() => review(fresh, 'perfect' as Grade, start)).toThrow(/not a grade/);
    expect(() => review(fresh, 'good', new Date('not a date'))).toThrow(/not a valid date/);
    expect(() => newProgress(key, null, new Date(Number.NaN))).toThrow(RangeError);
    expect(() => newProgress('confession:WSC:1', null, start)).toThrow(/not a practice item/);
  });
});
