/**
 * The signed-in reader's practice through supabase-js: public.sync_practice (insert, or replace only with a later
 * review; returns every row of the caller), public.my_practice_summary (due, mastered and streak per learner) and
 * the family learners (public.practice_learners; at most six, decided by the database). Rows are snake_case,
 * ProgressRecords camelCase.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AgeBand, Grade, Learner, ProgressRecord } from '@lib/practice/types.ts';

export interface ProgressRow {
  learner_id: string | null;
  item_key: string;
  added_at: string;
  due_at: string;
  interval_days: number | string;
  box: number;
  reps: number;
  lapses: number;
  last_grade: string | null;
  last_reviewed_at: string | null;
  mastered_at: string | null;
}

export interface LearnerSummary {
  learnerId: string | null;
  name: string | null;
  ageBand: AgeBand | null;
  dueCount: number;
  masteredCount: number;
  itemCount: number;
  streak: number;
}

/** Timestamps as ISO strings in UTC, whatever offset the API printed them with. */
function iso(value: string): string;
function iso(value: string | null): string | null;
function iso(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

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

export function fromRow(row: ProgressRow): ProgressRecord {
  return {
    learnerId: row.learner_id,
    itemKey: row.item_key,
    addedAt: iso(row.added_at),
    dueAt: iso(row.due_at),
    // numeric arrives from PostgREST as a number or, for large precisions, a string.
    intervalDays: Number(row.interval_days),
    box: row.box,
    reps: row.reps,
    lapses: row.lapses,
    lastGrade: row.last_grade as Grade | null,
    lastReviewedAt: iso(row.last_reviewed_at),
    masteredAt: iso(row.mastered_at),
  };
}

function failed(what: string, error: { message: string }): Error {
  return new Error(`${what}: ${error.message}`);
}

/** Sends `records` (possibly none) and returns all of the reader's progress, every learner's. */
export async function syncPractice(client: SupabaseClient, records: ProgressRecord[]): Promise<ProgressRecord[]> {
  const { data, error } = await client.rpc('sync_practice', { p_records: records.map(toRow) });
  if (error) throw failed('Your practice could not be saved', error);
  return ((data ?? []) as ProgressRow[]).map(fromRow);
}

export async function practiceSummary(client: SupabaseClient): Promise<LearnerSummary[]> {
  const { data, error } = await client.rpc('my_practice_summary');
  if (error) throw failed('Your practice summary could not be loaded', error);
  return (
    (data ?? []) as Array<{
      learner_id: string | null;
      name: string | null;
      age_band: string | null;
      due_count: number;
      mastered_count: number;
      item_count: number;
      streak: number;
    }>
  ).map((row) => ({
    learnerId: row.learner_id,
    name: row.name,
    ageBand: row.age_band as AgeBand | null,
    dueCount: row.due_count,
    masteredCount: row.mastered_count,
    itemCount: row.item_count,
    streak: row.streak,
  }));
}

export async function listLearners(client: SupabaseClient): Promise<Learner[]> {
  const { data, error } = await client.from('practice_learners').select('id, name, age_band').order('created_at');
  if (error) throw failed('Your family learners could not be loaded', error);
  return (data ?? []).map((row: { id: string; name: string; age_band: string }) => ({ id: row.id, name: row.name, ageBand: row.age_band as AgeBand }));
}

export async function addLearner(client: SupabaseClient, name: string, ageBand: AgeBand): Promise<Learner> {
  const { data, error } = await client.from('practice_learners').insert({ name: name.trim(), age_band: ageBand }).select('id, name, age_band').single();
  if (error) throw failed('The learner could not be added', error);
  const row = data as { id: string; name: string; age_band: string };
  return { id: row.id, name: row.name, ageBand: row.age_band as AgeBand };
}

/**
 * The learner asked for is not among the caller's: removed on another device or in another tab, or never theirs
 * (row-level security hides other readers' learners). PostgREST answers such an update or delete with no rows and no
 * error, so the rows are asked back to tell. The page refreshes its list of learners when it sees this.
 */
export class LearnerGoneError extends Error {
  constructor(what: string) {
    super(`${what}: they are no longer on this account, perhaps removed on another device.`);
    this.name = 'LearnerGoneError';
  }
}

export async function renameLearner(client: SupabaseClient, id: string, name: string, ageBand: AgeBand): Promise<void> {
  const what = 'The learner could not be changed';
  const { data, error } = await client.from('practice_learners').update({ name: name.trim(), age_band: ageBand }).eq('id', id).select('id');
  if (error) throw failed(what, error);
  if (!data?.length) throw new LearnerGoneError(what);
}

/** Removes a learner and, by the database's cascade, their progress. */
export async function removeLearner(client: SupabaseClient, id: string): Promise<void> {
  const what = 'The learner could not be removed';
  const { data, error } = await client.from('practice_learners').delete().eq('id', id).select('id');
  if (error) throw failed(what, error);
  if (!data?.length) throw new LearnerGoneError(what);
}
