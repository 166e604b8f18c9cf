/**
 * A reading group's invite link: /groups/join/#token=<64 hex digits>. The token rides in the fragment, which a
 * browser never sends to a server, so it stays out of the host's logs and of Referer headers; the join page reads it
 * in the browser and hands it to the database (reading_group_preview, join_reading_group) in a request body.
 */
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { localePath } from '../i18n/paths.ts';

export const INVITE_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export const JOIN_PATH = '/groups/join/';

/** The link a leader sends, to the join page of the leader's edition: a Dutch leader's invitation opens in Dutch. */
export function inviteLink(origin: string, token: string, locale: Locale = DEFAULT_LOCALE): string {
  return new URL(`${localePath(locale, JOIN_PATH)}#token=${token}`, origin).href;
}

/** The token in a join page's fragment (`#token=…`), or null when there is none or it is not a token. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim().toLowerCase();
  return token && INVITE_TOKEN_PATTERN.test(token) ? token : null;
}
