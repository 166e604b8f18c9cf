/**
 * The session as supabase-js keeps it in localStorage (under sessionStorageKey, shared-session.ts): GoTrue's token
 * answer with `expires_at` (seconds) added. The reader site's light session (site/lib/reader-session.ts) reads and
 * writes exactly this, so the console's and the site's full supabase-js clients and it share one session.
 */
import type { Session } from '@supabase/supabase-js';

/** supabase-js refreshes a session this long before its access token expires (auth-js EXPIRY_MARGIN_MS). */
export const REFRESH_MARGIN_MS = 90_000;

/** The stored value as a session, or null when there is none or it is not one supabase-js would accept. */
export function parseStoredSession(raw: string | null): Session | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  // auth-js's _isValidSession: the three fields must be present.
  if (typeof value !== 'object' || value === null) return null;
  if (!('access_token' in value) || !('refresh_token' in value) || !('expires_at' in value)) return null;
  return value as Session;
}

/** Whether the session's access token expires within the margin, so it should be refreshed before use. */
export function needsRefresh(session: Session, nowMs: number): boolean {
  return (session.expires_at ?? Infinity) * 1000 - nowMs < REFRESH_MARGIN_MS;
}

/** Whether the access token itself still works (a failed early refresh then keeps the session, as supabase-js does). */
export function accessTokenValid(session: Session, nowMs: number): boolean {
  return Boolean(session.expires_at && session.expires_at * 1000 > nowMs);
}

/** GoTrue's answer to grant_type=refresh_token as supabase-js stores it: `expires_at` from `expires_in` when absent. */
export function sessionFromGrant(body: Record<string, unknown>, nowMs: number): Session | null {
  if (typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string' || typeof body.expires_in !== 'number') return null;
  const expiresAt = typeof body.expires_at === 'number' ? body.expires_at : Math.round(nowMs / 1000) + body.expires_in;
  return { ...body, expires_at: expiresAt } as unknown as Session;
}

/**
 * What a failed refresh means (auth-js): a network failure or a 5xx may pass (keep the stored session, try again
 * later); any other refusal ends the session unless its access token still works.
 */
export function refusalEndsSession(status: number | null, session: Session, nowMs: number): boolean {
  if (status === null || status >= 500) return false;
  return !accessTokenValid(session, nowMs);
}

/** What supabase-js keeps under the key: the session, the PKCE verifier and (with userStorage) the user. */
const STORED_SESSION_SUFFIXES = ['', '-code-verifier', '-user'] as const;

/**
 * Removes the stored session from this device. Signing out must end it here whatever the server answers: supabase-js
 * keeps it when /logout fails (offline, a 5xx), and a reader who pressed Sign Out would stay signed in.
 */
export function removeStoredSession(storage: Pick<Storage, 'removeItem'>, storageKey: string): void {
  for (const suffix of STORED_SESSION_SUFFIXES) storage.removeItem(storageKey + suffix);
}
