/**
 * What /practice and /practice/family/ share as they open: the signed-in reader's client, and how the page words a
 * failure, for every action that can fail. Its own module, so that the family's page does not load what /practice
 * opens with (./openPractice.ts).
 */
import type { PageClient } from '../../data/client/types.ts';
import { ItemFilesError } from '../../lib/practice/item-files.ts';
import type { IslandT } from '../i18n/IslandMessages.tsx';

/**
 * A failure as the page says it: an item file it could not read in the page's words, else the failure's own message
 * (lib/practice/failure-text.ts, loaded when a failure is to be said).
 */
export async function problem(t: IslandT, failure: unknown): Promise<string> {
  if (failure instanceof ItemFilesError) return t('practice.app.itemsFailed', { status: failure.status });
  return import('@lib/practice/failure-text.ts').then(
    ({ practiceFailureText }) => practiceFailureText(t, t.locale, failure),
    () => t('practice.app.failure.unknown'),
  );
}

/** The signed-in reader's light client, or null; it loads only when the head script saw a session. */
export async function signedInClient(): Promise<PageClient | null> {
  if (document.documentElement.dataset.auth !== 'in') return null;
  const { readerClient } = await import('../../data/client/reader-client.ts');
  const client = readerClient();
  const { data } = await client.auth.getSession();
  return data.session ? client : null;
}
