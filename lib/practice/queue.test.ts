import { describe, expect, it } from 'vitest';
import { practiceQueue } from './queue.ts';
import { newProgress } from './scheduler.ts';
import { review } from './grading.ts';
import type { ProgressRecord } from './types.ts';

const q = (n: number) => `confession:westminster-shorter-catechism:question-${n}`;
const keys = (records: ProgressRecord[]) => records.map((r) => r.itemKey);

const monday = new Date('2026-11-23T07:00:00Z');
const friday = new Date('2026-11-27T18:00:00Z');

/** Questions 1–n added on Monday, never reviewed. */
function added(n: number): ProgressRecord[] {
  return Array.from({ length: n }, (_, i) => newProgress(q(i + 1), null, new Date(monday.getTime() + i * 1000)));
}

describe("today's practice queue", () => {
  it('offers five new items a day by default, oldest added first', () => {
    const { due, fresh } = practiceQueue(added(12).reverse(), friday);
    expect(due).toEqual([]);
    expect(keys(fresh)).toEqual([q(1), q(2), q(3), q(4), q(5)]);
    expect(practiceQueue(added(12), friday, { newPerDay: 2 }).fresh).toHaveLength(2);
    expect(practiceQueue(added(3), friday).fresh).toHaveLength(3);
  });

  it('puts the items due first, the longest overdue at the head, and leaves out those not yet due', () => {
    const overdue = review(newProgress(q(1), null, monday), 'good', monday); // due Tuesday
    const dueThisMorning = review(newProgress(q(2), null, monday), 'easy', monday); // due Thursday
    const again = review(review(newProgress(q(3), null, monday), 'good', monday), 'again', new Date('2026-11-27T17:55:00Z')); // due 18:05
    const laterToday = review(newProgress(q(4), null, friday), 'good', new Date('2026-11-26T20:00:00Z')); // due Friday 20:00
    const { due } = practiceQueue([laterToday, again, dueThisMorning, overdue], friday);
    expect(keys(due)).toEqual([q(1), q(2)]);
    expect(keys(practiceQueue([again, overdue], new Date('2026-11-27T18:05:00Z')).due)).toEqual([q(1), q(3)]);
  });

  it('counts the new items already started today against the day’s five', () => {
    const records = added(10);
    // The learner began three new items this morning (one of them needed Again first).
    const morning = new Date('2026-11-27T09:00:00Z');
    records[0] = review(records[0], 'good', morning);
    records[1] = review(review(records[1], 'again', morning), 'hard', new Date('2026-11-27T09:10:00Z'));
    records[2] = review(records[2], 'easy', morning);
    expect(keys(practiceQueue(records, friday).fresh)).toEqual([q(4), q(5)]);
    // Tomorrow the day's ration is whole again, and the three begun today are not new any more.
    const saturday = new Date('2026-11-28T10:00:00Z');
    const next = practiceQueue(records, saturday);
    expect(keys(next.fresh)).toEqual([q(4), q(5), q(6), q(7), q(8)]);
    expect(keys(next.due)).toEqual([q(1), q(2)]);
  });

  it('does not count an item learned before today and reviewed again today as started today', () => {
    const records = added(8);
    records[0] = review(records[0], 'good', monday); // started Monday
    records[0] = review(records[0], 'good', new Date('2026-11-27T09:00:00Z')); // reviewed again today
    records[1] = review(records[1], 'good', monday);
    records[1] = review(records[1], 'again', new Date('2026-11-27T09:00:00Z')); // forgotten today
    expect(practiceQueue(records, friday).fresh).toHaveLength(5);
  });

  it('reads "today" in the learner’s time zone', () => {
    const records = added(8);
    // 03:00 UTC on Friday is still Thursday evening in New York.
    records[0] = review(records[0], 'good', new Date('2026-11-27T03:00:00Z'));
    const fridayNoonInNewYork = new Date('2026-11-27T17:00:00Z');
    expect(practiceQueue(records, fridayNoonInNewYork, { timeZone: 'America/New_York' }).fresh).toHaveLength(5);
    expect(practiceQueue(records, fridayNoonInNewYork).fresh).toHaveLength(4);
  });

  it('refuses a ration that is not a whole number of 0 or more', () => {
    expect(practiceQueue(added(3), friday, { newPerDay: 0 }).fresh).toEqual([]);
    expect(() => practiceQueue(added(3), friday, { newPerDay: -1 })).toThrow(/whole number/);
    expect(() => practiceQueue(added(3), friday, { newPerDay: 2.5 })).toThrow(RangeError);
  });
});
