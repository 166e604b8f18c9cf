/**
 * The `Prefer` request header (RFC 7240) as PostgREST reads it, and the `Preference-Applied`
 * response header that tells the client which preferences were honoured.
 */
export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  params?: 'single-object';
  handling?: 'lenient' | 'strict';
}

const ALLOWED: Record<keyof Preferences, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  params: ['single-object'],
  handling: ['lenient', 'strict'],
};

/** Unknown or malformed preferences are ignored, as PostgREST does with `handling=lenient` (its default). */
export function parsePrefer(headers: Headers): Preferences {
  const prefs: Record<string, string> = {};
  const raw = headers.get('prefer');
  if (!raw) return prefs;
  for (const part of raw.split(',')) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if (key in ALLOWED && value && ALLOWED[key as keyof Preferences].includes(value)) prefs[key] = value;
  }
  return prefs as Preferences;
}

/** Builds `Preference-Applied` from the preferences that took effect, in a stable order. */
export function preferenceApplied(applied: Preferences): string | null {
  const parts = (Object.keys(ALLOWED) as Array<keyof Preferences>).filter((key) => applied[key] !== undefined).map((key) => `${key}=${applied[key]}`);
  return parts.length ? parts.join(', ') : null;
}
