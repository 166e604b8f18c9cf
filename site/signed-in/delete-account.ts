/**
 * The settings page's side of "Delete my account": ask the delete-account function to e-mail the code, then delete
 * with it (the authenticator's code, when the account needs it, is verified here just before, so the session the
 * function sees passed it moments ago), and once the account is gone, forget it on this device and go home with a
 * message.
 */
import type { PageClient } from '../data/client/types.ts';
import { DELETION_MESSAGES, deletionCodeOf, type DeletionCodeSent } from '@lib/account/account-deletion.ts';
import { callDeleteAccount } from '../data/account/account-deletion.ts';
import { loadBrowserClient } from '../data/client/lazy-browser-client.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { sessionStorageKey } from '@lib/account/shared-session.ts';
import { setFlash } from '../lib/flash.ts';
import { forgetReaderOnDevice } from '../lib/offline/forget-reader.ts';
import { forgetAccountOnDevice } from './forget-device.ts';
import { inPageEdition, say } from './messages.ts';

/** Asks for the e-mailed code; the answer says where it went and whether the authenticator is needed too. */
export function sendDeletionCode(client: PageClient, language: Locale) {
  return callDeleteAccount<DeletionCodeSent>(client, { action: 'send-code', language });
}

export interface DeletionProof {
  emailCode: string;
  /** The authenticator's code and factor, when the account needs them. */
  authenticator: { code: string; factorId: string } | null;
  removeNewsletter: boolean;
  language: Locale;
}

/** Asks for the deletion; answers null once the account is gone, else the sentence to show in the dialog. */
export async function requestDeletion(client: PageClient, proof: DeletionProof): Promise<string | null> {
  const code = deletionCodeOf(proof.emailCode);
  if (!code) return DELETION_MESSAGES.codeRequired;
  let caller: Pick<PageClient, 'functions'> = client;
  if (proof.authenticator) {
    const totp = deletionCodeOf(proof.authenticator.code);
    if (!totp) return DELETION_MESSAGES.secondFactorRequired;
    // The second factor is supabase-js's auth client's, loaded for it; the session it raises is the one to send.
    const full = await loadBrowserClient();
    const { error } = await full.auth.mfa.challengeAndVerify({ factorId: proof.authenticator.factorId, code: totp });
    if (error) return error.status === 429 ? DELETION_MESSAGES.tooManyAttempts : DELETION_MESSAGES.wrongCode;
    caller = full;
  }
  const answer = await callDeleteAccount(caller, { action: 'delete', code, removeNewsletter: proof.removeNewsletter, language: proof.language });
  return answer.ok ? null : answer.message;
}

/** The verified authenticator to challenge, when the account has one. */
export async function verifiedFactorId(): Promise<string | null> {
  const { data, error } = await (await loadBrowserClient()).auth.mfa.listFactors();
  if (error) throw new Error(error.message);
  return data.totp.find((factor) => factor.status === 'verified')?.id ?? null;
}

/**
 * The account is gone: nothing of it stays on this device, and the home page says so. Auth ended every session of
 * the account with it, so the stored session is removed here without asking the server: supabase-js's sign-out,
 * even of local scope, calls /logout, which refuses a user who no longer exists (a 403 in the console for nothing).
 */
export async function leaveDeletedAccount(userId: string): Promise<void> {
  await forgetAccountOnDevice(userId);
  // The page stops requiring a session: it is leaving on purpose, so the signed-in shell (shell.ts), which sends a
  // page that requires one to /auth when the session ends, must let the reader go home with this message.
  for (const element of document.querySelectorAll('[data-requires-session]')) element.removeAttribute('data-requires-session');
  setFlash(await say('signedIn.accountDeleted'), 'success');
  try {
    localStorage.removeItem(sessionStorageKey(import.meta.env.PUBLIC_SUPABASE_URL ?? ''));
  } catch {
    // Storage disabled (or no API address): no session was kept in it either.
  }
  await forgetReaderOnDevice();
  window.location.assign(inPageEdition('/'));
}
