/**
 * After the account is deleted, this browser forgets it too: the offline copies of the pages the reader
 * opened and kept, the practice store (progress and days not yet synced), and the local storage entries that belong
 * to the account (site/lib/device-data.ts), more than a sign-out forgets (site/lib/offline/forget-reader.ts): a
 * visitor's keeps go too. Sign-out then removes the session itself (session.ts).
 */
import { clearOfflineCopies } from '../lib/offline/keep.ts';
import { deletePracticeStore } from '../lib/offline/forget-reader.ts';
import { accountKeysOnDevice } from '../lib/device-data.ts';

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
