/**
 * The cacheKey a page from getStaticPaths() carries for Astro's incremental build (astro.config.mjs,
 * docs/deploy.md "Publishing what changed"): a digest of everything the page renders besides its code (Astro adds the
 * hash of the page's code itself). A page whose key and code are both unchanged is copied from the last build instead
 * of being rendered, so the key must name every input: the page's own data (its props, with the neighbours' titles
 * and slugs for Previous/Next), what it reads besides them, and the build's shared inputs below.
 */
import { createHash } from 'node:crypto';
import { siteTimeZone } from '../../data/build/api.ts';

/** Settings every page may print: where the API and media live, the site's address, the footer's year, the time zone. */
const SHARED_ENV = ['SITE_URL', 'PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_ANON_KEY', 'PUBLIC_BIBLE_API_URL', 'PUBLIC_SOURCE_URL', 'MEDIA_HOSTS'] as const;

/** Objects with their keys sorted, so the same data always gives the same text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, val: unknown) =>
    val && typeof val === 'object' && !Array.isArray(val)
      ? Object.fromEntries(Object.entries(val as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : val,
  );
}

let shared: Promise<string> | undefined;

/** What every keyed page shares, read once per build. */
function sharedInputs(env: Record<string, string | undefined> = { ...process.env, ...import.meta.env }): Promise<string> {
  shared ??= (async () => {
    const settings = Object.fromEntries(SHARED_ENV.map((name) => [name, env[name] ?? '']));
    return stableJson({ settings, year: new Date().getUTCFullYear(), timeZone: await siteTimeZone() });
  })();
  return shared;
}

/** The key of a page that renders `inputs` (its props and whatever else it reads) with the build's shared inputs. */
export async function pageCacheKey(inputs: unknown): Promise<string> {
  return createHash('sha256')
    .update(await sharedInputs())
    .update('\n')
    .update(stableJson(inputs))
    .digest('base64url');
}
