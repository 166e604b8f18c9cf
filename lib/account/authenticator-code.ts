/**
 * The second factor's rules shared by the console and the reader site: GoTrue refuses a new password or e-mail
 * address from a session below aal2 once the account has a verified factor (supabase/local/auth/user.ts), so both
 * ask for the authenticator's code first, and word its refusals alike.
 */

export const CODE_FORMAT = 'Enter the 6-digit code from your authenticator app.';
export const WRONG_CODE = 'That code is not right. Enter the 6-digit code your authenticator app shows now.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Wait a minute, then try again.';

/** The six digits of a code as typed (authenticator apps show "123 456"), or null when it is not one. */
export function authenticatorDigits(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** What to tell the person when GoTrue refuses a code: rate limited (429), else the code was wrong or stale. */
export function codeRefusal(status: number | undefined): string {
  return status === 429 ? TOO_MANY_ATTEMPTS : WRONG_CODE;
}

export interface AssuranceLevels {
  currentLevel: string | null;
  nextLevel: string | null;
}

/**
 * Whether the session must pass the second factor before GoTrue takes a new password or e-mail address: the
 * account has a verified factor (supabase-js then reports nextLevel aal2) and the session has not passed it yet.
 */
export function needsStepUp(levels: AssuranceLevels): boolean {
  return levels.nextLevel === 'aal2' && levels.currentLevel !== 'aal2';
}
