/**
 * Sending practice progress to the account: public.sync_practice inserts each record, or replaces one only with a
 * later review, and returns every row of the caller. Loaded with the saving code (site/lib/practice/progress-saving.ts).
 */
import type { PageClient } from '../client/types.ts';
import type { ProgressRecord } from '@lib/practice/types.ts';
import { failed, fromRow, type ProgressRow } from './remote.ts';

export function toRow(record: ProgressRecord): ProgressRow {
  return {
    learner_id: record.learnerId,
    item_key: record.itemKey,
    added_at: record.addedAt,
    due_at: record.dueAt,
    interval_days: record.intervalDays,
    box: record.box,
    reps: record.reps,
    lapses: record.lapses,
    last_grade: record.lastGrade,
    last_reviewed_at: record.lastReviewedAt,
    mastered_at: record.masteredAt,
  };
}

/** Sends `records` (possibly none) and returns all of the reader's progress, every learner's. */
export async function syncPractice(client: PageClient, records: ProgressRecord[]): Promise<ProgressRecord[]> {
  const { data, error } = await client.rpc('sync_practice', { p_records: records.map(toRow) });
  if (error) throw failed('save', error);
  return (data ?? []).map(fromRow);
}
