/**
 * An invite carried across signing in. The join page's token is in its fragment (lib/groups/invite-link.ts), which
 * /auth?next= cannot carry without sending it to the server in the query; so the page keeps the token in this tab's
 * sessionStorage while the reader signs in, and takes it back on return to /groups/join/.
 */
import { INVITE_TOKEN_PATTERN } from '@lib/groups/invite-link.ts';

const KEY = 'rd:group-invite';

export function keepInvite(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage disabled: after signing in the reader opens the link again.
  }
}

/** The kept token, removed as it is read; null when there is none. */
export function takeKeptInvite(): string | null {
  try {
    const token = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return token && INVITE_TOKEN_PATTERN.test(token) ? token : null;
  } catch {
    return null;
  }
}
