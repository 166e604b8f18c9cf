/**
 * The device's practice progress (signed out, or signed in with reviews not yet synced): raw IndexedDB, one
 * database `rd-practice` with two stores. `progress` holds ProgressRecords keyed by learner and item; `days` holds
 * the dates a learner practised (YYYY-MM-DD), for the streak. Raw IndexedDB keeps this page's JavaScript small.
 */
import type { ProgressRecord } from '@lib/practice/types.ts';
import { PRACTICE_DB_NAME } from './device-store-name.ts';
const PROGRESS = 'progress';
const DAYS = 'days';

type Stored<T> = T & { id: string };

function learnerPart(learnerId: string | null): string {
  return learnerId ?? 'self';
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('The device store failed'));
  });
}

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const open = indexedDB.open(PRACTICE_DB_NAME, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore(PROGRESS, { keyPath: 'id' });
      open.result.createObjectStore(DAYS, { keyPath: 'id' });
    };
    open.onsuccess = () => {
      // A sign-out elsewhere deletes this database (site/lib/offline/forget-reader.ts): let it go at once.
      open.result.onversionchange = () => {
        open.result.close();
        opening = null;
      };
      resolve(open.result);
    };
    open.onerror = () => {
      opening = null;
      reject(open.error ?? new Error('This browser could not open its practice store'));
    };
  });
  return opening;
}

async function store(name: string, mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await database()).transaction(name, mode).objectStore(name);
}

function withoutId<T>({ id: _id, ...rest }: Stored<T>): T {
  return rest as T;
}

/** Every record on this device (all learners). */
export async function deviceProgress(): Promise<ProgressRecord[]> {
  const rows = await request((await store(PROGRESS, 'readonly')).getAll() as IDBRequest<Stored<ProgressRecord>[]>);
  return rows.map((row) => withoutId(row));
}

export async function saveDeviceRecords(records: ProgressRecord[]): Promise<void> {
  const progress = await store(PROGRESS, 'readwrite');
  await Promise.all(records.map((record) => request(progress.put({ ...record, id: `${learnerPart(record.learnerId)}|${record.itemKey}` }))));
}

/** Notes that `learnerId` practised on `day`. */
export async function recordDeviceDay(learnerId: string | null, day: string): Promise<void> {
  await request((await store(DAYS, 'readwrite')).put({ id: `${learnerPart(learnerId)}|${day}`, learnerId, day }));
}

/** The days `learnerId` practised on this device. */
export async function deviceDays(learnerId: string | null): Promise<string[]> {
  const rows = await request((await store(DAYS, 'readonly')).getAll() as IDBRequest<Array<{ learnerId: string | null; day: string }>>);
  return rows.filter((row) => row.learnerId === learnerId).map((row) => row.day);
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
