/**
 * The console's first sign-in step without supabase-js: GoTrue's password grant (POST /auth/v1/token), its session
 * stored as supabase-js stores it (the shared key, lib/account/shared-session.ts; the value, lib/account/
 * stored-session.ts), so the console's client, loaded next, starts signed in. Everything after the password (the
 * admin check, the authenticator's code) is the console's own flow.
 */
import { sessionFromGrant } from '@lib/account/stored-session.ts';

export type GrantOutcome = { ok: true } | { ok: false; message: string };

/** GoTrue's sentence for a refusal (its 2024-01-01 form says `msg`; older ones `error_description` or `message`). */
export function refusalMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    for (const key of ['msg', 'error_description', 'message'] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return status >= 500 || status === 0 ? 'The sign-in service did not answer. Please try again.' : 'Sign-in failed. Please try again.';
}

export async function signInWithPassword(
  options: { url: string; anonKey: string; storageKey: string; storage?: Pick<Storage, 'setItem'>; fetch?: typeof fetch },
  email: string,
  password: string,
): Promise<GrantOutcome> {
  const { url, anonKey, storageKey, storage = localStorage, fetch: send = fetch } = options;
  let response: Response;
  try {
    response = await send(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email, password, gotrue_meta_security: {} }),
    });
  } catch {
    return { ok: false, message: refusalMessage(null, 0) };
  }
  const body: unknown = await response.json().catch(() => null);
  const session = response.ok && body && typeof body === 'object' ? sessionFromGrant(body as Record<string, unknown>, Date.now()) : null;
  if (!session) return { ok: false, message: refusalMessage(body, response.ok ? 500 : response.status) };
  storage.setItem(storageKey, JSON.stringify(session));
  return { ok: true };
}
