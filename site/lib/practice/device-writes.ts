/**
 * Writing the device's practice progress (./device-store.ts): a changed record, a day practised, the progress emptied
 * once the account holds it, a removed learner's records forgotten. Loaded with the first change to save, not as the
 * page opens.
 */
import type { ProgressRecord } from '@lib/practice/types.ts';
import { DAYS, learnerPart, PROGRESS, request, store, type Stored } from './device-store.ts';

export async function saveDeviceRecords(records: ProgressRecord[]): Promise<void> {
  const progress = await store(PROGRESS, 'readwrite');
  await Promise.all(records.map((record) => request(progress.put({ ...record, id: `${learnerPart(record.learnerId)}|${record.itemKey}` }))));
}

/** Notes that `learnerId` practised on `day`. */
export async function recordDeviceDay(learnerId: string | null, day: string): Promise<void> {
  await request((await store(DAYS, 'readwrite')).put({ id: `${learnerPart(learnerId)}|${day}`, learnerId, day }));
}

/** Empties the progress store once the account holds it (after sign-in's merge). The days stay for the offline streak. */
export async function clearDeviceProgress(): Promise<void> {
  await request((await store(PROGRESS, 'readwrite')).clear());
}

/** Forgets a removed learner's records still waiting on this device, so the next sync does not send them. */
export async function forgetDeviceLearner(learnerId: string): Promise<void> {
  const progress = await store(PROGRESS, 'readwrite');
  const rows = await request(progress.getAll() as IDBRequest<Stored<ProgressRecord>[]>);
  await Promise.all(rows.filter((row) => row.learnerId === learnerId).map((row) => request(progress.delete(row.id))));
}
