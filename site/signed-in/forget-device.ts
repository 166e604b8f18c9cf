/**
 * After the account is deleted, this browser forgets it too (issue 31): the offline copies of the pages the reader
 * opened and kept, the practice store (progress and days not yet synced), and the local storage entries that belong
 * to the account (site/lib/device-data.ts). Sign-out then removes the session itself (session.ts).
 */
import { clearOfflineCopies } from '../lib/offline/keep.ts';
import { PRACTICE_DB_NAME } from '../lib/practice/device-store.ts';
import { accountKeysOnDevice } from '../lib/device-data.ts';

/** Deletes the practice database; gives up waiting after a moment if another tab still holds it open. */
function deletePracticeStore(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(PRACTICE_DB_NAME);
    // Blocked by an open /practice tab: the deletion completes once that tab lets go; the sign-out need not wait.
    const timer = setTimeout(resolve, 2000);
    request.onsuccess = request.onerror = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

function forgetStorageEntries(userId: string): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((key): key is string => key !== null);
    for (const key of accountKeysOnDevice(keys, userId)) localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing kept in it either.
  }
}

/** Never throws: the account is already gone, and the reader must still be signed out. */
export async function forgetAccountOnDevice(userId: string): Promise<void> {
  forgetStorageEntries(userId);
  await Promise.all([clearOfflineCopies().catch(() => 0), deletePracticeStore()]);
}
