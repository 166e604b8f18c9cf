/**
 * Which API keys may be built into the site and the console. Whatever key a build gets as
 * PUBLIC_SUPABASE_ANON_KEY is shipped to every visitor's browser, so a build must refuse a key that bypasses
 * row-level security (the service_role JWT, an `sb_secret_…` key) instead of publishing it.
 *
 * Supabase has two kinds of key: the legacy JWTs, whose `role` claim is the database role the API switches to
 * (`anon`, `service_role`), and the newer opaque keys, `sb_publishable_…` (the anon role) and `sb_secret_…`
 * (elevated). Accepted: a JWT whose role is `anon`, or an `sb_publishable_` key. Any other string that is neither
 * a JWT nor an `sb_` key is left for the API to accept or refuse (the build's first request checks it): it cannot
 * be a key with elevated rights.
 */

export const PUBLISHABLE_PREFIX = 'sb_publishable_';
export const SECRET_PREFIX = 'sb_secret_';

export const JWT_SHAPE = /^[A-Za-z0-9_-]+\.([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]*$/;

/** The payload of a JWT-shaped string, or null when it does not decode to a JSON object. */
export function jwtPayload(segment: string): Record<string, unknown> | null {
  try {
    const base64 = segment
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(segment.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Why `key`, given as the setting `variable`, must not go into a public build, or null when it may.
 * The message names the setting and says what to use instead.
 */
export function publicKeyError(variable: string, key: string): string | null {
  const fix = `Set ${variable} to the project's anon (public) key or an ${PUBLISHABLE_PREFIX}… key; never a secret key.`;
  const shipped = "the build ships it to every visitor's browser";
  const trimmed = key.trim();
  if (trimmed.startsWith(SECRET_PREFIX)) return `${variable} is a secret key (${SECRET_PREFIX}…): ${shipped}. ${fix}`;
  if (trimmed.startsWith(PUBLISHABLE_PREFIX)) return null;
  if (trimmed.startsWith('sb_'))
    return `${variable} is not a publishable key (it starts with "${trimmed.split('_').slice(0, 2).join('_')}_"): ${shipped}. ${fix}`;
  const jwt = JWT_SHAPE.exec(trimmed);
  if (!jwt) return null;
  const payload = jwtPayload(jwt[1]!);
  if (!payload) return `${variable} looks like a JWT but its claims cannot be read, so its role is unknown: ${shipped}. ${fix}`;
  const role = payload.role;
  if (role === 'anon') return null;
  const named = typeof role === 'string' ? `the ${role} key (its JWT role claim is "${role}")` : 'a JWT without a role claim';
  return `${variable} is ${named}, not the anon key: ${shipped}. ${fix}`;
}
