/**
 * Admin rights need the second factor, so every admin the browser tests use has a TOTP authenticator
 * with a known secret, and signing in to the console ends with its code, as an authenticator app would give it.
 */
import type { Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { totpCode } from '../../supabase/local/auth/totp.ts';

/** Enrols and verifies a TOTP factor for the account through the API; returns its secret. */
export async function enrolAdminFactor(apiUrl: string, anonKey: string, email: string, password: string): Promise<string> {
  const client = createClient(apiUrl, anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw new Error(`sign-in of ${email} failed: ${signIn.error.message}`);
  const enrol = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Test authenticator' });
  if (enrol.error) throw new Error(`MFA enrolment of ${email} failed: ${enrol.error.message}`);
  const verify = await client.auth.mfa.challengeAndVerify({ factorId: enrol.data.id, code: totpCode(enrol.data.totp.secret) });
  if (verify.error) throw new Error(`MFA verification of ${email} failed: ${verify.error.message}`);
  await client.auth.signOut({ scope: 'local' });
  return enrol.data.totp.secret;
}

/** The console's code screen, after the password: types the authenticator's current code and verifies. */
export async function passSecondFactor(page: Page, secret: string) {
  const code = page.getByRole('textbox', { name: '6-digit code' });
  await code.waitFor({ timeout: 30_000 });
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await code.waitFor({ state: 'detached', timeout: 30_000 });
}

/** For a client signed in by password as an admin without a factor (a stack of a test's own): enrol one, ending at aal2. */
export async function enrolInSession(client: SupabaseClient): Promise<string> {
  const enrol = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Test authenticator' });
  if (enrol.error) throw new Error(`MFA enrolment failed: ${enrol.error.message}`);
  const verify = await client.auth.mfa.challengeAndVerify({ factorId: enrol.data.id, code: totpCode(enrol.data.totp.secret) });
  if (verify.error) throw new Error(`MFA verification failed: ${verify.error.message}`);
  return enrol.data.totp.secret;
}
