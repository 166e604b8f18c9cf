/**
 * The device's practice progress (signed out, or signed in with reviews not yet synced): raw IndexedDB, one
 * database `rd-practice` with two stores. `progress` holds ProgressRecords keyed by learner and item; `days` holds
 * the dates a learner practised (YYYY-MM-DD), for the streak. Raw IndexedDB keeps this page's JavaScript small.
 * This module reads, as the page opens; writing is ./device-writes.ts, loaded with the first change to save.
 */
import type { ProgressRecord } from '@lib/practice/types.ts';
import { PRACTICE_DB_NAME } from './device-store-name.ts';
export const PROGRESS = 'progress';
export const DAYS = 'days';

/** A stored row: the record with its key. */
export type Stored<T> = T & { id: string };

export function learnerPart(learnerId: string | null): string {
  return learnerId ?? 'self';
}

export function request<T>(req: IDBRequest<T>): Promise<T> {
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

export async function store(name: string, mode: IDBTransactionMode): Promise<IDBObjectStore> {
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

/** The days `learnerId` practised on this device. */
export async function deviceDays(learnerId: string | null): Promise<string[]> {
  const rows = await request((await store(DAYS, 'readonly')).getAll() as IDBRequest<Array<{ learnerId: string | null; day: string }>>);
  return rows.filter((row) => row.learnerId === learnerId).map((row) => row.day);
}
