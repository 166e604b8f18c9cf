/**
 * Where /auth may send a reader after signing in (`?next=`): a path on this site, never another origin.
 *
 * Browsers forgive a great deal when they resolve a relative address: `\` counts as `/`, tabs and newlines are
 * dropped, so `/\evil.example`, `/%5Cevil.example` (decoded by URLSearchParams) and `/\t/evil.example` all become
 * `//evil.example`, another host. Checking the string's first characters is therefore not enough: the candidate
 * is refused when it, or any percent-decoding of it, holds a backslash, a control character or a leading `//`.
 *
 * Nor is checking the string before it is resolved: the URL parser removes dot segments, so
 * `/..//evil.example` resolves to the path `//evil.example`, which a browser opens as another host; and a server
 * or proxy that decodes `%2F` turns `/a/..%2F..%2F%2Fevil.example` into the same thing. So every decoding is also
 * resolved, and the decision is made on the final URL: same origin, a path not starting with `//` (a backslash
 * cannot survive the checks above), and the path returned is exactly the one that URL names, so resolving it
 * again changes nothing.
 */

import type { Locale } from '../i18n/locales.ts';
import { localePath } from '../i18n/paths.ts';

export { signInPath } from './sign-in-path.ts';

export const DEFAULT_NEXT_PATH = '/dashboard/';

/** Where a reader goes after signing in when nothing else is asked: their edition's dashboard. */
export function defaultNextPath(locale: Locale): string {
  return localePath(locale, DEFAULT_NEXT_PATH);
}

/** Decoding rounds tried: an attacker may encode `%5C` as `%255C` and so on. */
const MAX_DECODINGS = 4;

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\\\u0000-\u001f\u007f-\u009f]/;

/** The candidate and each successive percent-decoding of it; null when a decoding is malformed. */
function decodings(candidate: string): string[] | null {
  const forms = [candidate];
  let current = candidate;
  for (let round = 0; round < MAX_DECODINGS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return forms;
    forms.push(decoded);
    current = decoded;
  }
  // Still changing after this many rounds: nobody links like that by accident.
  return null;
}

/** Whether one form of the candidate could lead a browser off the site. */
function unsafeForm(form: string): boolean {
  return !form.startsWith('/') || form.startsWith('//') || FORBIDDEN.test(form);
}

/** The path, query and fragment a form leads to on `origin`; null when it leads anywhere else. */
function resolvedOnSite(form: string, origin: string): string | null {
  if (unsafeForm(form)) return null;
  let resolved: URL;
  try {
    resolved = new URL(form, origin);
  } catch {
    return null;
  }
  if (resolved.origin !== origin || unsafeForm(resolved.pathname)) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** Whether the candidate and every decoding of it stay on `origin` once resolved. */
function staysOnSite(candidate: string, origin: string): boolean {
  const forms = decodings(candidate);
  return forms !== null && forms.every((form) => resolvedOnSite(form, origin) !== null);
}

/**
 * The path (with query and fragment) to go to after signing in, given the `next` parameter and the site's
 * origin; `fallback` when `next` is missing or not a plain path on this origin.
 */
export function safeNextPath(next: string | null | undefined, origin: string, fallback = DEFAULT_NEXT_PATH): string {
  if (!next) return fallback;
  let siteOrigin: string;
  try {
    siteOrigin = new URL(origin).origin;
  } catch {
    return fallback;
  }
  if (!staysOnSite(next, siteOrigin)) return fallback;
  const path = resolvedOnSite(next, siteOrigin);
  // What the caller navigates to is this path, so it is checked in its own right and must be a fixed point.
  if (path === null || !staysOnSite(path, siteOrigin) || resolvedOnSite(path, siteOrigin) !== path) return fallback;
  return path;
}
