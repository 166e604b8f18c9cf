/**
 * The signed-in reader's session on every page: the blocked-account rule and sign-out.
 * Loaded only for a reader the head script found signed in (see shell.ts).
 */
import type { ReaderClient } from '../data/client/reader-client.ts';
import { setFlash } from '../lib/flash.ts';
import { blockedFlag } from '../data/profiles.ts';
import { AUTH_RETURN_PATH } from '@lib/account/session-from-url.ts';
import { forgetReaderOnDevice } from '../lib/offline/forget-reader.ts';
import { sessionStorageKey } from '@lib/account/shared-session.ts';
import { removeStoredSession } from '@lib/account/stored-session.ts';
import { inPageEdition, say } from './messages.ts';

export { BLOCK_CHECK_INTERVAL_MS } from '@lib/account/blocked.ts';

/** Whether the account is blocked; a failed check is logged only and does not interrupt the reader. */
export async function isBlocked(client: ReaderClient, userId: string): Promise<boolean> {
  const { data, error } = await blockedFlag(client, userId);
  if (error) {
    console.error('Blocked-account check failed:', error.message);
    return false;
  }
  return data?.is_blocked === true;
}

/** Signs the blocked reader out on this device and sends them to /auth, where the message is shown. */
export async function throwOut(client: ReaderClient): Promise<void> {
  setFlash(await say('signedIn.blocked'));
  await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
  await forgetReaderOnDevice();
  window.location.assign(inPageEdition(AUTH_RETURN_PATH));
}

/**
 * Signs out and returns to /. The stored session is removed even when the server could not be told (offline, or
 * Auth failing): the reading pages' client removes it itself, and for supabase-js, which keeps it then, it is
 * removed here, without asking the server a second time. What the reader left on this device goes with it.
 */
export async function signOut(client: ReaderClient): Promise<void> {
  const { error } = await client.auth.signOut().catch((failure: unknown) => ({ error: failure }));
  if (error) {
    console.warn('Signed out on this device; the server could not be told:', error instanceof Error ? error.message : error);
    const url = import.meta.env.PUBLIC_SUPABASE_URL;
    if (url) removeStoredSession(localStorage, sessionStorageKey(url));
  }
  await forgetReaderOnDevice();
  // Home in the reader's edition.
  window.location.assign(inPageEdition('/'));
}

export function markSignedIn(signedIn: boolean): void {
  document.documentElement.setAttribute('data-auth', signedIn ? 'in' : 'out');
}
