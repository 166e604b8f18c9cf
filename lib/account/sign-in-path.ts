/**
 * The sign-in page's address, on its own so that a page which only sends readers to sign in (every account page's
 * access rule) loads none of next-path.ts's checks of where /auth may send them back.
 */
import type { Locale } from '../i18n/locales.ts';
import { localePath } from '../i18n/paths.ts';
import { AUTH_RETURN_PATH } from './session-from-url.ts';

/**
 * The sign-in page's address for a reader sent there: why (`reason`, the message /auth shows) and where to come back
 * to after signing in (`next`), in the reader's edition (`locale`). At its canonical address, /auth/?…, so the link
 * costs no redirect.
 */
export function signInPath({ reason, next, locale = 'en' }: { reason?: string; next?: string; locale?: Locale } = {}): string {
  const query = new URLSearchParams();
  if (reason) query.set('reason', reason);
  if (next) query.set('next', next);
  // The edition's own sign-in page (/nl/auth/): the reader stays in their language; `next` is already theirs.
  const page = localePath(locale, AUTH_RETURN_PATH);
  return query.size ? `${page}?${query}` : page;
}
