/**
 * The weekly e-mail sign-up's rule (reader spec §5): an address must be non-empty and contain an at-sign.
 * Deliberately loose: the database stores it trimmed and lowercased, and the check there is the same shape.
 */
export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address';

export function newsletterEmailError(input: string): string | null {
  const email = input.trim();
  return email.length > 0 && email.includes('@') ? null : NEWSLETTER_INVALID_EMAIL;
}

/** Postgres unique_violation: the address is already on the list, which for the visitor is a success. */
export const ALREADY_SUBSCRIBED_CODE = '23505';
