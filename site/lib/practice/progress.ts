/**
 * Whose progress the practice page reads and writes. Signed out: the device (IndexedDB), the reader only.
 * Signed in: the account (sync_practice), with the device as the queue of reviews not yet sent; opening the page
 * merges the device's progress into the account's (mergeProgress: the later review wins, the union of items) and
 * sends what the device had newer, so neither side's newer review is lost, then empties the device store. Reading is
 * here, as the page opens; saving and the merge are ./progress-saving.ts, loaded when needed (`loadSaving`).
 */
import type { PageClient } from '../../data/client/types.ts';
import type { ProgressRecord } from '@lib/practice/types.ts';
import { deviceProgress } from './device-store.ts';
import { readPractice } from '../../data/practice/remote.ts';

export interface ProgressSource {
  /** Every learner's records. */
  load(): Promise<ProgressRecord[]>;
  /** Saves changed records; `day` (YYYY-MM-DD) is the learner's practice day for the streak. */
  save(records: ProgressRecord[], day: string): Promise<void>;
}

/**
 * The saving code. The page loads it as soon as it has a card to practise or the reader starts using it, so that a
 * review made after the network went down is still kept on the device.
 */
export const loadSaving = () => import('./progress-saving.ts');

/** A change that could not be kept anywhere: the saving code did not load (offline before the page ever needed it). */
export class SavingNotLoaded extends Error {}

/** The saving code for a change: when it cannot load, nothing is kept, and the error says so. */
const savingCode = () =>
  loadSaving().catch(() => {
    throw new SavingNotLoaded('The code that saves practice could not be loaded.');
  });

export function deviceSource(): ProgressSource {
  return {
    load: deviceProgress,
    save: async (records, day) => (await savingCode()).keepOnDevice(records, day),
  };
}

/** Sends what the device holds that the account lacks or has older, and returns the account's rows after it. */
async function mergeDeviceIntoAccount(client: PageClient): Promise<ProgressRecord[]> {
  const device = await deviceProgress();
  const account = await readPractice(client);
  if (device.length === 0) return account;
  return (await loadSaving()).sendNewer(client, device, account);
}

export function accountSource(client: PageClient): ProgressSource {
  return {
    load: () => mergeDeviceIntoAccount(client),
    save: async (records, day) => (await savingCode()).saveToAccount(client, records, day),
  };
}
