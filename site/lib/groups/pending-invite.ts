/**
 * An invite carried across signing in and signing up. The join page's token is in its fragment
 * (lib/groups/invite-link.ts), which /auth?next= cannot carry without sending it to the server in the query; so the
 * page keeps the token in this tab's sessionStorage while the reader signs in, and takes it back on return to
 * /groups/join/.
 *
 * A new account confirms its address by an e-mail link, often opened in another tab or on another device, where this
 * tab's storage is not. So sign-up also writes the kept token into the account's metadata (INVITE_METADATA_KEY), the
 * confirmation link returns to /groups/join/ (its `next`), and the join page, finding no token in its address or in
 * storage, takes it from the signed-in account and clears it once used. The token never enters an address's query.
 */
import type { User } from '@supabase/supabase-js';
import { INVITE_TOKEN_PATTERN } from '@lib/groups/invite-link.ts';

const KEY = 'rd:group-invite';

/** The user-metadata field a sign-up carries the invitation in. */
export const INVITE_METADATA_KEY = 'group_invite';

export function keepInvite(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage disabled: after signing in the reader opens the link again.
  }
}

/** The kept token, left in place (sign-up reads it for the account's metadata); null when there is none. */
export function peekKeptInvite(): string | null {
  try {
    const token = sessionStorage.getItem(KEY);
    return token && INVITE_TOKEN_PATTERN.test(token) ? token : null;
  } catch {
    return null;
  }
}

/** The kept token, removed as it is read; null when there is none. */
export function takeKeptInvite(): string | null {
  const token = peekKeptInvite();
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
  return token;
}

/** The invitation a sign-up carried in the account's metadata, or null. */
export function inviteFromAccount(user: User): string | null {
  const token = user.user_metadata?.[INVITE_METADATA_KEY];
  return typeof token === 'string' && INVITE_TOKEN_PATTERN.test(token) ? token : null;
}
