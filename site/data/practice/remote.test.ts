import { describe, expect, it } from 'vitest';
import type { ProgressRecord } from '@lib/practice/types.ts';
import { fromRow } from './remote.ts';
import { toRow } from './sync.ts';

const record: ProgressRecord = {
  learnerId: null,
  itemKey: 'confession:westminster-shorter-catechism:question-1',
  addedAt: '2026-11-20T10:00:00.000Z',
  dueAt: '2026-11-24T10:00:00.000Z',
  intervalDays: 4,
  box: 2,
  reps: 2,
  lapses: 0,
  lastGrade: 'good',
  lastReviewedAt: '2026-11-20T10:00:00.000Z',
  masteredAt: null,
};

describe('progress rows', () => {
  it('sends the snake_case columns sync_practice reads and reads them back unchanged', () => {
    expect(toRow(record)).toMatchObject({ learner_id: null, item_key: record.itemKey, due_at: record.dueAt, interval_days: 4, last_grade: 'good' });
    expect(fromRow(toRow(record))).toEqual(record);
  });

  it("reads PostgreSQL's timestamp offsets and numeric strings as the same instants and numbers", () => {
    const row = { ...toRow(record), due_at: '2026-11-24 12:00:00+02', interval_days: '4.5' };
    expect(fromRow(row)).toMatchObject({ dueAt: '2026-11-24T10:00:00.000Z', intervalDays: 4.5 });
  });
});
