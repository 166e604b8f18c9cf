/**
 * The settings page's side of "Delete my account" (issue 31): prove it is the reader (the authenticator's code is
 * verified here, just before, so the session the function sees passed it moments ago), ask the delete-account
 * function, and once the account is gone, forget it on this device and sign out with a message for the home page.
 */
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { DELETION_MESSAGES, type DeleteAccountRequest, type DeletionConfirmation } from '@lib/account/account-deletion.ts';
import { setFlash } from '../lib/flash.ts';
import { forgetAccountOnDevice } from './forget-device.ts';
import { signOut } from './session.ts';
import { say } from './messages.ts';

export interface DeletionProof {
  confirmation: DeletionConfirmation;
  password: string;
  code: string;
  /** The verified TOTP factor, for `second-factor`. */
  factorId: string | null;
}

/** The words of a failed request: the function's own sentence when it gave one. */
async function failure(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    try {
      const body = (await (error.context as Response).json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      // not JSON: the generic sentence below
    }
  }
  return DELETION_MESSAGES.failed;
}

/** Asks for the deletion; answers null once the account is gone, else the sentence to show in the dialog. */
export async function requestDeletion(client: SupabaseClient, proof: DeletionProof, removeNewsletter: boolean): Promise<string | null> {
  const body: DeleteAccountRequest = { removeNewsletter };
  if (proof.confirmation === 'password') {
    if (!proof.password) return DELETION_MESSAGES.passwordRequired;
    body.password = proof.password;
  }
  if (proof.confirmation === 'second-factor') {
    const code = proof.code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(code) || !proof.factorId) return 'Enter the 6-digit code from your authenticator app.';
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId: proof.factorId, code });
    if (error) return error.status === 429 ? DELETION_MESSAGES.tooManyAttempts : DELETION_MESSAGES.wrongCode;
  }
  const { error } = await client.functions.invoke('delete-account', { body });
  return error ? failure(error) : null;
}

/** The account is gone: nothing of it stays on this device, and the home page says so. */
export async function leaveDeletedAccount(client: SupabaseClient, userId: string): Promise<void> {
  await forgetAccountOnDevice(userId);
  // The page stops requiring a session: it is leaving on purpose, so the signed-in shell (shell.ts), which sends a
  // page that requires one to /auth when the session ends, must let sign-out take the reader home with this message.
  for (const element of document.querySelectorAll('[data-requires-session]')) element.removeAttribute('data-requires-session');
  setFlash(await say('signedIn.accountDeleted'), 'success');
  await signOut(client);
}
