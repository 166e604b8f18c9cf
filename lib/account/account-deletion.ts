/**
 * Deleting one's own account (issue 31): how the reader proves it is them again, the request the settings page
 * sends to the delete-account function, and the words both show. Shared by site/islands/settings and
 * supabase/functions/delete-account, so the dialog asks for exactly what the function checks.
 */
import { z } from 'zod';
import '../zod-csp.ts';

/**
 * How an account confirms its deletion. A stolen session (a laptop left open) must not be enough to erase someone:
 * - `second-factor`: the account has a verified authenticator, so the code is asked again (the session must have
 *   passed it within the last few minutes);
 * - `password`: the account signs in with a password, which is checked again through Auth;
 * - `recent-sign-in`: no password and no factor (an account made through Google): the session itself must be fresh.
 */
export type DeletionConfirmation = 'second-factor' | 'password' | 'recent-sign-in';

/** How recent the code or the sign-in must be: long enough to type it and press the button, no longer. */
export const RECENT_AUTHENTICATION_SECONDS = 5 * 60;

/** A clock difference between Auth and the function that still counts as "now". */
const CLOCK_SKEW_SECONDS = 60;

export interface AccountAuthentication {
  /** Whether the account has a verified TOTP factor. */
  hasVerifiedFactor: boolean;
  /** app_metadata.providers: `email` means the account has a password identity. */
  providers: readonly string[];
}

export function deletionConfirmationFor(account: AccountAuthentication): DeletionConfirmation {
  if (account.hasVerifiedFactor) return 'second-factor';
  return account.providers.includes('email') ? 'password' : 'recent-sign-in';
}

/** One entry of an access token's `amr` claim: a way the session was authenticated, and when (Unix seconds). */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

const SECOND_FACTOR_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

function isRecent(entry: AmrEntry, nowSeconds: number): boolean {
  const age = nowSeconds - entry.timestamp;
  return age <= RECENT_AUTHENTICATION_SECONDS && age >= -CLOCK_SKEW_SECONDS;
}

/** The session is at aal2 and passed its second factor within the last few minutes. */
export function passedSecondFactorRecently(aal: string | null, amr: readonly AmrEntry[], nowSeconds: number): boolean {
  return aal === 'aal2' && amr.some((entry) => SECOND_FACTOR_METHODS.has(entry.method) && isRecent(entry, nowSeconds));
}

/** The session was opened (by any method) within the last few minutes. */
export function signedInRecently(amr: readonly AmrEntry[], nowSeconds: number): boolean {
  return amr.some((entry) => !SECOND_FACTOR_METHODS.has(entry.method) && isRecent(entry, nowSeconds));
}

/** What the settings page sends: the password when the account confirms with one, and the newsletter choice. */
export const deleteAccountRequest = z.object({
  password: z.string().min(1).max(1000).optional(),
  removeNewsletter: z.boolean().default(false),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

/** The function's answer on success. */
export interface DeleteAccountResult {
  deleted: true;
  /** Whether a newsletter record of the account's address was removed (only when asked). */
  newsletterRemoved: boolean;
}

export const DELETION_MESSAGES = {
  signIn: 'Please sign in to delete your account.',
  badRequest: 'The request must be { "password"?: string, "removeNewsletter"?: boolean }.',
  passwordRequired: 'Enter your password to confirm.',
  wrongPassword: 'That password is not right. Your account was not deleted.',
  wrongCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  secondFactorRequired: 'Enter the 6-digit code from your authenticator app to confirm. Your account was not deleted.',
  signInAgain: 'For your safety, sign out and sign in again, then delete your account within five minutes.',
  blocked: 'This account is blocked. Please contact us through the contact page to have it deleted.',
  lastAdmin: 'You are the only administrator. Make another account an administrator in the console first, so the site is not left without one.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes, then try again.',
  failed: 'Your account could not be deleted. Please try again in a moment.',
  /** Shown on the home page after the account is gone. */
  deleted: 'Your account and everything it held have been deleted.',
} as const;
