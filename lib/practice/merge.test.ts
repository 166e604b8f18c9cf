import { describe, expect, it } from 'vitest';
import { mergeProgress } from './merge.ts';
import { newProgress } from './scheduler.ts';
import { review } from './grading.ts';
import type { ProgressRecord } from './types.ts';

const verse = 'verse:3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const q1 = 'confession:westminster-shorter-catechism:question-1';
const q2 = 'confession:westminster-shorter-catechism:question-2';
const child = '0b6f3a52-8d1e-4c7a-9f20-5e4d3c2b1a00';

const monday = new Date('2026-11-23T08:00:00Z');
const tuesday = new Date('2026-11-24T08:00:00Z');

function learned(key: string, learner: string | null, at: Date, grade: 'good' | 'easy' = 'good'): ProgressRecord {
  return review(newProgress(key, learner, monday), grade, at);
}

describe('merging the device’s progress into the account’s', () => {
  it('keeps the later review of the same item, from whichever side holds it', () => {
    const onDevice = learned(q1, null, tuesday, 'easy');
    const inAccount = learned(q1, null, monday);
    expect(mergeProgress([onDevice], [inAccount])).toEqual([onDevice]);
    const newerInAccount = learned(q2, null, tuesday);
    expect(mergeProgress([learned(q2, null, monday, 'easy')], [newerInAccount])).toEqual([newerInAccount]);
  });

  it('never drops an item present on either side', () => {
    const device = [learned(verse, null, monday), newProgress(q2, null, tuesday)];
    const account = [learned(q1, null, monday)];
    const merged = mergeProgress(device, account);
    expect(merged.map((r) => r.itemKey).sort()).toEqual([q1, q2, verse].sort());
    expect(mergeProgress([], account)).toEqual(account);
    expect(mergeProgress(device, [])).toEqual(device);
  });

  it('prefers a reviewed record to one never reviewed', () => {
    const reviewed = learned(q1, null, monday);
    expect(mergeProgress([newProgress(q1, null, tuesday)], [reviewed])).toEqual([reviewed]);
    expect(mergeProgress([reviewed], [newProgress(q1, null, tuesday)])).toEqual([reviewed]);
  });

  it('on a tie keeps the record with more reps, else the account’s', () => {
    const once = learned(q1, null, tuesday);
    const twice = { ...review(review(newProgress(q1, null, monday), 'again', tuesday), 'good', tuesday) };
    twice.lastReviewedAt = once.lastReviewedAt;
    expect(mergeProgress([twice], [once])).toEqual([twice]);
    expect(mergeProgress([once], [twice])).toEqual([twice]);
    const accountCopy = { ...once, dueAt: '2026-11-30T08:00:00.000Z' };
    expect(mergeProgress([once], [accountCopy])).toEqual([accountCopy]);
  });

  it('keeps each learner’s progress apart: the reader’s and a child’s record of one item both stay', () => {
    const mine = learned(q1, null, monday);
    const theirs = learned(q1, child, tuesday);
    const merged = mergeProgress([theirs], [mine]);
    expect(merged).toHaveLength(2);
    expect(merged).toContainEqual(mine);
    expect(merged).toContainEqual(theirs);
  });
});
