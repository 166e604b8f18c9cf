/**
 * The console's second factor: admin rights need a session at aal2, so after the password an admin
 * either enrols a TOTP authenticator (first sign-in) or enters its code (every new session) before any resource
 * shows. These helpers ask supabase-js; the database is what enforces aal2.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { authenticatorDigits, CODE_FORMAT, codeRefusal, needsStepUp } from '@lib/account/authenticator-code.ts';
import type { Database } from '@lib/database.types.ts';

/** The console route of the enrolment and code screens (outside the layout, like the sign-in page). */
export const SECOND_FACTOR_ROUTE = '/two-factor';

/** Whether the session still has to pass the second factor (it is at aal1). Reads the session's token, no request. */
export async function needsSecondFactor(client: SupabaseClient<Database>): Promise<boolean> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw new Error(`Could not check your sign-in: ${error.message}`);
  return data.currentLevel !== 'aal2';
}

/**
 * Whether the account has a verified factor the session has not passed yet: GoTrue then refuses a new password
 * until the code is in. Unlike needsSecondFactor, an account yet to enrol (an invited admin) needs nothing.
 */
export async function needsCodeBeforePassword(client: SupabaseClient<Database>): Promise<boolean> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw new Error(`Could not check your sign-in: ${error.message}`);
  return needsStepUp(data);
}

/** The admin's verified TOTP factor, or null when they have yet to enrol one. */
export async function verifiedTotpFactor(client: SupabaseClient<Database>): Promise<string | null> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw new Error(`Could not read your authenticators: ${error.message}`);
  return data.totp[0]?.id ?? null;
}

export interface Enrolment {
  factorId: string;
  /** An SVG data URL of the otpauth:// URI, for the app's camera. */
  qrCode: string;
  /** The same secret in base32, for typing into the app. */
  secret: string;
}

/**
 * Starts enrolling a new TOTP factor. An enrolment left unfinished earlier (page closed before the code) is
 * removed first: it was never verified, and GoTrue refuses a second factor with the same name.
 */
export async function startEnrolment(client: SupabaseClient<Database>): Promise<Enrolment> {
  const listed = await client.auth.mfa.listFactors();
  if (listed.error) throw new Error(`Could not read your authenticators: ${listed.error.message}`);
  for (const factor of listed.data.all.filter((f) => f.factor_type === 'totp' && f.status === 'unverified')) {
    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    if (removed.error) throw new Error(`Could not restart the set-up: ${removed.error.message}`);
  }
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Reformed Devotionals admin' });
  if (error) throw new Error(`Could not start the set-up: ${error.message}`);
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Challenges the factor and verifies the code; on success the session is at aal2. Returns an error sentence or null. */
export async function submitCode(client: SupabaseClient<Database>, factorId: string, code: string): Promise<string | null> {
  const digits = authenticatorDigits(code);
  if (!digits) return CODE_FORMAT;
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: digits });
  return error ? codeRefusal(error.status) : null;
}
