/**
 * The signed-in reader's practice through supabase-js: public.sync_practice (insert, or replace only with a later
 * review; returns every row of the caller), public.my_practice_summary (due, mastered and streak per learner) and
 * the family learners (public.practice_learners; at most six, decided by the database). Rows are snake_case,
 * ProgressRecords camelCase.
 */
import type { PageClient } from '../client/types.ts';
import type { Database, Tables } from '@lib/database.types.ts';
import type { PracticeDay } from '@lib/practice/family-week.ts';
import { ageBandOf, gradeOf, type AgeBand, type Learner, type ProgressRecord } from '@lib/practice/types.ts';
import { isTranslation, type TranslationId } from '@lib/scripture/translations.ts';

/**
 * A row of public.practice_progress as sync_practice takes and answers it. interval_days is numeric, which PostgREST
 * may print as a string for large precisions: the generated type says number only.
 */
export type ProgressRow = Pick<
  Tables<'practice_progress'>,
  'learner_id' | 'item_key' | 'added_at' | 'due_at' | 'box' | 'reps' | 'lapses' | 'last_grade' | 'last_reviewed_at' | 'mastered_at'
> & { interval_days: number | string };

type SummaryReturn = Database['public']['Functions']['my_practice_summary']['Returns'][number];

/**
 * A row of public.my_practice_summary(): learner_id, name and age_band are null on the reader's own row, which the
 * generated types (a function's columns come out non-null) cannot say.
 */
export type PracticeSummaryRow = Omit<SummaryReturn, 'learner_id' | 'name' | 'age_band'> & {
  learner_id: string | null;
  name: string | null;
  age_band: string | null;
};

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
    lastGrade: gradeOf(row.last_grade),
    lastReviewedAt: iso(row.last_reviewed_at),
    masteredAt: iso(row.mastered_at),
  };
}

/** What a practice request was doing when it failed; the page words it in its language (lib/practice/failure-text.ts). */
export type PracticeAction = 'save' | 'summary' | 'learners' | 'add' | 'change' | 'remove' | 'week';

const ACTIONS: Record<PracticeAction, string> = {
  save: 'Your practice could not be saved',
  summary: 'Your practice summary could not be loaded',
  learners: 'Your family learners could not be loaded',
  add: 'The learner could not be added',
  change: 'The learner could not be changed',
  remove: 'The learner could not be removed',
  week: "Your family's week could not be loaded",
};

/** A refused or failed practice request: its action and the server's own (English) sentence, `detail`. */
export class PracticeRequestError extends Error {
  constructor(
    readonly action: PracticeAction,
    readonly detail: string,
  ) {
    super(`${ACTIONS[action]}: ${detail}`);
    this.name = 'PracticeRequestError';
  }
}

function failed(action: PracticeAction, error: { message: string }): Error {
  return new PracticeRequestError(action, error.message);
}

/** Sends `records` (possibly none) and returns all of the reader's progress, every learner's. */
export async function syncPractice(client: PageClient, records: ProgressRecord[]): Promise<ProgressRecord[]> {
  const { data, error } = await client.rpc('sync_practice', { p_records: records.map(toRow) });
  if (error) throw failed('save', error);
  return (data ?? []).map(fromRow);
}

export async function practiceSummary(client: PageClient): Promise<LearnerSummary[]> {
  const { data, error } = await client.rpc('my_practice_summary');
  if (error) throw failed('summary', error);
  const rows: PracticeSummaryRow[] = data ?? [];
  return rows.map((row) => ({
    learnerId: row.learner_id,
    name: row.name,
    ageBand: ageBandOf(row.age_band),
    dueCount: row.due_count,
    masteredCount: row.mastered_count,
    itemCount: row.item_count,
    streak: row.streak,
  }));
}

const LEARNER_COLUMNS = 'id, name, age_band, bible_translation';

/** A learner row as a Learner. */
function toLearner(row: Pick<Tables<'practice_learners'>, 'id' | 'name' | 'age_band' | 'bible_translation'>): Learner {
  // age_band holds one of AGE_BANDS by the table's CHECK constraint, which the generated type gives as text.
  return { id: row.id, name: row.name, ageBand: row.age_band as AgeBand, translation: isTranslation(row.bible_translation) ? row.bible_translation : null };
}

export async function listLearners(client: PageClient): Promise<Learner[]> {
  const { data, error } = await client.from('practice_learners').select(LEARNER_COLUMNS).order('created_at');
  if (error) throw failed('learners', error);
  return data.map(toLearner);
}

/** `translation`: the learner's own Bible translation, or null to follow the reader's. */
export async function addLearner(client: PageClient, name: string, ageBand: AgeBand, translation: TranslationId | null = null): Promise<Learner> {
  const { data, error } = await client
    .from('practice_learners')
    .insert({ name: name.trim(), age_band: ageBand, bible_translation: translation })
    .select(LEARNER_COLUMNS)
    .single();
  if (error) throw failed('add', error);
  return toLearner(data);
}

/**
 * The learner asked for is not among the caller's: removed on another device or in another tab, or never theirs
 * (row-level security hides other readers' learners). PostgREST answers such an update or delete with no rows and no
 * error, so the rows are asked back to tell. The page refreshes its list of learners when it sees this.
 */
export class LearnerGoneError extends PracticeRequestError {
  constructor(action: PracticeAction) {
    super(action, 'they are no longer on this account, perhaps removed on another device.');
    this.name = 'LearnerGoneError';
  }
}

export async function renameLearner(client: PageClient, id: string, name: string, ageBand: AgeBand, translation: TranslationId | null = null): Promise<void> {
  const what = 'change';
  const { data, error } = await client
    .from('practice_learners')
    .update({ name: name.trim(), age_band: ageBand, bible_translation: translation })
    .eq('id', id)
    .select('id');
  if (error) throw failed(what, error);
  if (!data?.length) throw new LearnerGoneError(what);
}

/** Removes a learner and, by the database's cascade, their progress. */
export async function removeLearner(client: PageClient, id: string): Promise<void> {
  const what = 'remove';
  const { data, error } = await client.from('practice_learners').delete().eq('id', id).select('id');
  if (error) throw failed(what, error);
  if (!data?.length) throw new LearnerGoneError(what);
}

const PROGRESS_COLUMNS = 'learner_id, item_key, added_at, due_at, interval_days, box, reps, lapses, last_grade, last_reviewed_at, mastered_at';

/**
 * What the family's week reads (row-level security gives only the caller's own rows): every learner's progress, and
 * the days each practised from `first` to `last` (YYYY-MM-DD).
 */
export async function familyWeekRows(client: PageClient, first: string, last: string): Promise<{ records: ProgressRecord[]; days: PracticeDay[] }> {
  const [progress, days] = await Promise.all([
    client.from('practice_progress').select(PROGRESS_COLUMNS).not('learner_id', 'is', null),
    client.from('practice_days').select('learner_id, practised_on').not('learner_id', 'is', null).gte('practised_on', first).lte('practised_on', last),
  ]);
  if (progress.error) throw failed('week', progress.error);
  if (days.error) throw failed('week', days.error);
  return {
    records: progress.data.map(fromRow),
    days: days.data.map((row) => ({ learnerId: row.learner_id, day: row.practised_on })),
  };
}
