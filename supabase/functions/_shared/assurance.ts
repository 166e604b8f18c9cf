/**
 * Admin functions need the second factor as the database does (private.is_admin() asks for aal2): the level is
 * the `aal` claim of the caller's access token. Read only after the auth server has accepted the token
 * (auth.getUser), which checks its signature and expiry, so decoding the payload here is enough.
 */

/** The `aal` claim of a JWT ('aal1', 'aal2'), or null when the token has none or is not a JWT. */
export function tokenAal(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))));
    return typeof claims?.aal === 'string' ? claims.aal : null;
  } catch {
    return null;
  }
}

/** Whether the token's session passed a second factor. */
export const passedSecondFactor = (token: string): boolean => tokenAal(token) === 'aal2';

/** What an admin at aal1 is told by every admin-only function. */
export const SECOND_FACTOR_REQUIRED = 'Enter the code from your authenticator app to use this function.';
