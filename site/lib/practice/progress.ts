/**
 * Whose progress the practice page reads and writes. Signed out: the device (IndexedDB), the reader only.
 * Signed in: the account (sync_practice), with the device as the queue of reviews not yet sent; opening the page
 * merges the device's progress into the account's (mergeProgress: the later review wins, the union of items) and
 * sends what the device had newer, so neither side's newer review is lost, then empties the device store.
 */
import type { PageClient } from '../../data/client/types.ts';
import type { ProgressRecord } from '@lib/practice/types.ts';
import { clearDeviceProgress, deviceProgress, recordDeviceDay, saveDeviceRecords } from './device-store.ts';
import { syncPractice } from '../../data/practice/remote.ts';

export interface ProgressSource {
  /** Every learner's records. */
  load(): Promise<ProgressRecord[]>;
  /** Saves changed records; `day` (YYYY-MM-DD) is the learner's practice day for the streak. */
  save(records: ProgressRecord[], day: string): Promise<void>;
}

/** The learners who reviewed something in `records` (adding an item is not practising it). */
function practisers(records: ProgressRecord[]): Set<string | null> {
  return new Set(records.filter((record) => record.lastReviewedAt !== null).map((record) => record.learnerId));
}

export function deviceSource(): ProgressSource {
  return {
    load: deviceProgress,
    async save(records, day) {
      await saveDeviceRecords(records);
      for (const learner of practisers(records)) await recordDeviceDay(learner, day);
    },
  };
}

function sameReview(a: ProgressRecord | undefined, b: ProgressRecord): boolean {
  return a !== undefined && a.lastReviewedAt === b.lastReviewedAt && a.dueAt === b.dueAt;
}

const identity = (record: ProgressRecord) => `${record.learnerId ?? ''}|${record.itemKey}`;

/** Sends what the device holds that the account lacks or has older, and returns the account's rows after it. */
export async function mergeDeviceIntoAccount(client: PageClient): Promise<ProgressRecord[]> {
  const device = await deviceProgress();
  const account = await syncPractice(client, []);
  if (device.length === 0) return account;
  // The merge's rules load only when the device holds progress of its own (reviews made offline or signed out).
  const { mergeProgress } = await import('@lib/practice/merge.ts');
  const stored = new Map(account.map((record) => [identity(record), record]));
  const newer = mergeProgress(device, account).filter((record) => !sameReview(stored.get(identity(record)), record));
  const rows = newer.length > 0 ? await syncPractice(client, newer) : account;
  await clearDeviceProgress();
  return rows;
}

export function accountSource(client: PageClient): ProgressSource {
  return {
    load: () => mergeDeviceIntoAccount(client),
    async save(records, day) {
      // Kept on the device first: if the network is down the reviews wait there for the next sync.
      await saveDeviceRecords(records);
      for (const learner of practisers(records)) await recordDeviceDay(learner, day);
      await syncPractice(client, await deviceProgress());
      await clearDeviceProgress();
    },
  };
}
