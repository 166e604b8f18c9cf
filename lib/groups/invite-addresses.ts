/**
 * The addresses a group's leader types to invite by e-mail, read the same on the group's page (InvitePanel.tsx) and
 * in the group-invite-email function's schema (email-invitations.ts). No zod here, so the page's script stays small.
 */

/** Addresses in one request. */
export const MAX_EMAIL_INVITATIONS = 10;
export const MAX_ADDRESS_LENGTH = 254;
/** Invitations by e-mail a leader may send in any 24 hours: the database's limit (reserve_reading_group_email_invitations). */
export const DAILY_EMAIL_INVITATIONS = 30;

/** An address as the HTML standard's e-mail input takes it, with a dot in its domain. */
export const EMAIL_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

function isEmailAddress(value: string): boolean {
  return value.length <= MAX_ADDRESS_LENGTH && EMAIL_ADDRESS.test(value);
}

/**
 * What the leader typed: separated by commas, semicolons, spaces or new lines, each once (letter case aside), and
 * apart those that are not addresses.
 */
export function readAddresses(typed: string): { addresses: string[]; invalid: string[] } {
  const seen = new Set<string>();
  const addresses: string[] = [];
  const invalid: string[] = [];
  for (const part of typed.split(/[\s,;]+/)) {
    const value = part.trim().replace(/^<(.*)>$/, '$1');
    if (!value || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    (isEmailAddress(value) ? addresses : invalid).push(value);
  }
  return { addresses, invalid };
}
