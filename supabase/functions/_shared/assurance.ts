/**
 * Admin functions need the second factor as the database does (private.is_admin() asks for aal2): the level is
 * the `aal` claim of the caller's access token. Read only after the auth server has accepted the token
 * (auth.getUser), which checks its signature and expiry, so decoding the payload here is enough.
 */
import type { AmrEntry } from '@lib/account/account-deletion.ts';

/** The payload of a JWT, or null when the token is not one. */
function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `aal` claim of a JWT ('aal1', 'aal2'), or null when the token has none or is not a JWT. */
export function tokenAal(token: string): string | null {
  const aal = tokenClaims(token)?.aal;
  return typeof aal === 'string' ? aal : null;
}

/**
 * The `amr` claim of a JWT: how the session was authenticated and when (GoTrue lists each method once, with the
 * time it last passed it). Entries of another shape are left out.
 */
export function tokenAmr(token: string): AmrEntry[] {
  const amr = tokenClaims(token)?.amr;
  if (!Array.isArray(amr)) return [];
  return amr.filter((entry): entry is AmrEntry => Boolean(entry) && typeof entry.method === 'string' && typeof entry.timestamp === 'number');
}

/** Whether the token's session passed a second factor. */
export const passedSecondFactor = (token: string): boolean => tokenAal(token) === 'aal2';

/** What an admin at aal1 is told by every admin-only function. */
export const SECOND_FACTOR_REQUIRED = 'Enter the code from your authenticator app to use this function.';
