/**
 * What an account request's refusal says to the reader, in the page's language. GoTrue words its errors
 * in English and names each with a stable code (`invalid_credentials`, `over_email_send_rate_limit`, …). An English
 * page shows GoTrue's sentence as it came; a Dutch or Spanish page shows the refusals a reader can meet from the
 * catalogue ("auth.refusal.…"), by code, and anything else as the page's general failure message, so its reader is
 * never answered in English.
 */
import type { Locale } from '@lib/i18n/locales.ts';
import { untranslatedError } from '@lib/i18n/untranslated-error.ts';

const REFUSALS: Readonly<Record<string, string>> = {
  invalid_credentials: 'auth.refusal.invalidCredentials',
  user_already_exists: 'auth.refusal.alreadyRegistered',
  email_exists: 'auth.refusal.emailTaken',
  weak_password: 'auth.refusal.weakPassword',
  same_password: 'auth.refusal.samePassword',
  email_not_confirmed: 'auth.refusal.notConfirmed',
  email_address_invalid: 'auth.refusal.emailInvalid',
  over_email_send_rate_limit: 'auth.refusal.tooManyEmails',
  over_request_rate_limit: 'auth.refusal.tooManyRequests',
  signup_disabled: 'auth.refusal.signUpClosed',
  email_provider_disabled: 'auth.refusal.signUpClosed',
  otp_expired: 'auth.refusal.linkExpired',
  session_not_found: 'auth.refusal.signedOut',
  user_banned: 'auth.blocked',
};

/** The catalogue key of a refusal with this GoTrue error code, or null for one the pages do not name. */
export function authRefusalKey(code: string | undefined | null): string | null {
  return (code && REFUSALS[code]) || null;
}

export interface AuthRefusal {
  code?: string | undefined;
  message?: string | undefined;
}

/**
 * The sentence to show for a refused account request: GoTrue's on an English page; in another edition the
 * catalogue's for a known code, else `fallbackKey`'s message (also when GoTrue said nothing).
 */
export function authRefusalText(message: (key: string) => string, locale: Locale, error: AuthRefusal, fallbackKey: string): string {
  const key = authRefusalKey(error.code);
  // An English page shows GoTrue's own sentence, as it always has; the catalogue's English is for when it says nothing.
  if (locale === 'en' && error.message) return error.message;
  return key ? message(key) : untranslatedError(locale, error.message, message(fallbackKey));
}
