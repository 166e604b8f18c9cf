/**
 * The newsletter's address rule: one plain address (docs/security.md).
 *
 * The address goes into an e-mail's To header, so anything a mail API or an SMTP server could read as more than
 * one mailbox must be refused: a list (`a@x.org, b@x.org`), a display name (`"Foo" <c@x.org>`), or a header
 * smuggled in after CR/LF (`a@x.org\r\nBcc: b@x.org`). What remains is RFC 5321's dot-atom local part (the
 * characters real addresses use, `o'brien+news`, but no quotes, comments or spaces) at a host name of letters,
 * digits and hyphens (an international domain in its xn-- form), at most 254 characters: SMTP's limit on a path.
 * supabase/migrations/20261202000100_newsletter_one_address.sql holds the same rule as the table's CHECK.
 */
export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address';

export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

const ATOM = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const PLAIN_ADDRESS = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${LABEL}$`, 'i');

/** Whether `email`, as it will be stored (trimmed), is exactly one plain address. */
export function isPlainEmailAddress(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && email.indexOf('@') <= MAX_LOCAL_PART_LENGTH && PLAIN_ADDRESS.test(email);
}

/** The sign-up form's message for what a visitor typed, or null when it is one plain address. */
export function newsletterEmailError(input: string): string | null {
  return isPlainEmailAddress(input.trim()) ? null : NEWSLETTER_INVALID_EMAIL;
}

/** Postgres unique_violation: the address is already on the list, which for the visitor is a success. */
export const ALREADY_SUBSCRIBED_CODE = '23505';
