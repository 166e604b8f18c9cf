/**
 * What a reader leaves on the device goes when their session ends (sign-out here or in another tab, a session
 * that could no longer be refreshed, a blocked or deleted account): the pages opened and the devotionals and
 * narration kept while signed in (site/offline/caches.ts), the practice progress on the device
 * (site/lib/practice/device-store.ts), which sign-in merged into the account, and the per-account notes in local
 * storage. What a signed-out visitor kept stays. Never throws and never takes long: sign-out waits for it.
 */
import { SIGN_OUT_CACHES } from '../../offline/caches.ts';
import { PRACTICE_DB_NAME } from '../practice/device-store-name.ts';

const ACCOUNT_STORAGE_PREFIXES = ['rd:profile-banner-dismissed:'];
const GIVE_UP_MS = 3_000;

async function deleteCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(SIGN_OUT_CACHES.map((name) => caches.delete(name)));
}

/**
 * Deletes the practice database; an open copy in this tab closes itself on `versionchange` (device-store.ts). One
 * held open elsewhere lets go later, and the deletion completes then: nobody waits more than a moment for it.
 */
export function deletePracticeStore(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(PRACTICE_DB_NAME);
    const timer = setTimeout(resolve, 2_000);
    request.onsuccess = request.onerror = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

function forgetStoredKeys(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
    for (const key of keys) if (ACCOUNT_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}

export async function forgetReaderOnDevice(): Promise<void> {
  forgetStoredKeys();
  const work = Promise.all([deleteCaches(), deletePracticeStore()]).catch((error: unknown) => console.error('Could not clear this device:', error));
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, GIVE_UP_MS))]);
}
