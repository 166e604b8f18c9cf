/**
 * What /practice/family/ reads of the family's week (public.practice_progress and public.practice_days); /practice
 * does not load it. Failures are ./remote.ts's.
 */
import type { PageClient } from '../client/types.ts';
import type { PracticeDay } from '@lib/practice/family-week.ts';
import type { ProgressRecord } from '@lib/practice/types.ts';
import { failed, fromRow } from './remote.ts';

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
