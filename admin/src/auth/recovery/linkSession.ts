/**
 * The session an e-mailed recovery (or invite) link carries. GoTrue returns to /admin/#access_token=…&refresh_token=…;
 * admin/index.html moves that fragment into the set-password route's query (#/set-password?access_token=…), where
 * the console, not supabase-js, takes it (admin/src/supabase.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { needsCodeBeforePassword, verifiedTotpFactor } from '../../providers/secondFactor.ts';

export interface LinkTokens {
  accessToken: string;
  refreshToken: string;
}

/** The link's tokens from the route's query string, or null when either is missing. */
export function linkTokens(search: string): LinkTokens | null {
  const params = new URLSearchParams(search);
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

export const LINK_INVALID = 'This link is invalid or has expired, or it was already used. Ask for a new one.';

/** What comes before the new password: the authenticator's code (the factor to verify), or nothing. */
export type BeforePassword = { kind: 'code'; factorId: string } | { kind: 'password' };

/**
 * Signs in with the link's session (once: the tokens are not set again after the code), then says whether the code
 * comes first. A recovery link is a first factor only, so an account with a verified factor is at aal1, and GoTrue
 * refuses a new password below aal2 (401 insufficient_aal).
 */
export async function openLinkSession(client: SupabaseClient, tokens: LinkTokens | null): Promise<BeforePassword> {
  if (!tokens) throw new Error(LINK_INVALID);
  const { error } = await client.auth.setSession({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken });
  if (error) {
    // GoTrue refused the tokens (4xx: expired, used, signed out); anything else is the network or the server.
    if (error.status !== undefined && error.status >= 400 && error.status < 500) throw new Error(LINK_INVALID);
    throw new Error(`Could not open the link: ${error.message}. Check your connection, then reload this page.`);
  }
  if (!(await needsCodeBeforePassword(client))) return { kind: 'password' };
  const factorId = await verifiedTotpFactor(client);
  // A verified factor the console cannot verify (not TOTP): GoTrue's refusal on saving will say so.
  return factorId ? { kind: 'code', factorId } : { kind: 'password' };
}

export const PASSWORDS_DIFFER = 'Passwords do not match';

/** Saves the new password with the session as it is now; GoTrue's message (weak, unchanged, …) or null. */
export async function saveNewPassword(client: SupabaseClient, password: string, confirmation: string): Promise<string | null> {
  if (password !== confirmation) return PASSWORDS_DIFFER;
  const { error } = await client.auth.updateUser({ password });
  return error ? error.message || 'Could not save the new password. Try again.' : null;
}
