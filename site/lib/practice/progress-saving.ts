/**
 * Saving practice progress (./progress.ts's sources), loaded with the first change to save, or sooner when the page
 * has a card to practise or the reader starts using it: signed out, the device keeps the records and the day
 * practised; signed in, the device keeps them first (if the network is down the reviews wait there for the next
 * sync), then sends what it holds and empties itself. Also the sign-in merge's second half, when the device held
 * progress of its own: the later review wins, the union of items, and what the device had newer is sent.
 */
import type { PageClient } from '../../data/client/types.ts';
import type { ProgressRecord } from '@lib/practice/types.ts';
import { mergeProgress } from '@lib/practice/merge.ts';
import { deviceProgress } from './device-store.ts';
import { clearDeviceProgress, recordDeviceDay, saveDeviceRecords } from './device-writes.ts';
import { syncPractice } from '../../data/practice/sync.ts';

/** The learners who reviewed something in `records` (adding an item is not practising it). */
function practisers(records: ProgressRecord[]): Set<string | null> {
  return new Set(records.filter((record) => record.lastReviewedAt !== null).map((record) => record.learnerId));
}

/** Keeps changed records on the device; `day` (YYYY-MM-DD) is the learner's practice day for the streak. */
export async function keepOnDevice(records: ProgressRecord[], day: string): Promise<void> {
  await saveDeviceRecords(records);
  for (const learner of practisers(records)) await recordDeviceDay(learner, day);
}

/** Keeps changed records on the device first, then sends all the device holds to the account and empties it. */
export async function saveToAccount(client: PageClient, records: ProgressRecord[], day: string): Promise<void> {
  await keepOnDevice(records, day);
  await syncPractice(client, await deviceProgress());
  await clearDeviceProgress();
}

function sameReview(a: ProgressRecord | undefined, b: ProgressRecord): boolean {
  return a !== undefined && a.lastReviewedAt === b.lastReviewedAt && a.dueAt === b.dueAt;
}

const identity = (record: ProgressRecord) => `${record.learnerId ?? ''}|${record.itemKey}`;

/** Sends what `device` holds that `account` lacks or has older, empties the device, and returns the account's rows. */
export async function sendNewer(client: PageClient, device: ProgressRecord[], account: ProgressRecord[]): Promise<ProgressRecord[]> {
  const stored = new Map(account.map((record) => [identity(record), record]));
  const newer = mergeProgress(device, account).filter((record) => !sameReview(stored.get(identity(record)), record));
  const rows = newer.length > 0 ? await syncPractice(client, newer) : account;
  await clearDeviceProgress();
  return rows;
}
