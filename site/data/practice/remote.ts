/**
 * The signed-in reader's practice as /practice opens it: public.sync_practice sent nothing (every row of the caller;
 * sending changes is ./sync.ts), public.my_practice_summary (due, mastered and streak per learner) and
 * the list of family learners (public.practice_learners). Adding, changing and removing a learner are ./learners.ts,
 * the family's week ./family-week.ts, loaded when used. Rows are snake_case, ProgressRecords camelCase.
 */
import type { PageClient } from '../client/types.ts';
import type { Database, Tables } from '@lib/database.types.ts';
import { ageBandOf, gradeOf, type AgeBand, type Learner, type ProgressRecord } from '@lib/practice/types.ts';
import { isTranslation } from '@lib/scripture/translations.ts';

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

/** A request's failure as the error the page words (./learners.ts and ./family-week.ts throw it too). */
export function failed(action: PracticeAction, error: { message: string }): Error {
  return new PracticeRequestError(action, error.message);
}

/** All of the reader's progress, every learner's, as sync_practice answers when sent nothing. */
export async function readPractice(client: PageClient): Promise<ProgressRecord[]> {
  const { data, error } = await client.rpc('sync_practice', { p_records: [] });
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

export const LEARNER_COLUMNS = 'id, name, age_band, bible_translation';

/** A learner row as a Learner. */
export function toLearner(row: Pick<Tables<'practice_learners'>, 'id' | 'name' | 'age_band' | 'bible_translation'>): Learner {
  // age_band holds one of AGE_BANDS by the table's CHECK constraint, which the generated type gives as text.
  return { id: row.id, name: row.name, ageBand: row.age_band as AgeBand, translation: isTranslation(row.bible_translation) ? row.bible_translation : null };
}

export async function listLearners(client: PageClient): Promise<Learner[]> {
  const { data, error } = await client.from('practice_learners').select(LEARNER_COLUMNS).order('created_at');
  if (error) throw failed('learners', error);
  return data.map(toLearner);
}
