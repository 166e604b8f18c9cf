/**
 * What /practice opens with, read once after the first render: the account when the reader is signed in (else this
 * device), the learner a link names, the saved progress, the items it is for, and the item a `?learn=` link adds on
 * arrival (./linkArrival.ts, loaded only for an address with a query).
 */
import type { PageClient } from '../../data/client/types.ts';
import type { Learner, PracticeItem, ProgressRecord } from '@lib/practice/types.ts';
import { itemsByKey } from '../../lib/practice/item-files.ts';
import { deviceSource, accountSource, type ProgressSource } from '../../lib/practice/progress.ts';
import { listLearners } from '../../data/practice/remote.ts';
import type { IslandT } from '../i18n/IslandMessages.tsx';
import { signedInClient } from './pageClient.ts';

/** The signed-in reader's client and learners. */
export interface Account {
  client: PageClient;
  learners: Learner[];
}

export interface PracticeStart {
  source: ProgressSource;
  /** Null signed out. */
  account: Account | null;
  /** The learner the link chose, when the account has them; null for the reader themselves. */
  learnerId: string | null;
  records: ProgressRecord[];
  items: Map<string, PracticeItem>;
}

/**
 * Reads the page's address (tidying it in the address bar), the session and the progress, and adds a `?learn=` item.
 * What the link's item came to (added, already there, unknown, a bad link) is said through `say` as soon as it is
 * known, so it shows even when a later step fails.
 */
export async function openPractice(timeZone: string, t: IslandT, say: (notice: string) => void): Promise<PracticeStart> {
  // A link's `?learn=` or `?learner=` is read only when the address has a query (./linkArrival.ts).
  const link = window.location.search ? await import('./linkArrival.ts') : null;
  const address = link?.readLink() ?? null;
  const client = await signedInClient();
  let account: Account | null = null;
  let learnerId: string | null = null;
  const source = client ? accountSource(client) : deviceSource();
  if (client) {
    account = { client, learners: await listLearners(client) };
    if (address?.learner && account.learners.some((learner) => learner.id === address.learner)) learnerId = address.learner;
  }
  let records = await source.load();
  if (link && address) records = await link.addLinkedItem({ address, records, learnerId, source, timeZone, t, say });
  const items = await itemsByKey(records.map((record) => record.itemKey));
  return { source, account, learnerId, records, items };
}
