/**
 * A link that opens /practice with `?learn=<item key>` or `?learner=<id>` (site/lib/practice/learn-param.ts), loaded by
 * ./openPractice.ts only when the address has a query: both parameters are read once and tidied from the address bar,
 * and the item a "Learn this" link names is added on arrival.
 */
import type { ProgressRecord } from '@lib/practice/types.ts';
import { todayIn } from '@lib/dates.ts';
import { newProgress } from '@lib/practice/scheduler.ts';
import { readPracticeAddress, type PracticeAddress } from '../../lib/practice/learn-param.ts';
import { itemsByKey } from '../../lib/practice/item-files.ts';
import type { ProgressSource } from '../../lib/practice/progress.ts';
import { addedNotice } from '../../lib/practice/session.ts';
import type { IslandT } from '../i18n/IslandMessages.tsx';

/** The page's address as a link gave it, removed from the address bar so that a reload does not add the item again. */
export function readLink(): PracticeAddress {
  const address = readPracticeAddress(window.location.href);
  if (address.cleaned !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    history.replaceState(history.state, '', address.cleaned);
  }
  return address;
}

interface Arrival {
  address: PracticeAddress;
  /** Every learner's records as the page opened with them. */
  records: ProgressRecord[];
  learnerId: string | null;
  source: ProgressSource;
  timeZone: string;
  t: IslandT;
  /** Says what the link's item came to (added, already there, unknown, a bad link) as soon as it is known. */
  say: (notice: string) => void;
}

/** Adds the item a `?learn=` link names for the learner practising, and returns the records with it. */
export async function addLinkedItem({ address, records, learnerId, source, timeZone, t, say }: Arrival): Promise<ProgressRecord[]> {
  if (address.invalidLearn) say(t('practice.app.badLink'));
  if (!address.learn) return records;
  const item = (await itemsByKey([address.learn])).get(address.learn);
  if (!item) say(t('practice.app.unknownItem'));
  else if (records.some((record) => record.learnerId === learnerId && record.itemKey === item.key))
    say(t('practice.app.alreadyAdded', { prompt: item.prompt }));
  else {
    const added = newProgress(item.key, learnerId, new Date());
    await source.save([added], todayIn(timeZone)).catch(() => undefined);
    say(addedNotice([item], t));
    return [...records, added];
  }
  return records;
}
