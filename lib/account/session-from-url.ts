/**
 * Which site pages may take a session from their address (login CSRF). supabase-js signs a page
 * in with whatever `#access_token=…&refresh_token=…` the address carries, so if every page read it, anyone could
 * send a link that silently signs the visitor into the sender's account (and what the visitor then writes, notes
 * or bookmarks, lands there). Only the pages Supabase Auth sends people back to read it:
 *   - /auth/: every e-mail link (sign-up confirmation, password recovery) and the Google sign-in return, then it
 *     moves on to `?next=` or the dashboard;
 *   - /settings/: only the second e-mail change link (type email_change), which carries the session with the new
 *     address.
 * Everywhere else the fragment is ignored and the stored session, if any, stays as it was.
 */
import type { Locale } from '../i18n/locales.ts';
import { localePath, splitLocalePath } from '../i18n/paths.ts';

/**
 * The page e-mail links and external sign-ins return to (the redirect target the site asks Supabase Auth for), and
 * where a signed-out reader is sent. Canonical, with its slash: the host answers /auth with a redirect to /auth/.
 */
export const AUTH_RETURN_PATH = '/auth/';
/** Where an e-mail change's confirmation link returns. */
export const EMAIL_CHANGE_RETURN_PATH = '/settings/';

/** The sign-in page of an edition: /auth/, /nl/auth/, /es/auth/. */
export function authReturnPath(locale: Locale): string {
  return localePath(locale, AUTH_RETURN_PATH);
}

/** A path with its trailing slash (the static host serves /auth as a redirect to /auth/, which keeps the fragment). */
function normalise(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * supabase-js's `detectSessionInUrl` question: may the page at `pathname` act on these address parameters
 * (the fragment's or the query's, as supabase-js parsed them)?
 */
export function acceptsSessionFromUrl(pathname: string, params: Record<string, string>): boolean {
  // Each edition's /auth/ and /settings/ (/nl/auth/, /es/settings/) are the same pages in another language.
  const page = splitLocalePath(normalise(pathname)).path;
  if (page === AUTH_RETURN_PATH) return Boolean(params.access_token || params.error || params.error_description || params.error_code);
  if (page === EMAIL_CHANGE_RETURN_PATH) return params.type === 'email_change' && Boolean(params.access_token);
  return false;
}
