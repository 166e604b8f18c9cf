/**
 * Where /auth may send a reader after signing in (`?next=`): a path on this site, never another origin.
 *
 * Browsers forgive a great deal when they resolve a relative address: `\` counts as `/`, tabs and newlines are
 * dropped, so `/\evil.example`, `/%5Cevil.example` (decoded by URLSearchParams) and `/\t/evil.example` all become
 * `//evil.example`, another host. Checking the string's first characters is therefore not enough: the candidate
 * is refused when it, or any percent-decoding of it, holds a backslash, a control character or a leading `//`,
 * and what remains is resolved against the site's origin, which must be unchanged.
 */

export const DEFAULT_NEXT_PATH = '/dashboard';

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

/**
 * The path (with query and fragment) to go to after signing in, given the `next` parameter and the site's
 * origin; `fallback` when `next` is missing or not a plain path on this origin.
 */
export function safeNextPath(next: string | null | undefined, origin: string, fallback = DEFAULT_NEXT_PATH): string {
  if (!next) return fallback;
  const forms = decodings(next);
  if (!forms || forms.some(unsafeForm)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(next, origin);
  } catch {
    return fallback;
  }
  if (resolved.origin !== new URL(origin).origin) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
