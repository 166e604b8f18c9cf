/**
 * Deleting one's own account: what proves it is the account's owner, the requests the settings page sends to the
 * delete-account function, and the words both show. Shared by site/islands/settings and
 * supabase/functions/delete-account, so the dialog asks for exactly what the function checks.
 *
 * A stolen session (a laptop left open, a copied token) must not be enough to erase someone. Whatever the session
 * can do by itself proves nothing: it may set a new password without the old one, and it may enrol and verify a new
 * authenticator. So every deletion needs a one-time code e-mailed to the account's address, and an account that had
 * an authenticator before this session began must also pass it again (a factor enrolled during the session is the
 * thief's own and counts for nothing).
 */
import { z } from 'zod';
import '../zod-csp.ts';
import { LOCALES } from '../i18n/locales.ts';

/** How recent the authenticator code must be: long enough to type it and press the button, no longer. */
export const RECENT_AUTHENTICATION_SECONDS = 5 * 60;

/** A clock difference between Auth and the function that still counts as "now". */
const CLOCK_SKEW_SECONDS = 60;

/** One entry of an access token's `amr` claim: a way the session was authenticated, and when (Unix seconds). */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

const SECOND_FACTOR_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

/** The session is at aal2 and passed its second factor within the last few minutes. */
export function passedSecondFactorRecently(aal: string | null, amr: readonly AmrEntry[], nowSeconds: number): boolean {
  return (
    aal === 'aal2' &&
    amr.some((entry) => {
      const age = nowSeconds - entry.timestamp;
      return SECOND_FACTOR_METHODS.has(entry.method) && age <= RECENT_AUTHENTICATION_SECONDS && age >= -CLOCK_SKEW_SECONDS;
    })
  );
}

/**
 * When the session began (Unix seconds): its earliest first-factor `amr` entry (password, a link, a provider).
 * GoTrue records that method when it makes the session, and nothing a client does later moves it back in time; a
 * second factor is a later step of the same session. Null when the token names no such method.
 */
export function sessionStartedAt(amr: readonly AmrEntry[]): number | null {
  const first = amr.filter((entry) => !SECOND_FACTOR_METHODS.has(entry.method));
  return first.length ? Math.min(...first.map((entry) => entry.timestamp)) : null;
}

/** A factor as Auth's admin API lists it. */
export interface FactorRecord {
  status: string;
  created_at: string;
}

/**
 * Whether the account had a verified factor before this session began. A factor made in the same second as the
 * session counts as earlier (the safe side); when the session's start is unknown, every verified factor counts.
 */
export function hadFactorBeforeSession(factors: readonly FactorRecord[], amr: readonly AmrEntry[]): boolean {
  const started = sessionStartedAt(amr);
  return factors.some((factor) => {
    if (factor.status !== 'verified') return false;
    if (started === null) return true;
    const created = Math.floor(Date.parse(factor.created_at) / 1000);
    return !Number.isFinite(created) || created <= started;
  });
}

/** What a deletion needs besides the e-mailed code. */
export interface DeletionRequirements {
  /** The authenticator's code, typed within the last few minutes (the account had one before this session). */
  secondFactor: boolean;
}

/** The code as the reader may type it ("123 456"): its six digits, or null. */
export function deletionCodeOf(typed: string): string | null {
  const digits = typed.replace(/[\s-]+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** A fresh six-digit code from a strong random source (uniform: values of 4,294,000,000 and above are drawn again). */
export function newDeletionCode(random: (bytes: Uint32Array) => Uint32Array = (b) => crypto.getRandomValues(b)): string {
  const limit = 4_294_000_000;
  for (;;) {
    const [value] = random(new Uint32Array(1));
    if (value! < limit) return String(value! % 1_000_000).padStart(6, '0');
  }
}

/**
 * What is stored of a code: SHA-256 of the account's id and the code, hex. The id keeps one account's code from
 * matching another's row; only the hash is kept, so the table never holds a code that works.
 */
export async function deletionCodeHash(userId: string, code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${userId}:${code}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The database's verdict on a code (public.use_account_deletion_code). */
export type DeletionCodeVerdict = 'ok' | 'wrong' | 'expired' | 'too-many';

const language = z.enum(LOCALES).optional();

/**
 * What the settings page sends: first `send-code` (the e-mail goes out, and the answer says whether the
 * authenticator is needed too), then `delete` with the e-mailed code and the newsletter choice. `language` is the
 * edition of the page, for the e-mails.
 */
export const deleteAccountRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('send-code'), language }),
  z.object({ action: z.literal('delete'), code: z.string().max(40).optional(), removeNewsletter: z.boolean().default(false), language }),
]);
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;

/** The function's answer to `send-code`. */
export interface DeletionCodeSent {
  sent: true;
  /** The address the code went to. */
  email: string;
  requirements: DeletionRequirements;
}

/** The function's answer to `delete` on success. */
export interface DeleteAccountResult {
  deleted: true;
  /** Whether a newsletter record of the account's address was removed (only when asked). */
  newsletterRemoved: boolean;
}

export const DELETION_MESSAGES = {
  signIn: 'Please sign in to delete your account.',
  badRequest: 'The request must be { "action": "send-code" } or { "action": "delete", "code": "123456", "removeNewsletter"?: boolean }.',
  noAddress: 'This account has no e-mail address to send a code to. Please contact us through the contact page to have it deleted.',
  codeRequired: 'Enter the 6-digit code we e-mailed to you.',
  wrongEmailCode: 'That code is not right. Check the e-mail we sent and try again. Your account was not deleted.',
  codeExpired: 'That code has expired or was already used. Ask for a new code.',
  codeRecentlySent: 'We sent a code less than a minute ago. Check your inbox, or wait a minute before asking for another.',
  codeNotSent: 'We could not send the code. Please try again in a moment.',
  wrongCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  secondFactorRequired: 'Enter the 6-digit code from your authenticator app to confirm. Your account was not deleted.',
  blocked: 'This account is blocked. Please contact us through the contact page to have it deleted.',
  lastAdmin: 'You are the only administrator. Make another account an administrator in the console first, so the site is not left without one.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes, then try again.',
  failed: 'Your account could not be deleted. Please try again in a moment.',
  /** Shown on the home page after the account is gone. */
  deleted: 'Your account and everything it held have been deleted.',
} as const;
