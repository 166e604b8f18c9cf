/**
 * E-mail addresses as GoTrue accepts them (its validateEmail): required, at most 255 characters, and of the
 * form local@domain where the local part uses the characters RFC 5322 allows unquoted (dots anywhere) and the
 * domain is one or more dot-separated labels of letters, digits and inner hyphens (63 characters at most).
 * No trimming, no Unicode, no quoted local part, no IP literal; a domain without a dot ("user@localhost")
 * is accepted. Accepted addresses are lower-cased, as GoTrue stores them.
 */
import { badRequest } from './errors.ts';

const LOCAL_PART = "[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const EMAIL_FORMAT = new RegExp(`^${LOCAL_PART}@${LABEL}(?:\\.${LABEL})*$`);

export const MAX_EMAIL_LENGTH = 255;

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

/** Pure: the normalised address, or GoTrue's message for why it is refused. */
export function checkEmailAddress(email: unknown): EmailCheck {
  if (email === undefined || email === null || email === '') return { ok: false, message: 'An email address is required' };
  if (typeof email !== 'string') return { ok: false, message: 'Unable to validate email address: invalid format' };
  if (email.length > MAX_EMAIL_LENGTH) return { ok: false, message: 'An email address is too long' };
  if (!EMAIL_FORMAT.test(email)) return { ok: false, message: 'Unable to validate email address: invalid format' };
  return { ok: true, email: email.toLowerCase() };
}

/** The normalised address, or GoTrue's 400 validation_failed. */
export function validateEmail(email: unknown): string {
  const result = checkEmailAddress(email);
  if (!result.ok) throw badRequest('validation_failed', result.message);
  return result.email;
}
