/**
 * Adding, changing and removing a family learner (public.practice_learners; at most six, decided by the database),
 * loaded when the reader first opens the form or a removal on /practice. Failures are ./remote.ts's.
 */
import type { PageClient } from '../client/types.ts';
import type { AgeBand, Learner } from '@lib/practice/types.ts';
import type { TranslationId } from '@lib/scripture/translations.ts';
import { failed, LEARNER_COLUMNS, PracticeRequestError, toLearner, type PracticeAction } from './remote.ts';

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
