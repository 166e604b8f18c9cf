/**
 * What /practice opens with, read once after the first render: the account when the reader is signed in (else this
 * device), the learner a link names, the saved progress, the items it is for, and the item a `?learn=` link adds on
 * arrival (site/lib/practice/learn-param.ts).
 */
import type { PageClient } from '../../data/client/types.ts';
import type { Learner, PracticeItem, ProgressRecord } from '@lib/practice/types.ts';
import { todayIn } from '@lib/dates.ts';
import { newProgress } from '@lib/practice/scheduler.ts';
import { readPracticeAddress } from '../../lib/practice/learn-param.ts';
import { itemsByKey } from '../../lib/practice/item-files.ts';
import { deviceSource, accountSource, type ProgressSource } from '../../lib/practice/progress.ts';
import { addedNotice } from '../../lib/practice/session.ts';
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
  const address = readPracticeAddress(window.location.href);
  if (address.cleaned !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    history.replaceState(history.state, '', address.cleaned);
  }
  const client = await signedInClient();
  let account: Account | null = null;
  let learnerId: string | null = null;
  const source = client ? accountSource(client) : deviceSource();
  if (client) {
    const { listLearners } = await import('../../data/practice/remote.ts');
    account = { client, learners: await listLearners(client) };
    if (address.learner && account.learners.some((learner) => learner.id === address.learner)) learnerId = address.learner;
  }
  let records = await source.load();
  if (address.invalidLearn) say(t('practice.app.badLink'));
  if (address.learn) {
    const item = (await itemsByKey([address.learn])).get(address.learn);
    if (!item) say(t('practice.app.unknownItem'));
    else if (records.some((record) => record.learnerId === learnerId && record.itemKey === item.key))
      say(t('practice.app.alreadyAdded', { prompt: item.prompt }));
    else {
      const added = newProgress(item.key, learnerId, new Date());
      await source.save([added], todayIn(timeZone)).catch(() => undefined);
      records = [...records, added];
      say(addedNotice([item], t));
    }
  }
  const items = await itemsByKey(records.map((record) => record.itemKey));
  return { source, account, learnerId, records, items };
}
