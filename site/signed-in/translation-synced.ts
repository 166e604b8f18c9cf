/**
 * Whether this browser session has already brought the account's Bible translation to this device
 * (site/signed-in/translation.ts), read by the shell on every page so that the sync's code loads only when there is
 * something to do. Without session storage every page syncs.
 */
const SYNCED = 'rd-translation-synced';

export function translationSynced(userId: string): boolean {
  try {
    return Boolean(sessionStorage.getItem(`${SYNCED}:${userId}`));
  } catch {
    return false;
  }
}

export function markTranslationSynced(userId: string): void {
  try {
    sessionStorage.setItem(`${SYNCED}:${userId}`, '1');
  } catch {
    // No session storage: the next page syncs again.
  }
}
