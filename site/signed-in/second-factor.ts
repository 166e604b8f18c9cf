/**
 * An account with a verified second factor (every admin's) changes its password or e-mail address only from a
 * session that passed the factor: GoTrue answers 401 insufficient_aal below aal2 (supabase/local/auth/user.ts). A
 * session signed in with the password alone, or opened by a recovery link, steps up with the authenticator's code.
 */
import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import { authenticatorDigits, CODE_FORMAT, codeRefusal, needsStepUp } from '@lib/account/authenticator-code.ts';

/** Whether the code must come before a new password or e-mail address. Reads the session's token, no request. */
export async function codeNeededForChange(client: SupabaseClient): Promise<boolean> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  // Unknown is treated as not needed: GoTrue still refuses the change, and that refusal asks for the code.
  if (error) return false;
  return needsStepUp(data);
}

/** GoTrue's refusal of a change that needs the second factor first (the factor may be newer than the page). */
export function refusedBelowAal2(error: AuthError | null): boolean {
  return error?.code === 'insufficient_aal';
}

/** Verifies the account's authenticator code; on success the session is at aal2. An error sentence or null. */
export async function passSecondFactor(client: SupabaseClient, code: string): Promise<string | null> {
  const digits = authenticatorDigits(code);
  if (!digits) return CODE_FORMAT;
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) return `Could not read your authenticators: ${error.message}`;
  // supabase-js lists verified factors only under `totp`.
  const factor = data.totp[0];
  if (!factor) return 'This account has no authenticator app to confirm with.';
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: digits });
  return verified.error ? codeRefusal(verified.error.status) : null;
}
