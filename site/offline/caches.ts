/**
 * The service worker's cache names, shared by the worker, the offline page and settings. Caches whose content
 * belongs to one build carry its version and are deleted when the next build's worker activates; the others hold
 * what the reader opened or asked to keep and survive updates (their pages are refreshed whenever read online).
 */
export const CACHE_PREFIX = 'rd-';
/** Shell: layout CSS, fonts, icons, the offline page. Per build. */
export const shellCache = (version: string) => `${CACHE_PREFIX}shell-${version}`;
/** Today and the six released days before it, of each edition the reader reads (/offline/week.json, /nl/…). Per build. */
export const weekCache = (version: string) => `${CACHE_PREFIX}week-${version}`;
/** Pagefind's files, cached on first search. Per build (the index changes with every build). */
export const searchCache = (version: string) => `${CACHE_PREFIX}search-${version}`;
/** Every page the reader opened (network first). */
export const PAGES_CACHE = `${CACHE_PREFIX}pages`;
/** Build files with hashed names (/_astro/): never change, so they outlive a build for the pages that use them. */
export const ASSETS_CACHE = `${CACHE_PREFIX}assets`;
/** What a signed-out visitor asked to keep: a devotional's narration. Stays on the device until cleared. */
export const KEPT_CACHE = `${CACHE_PREFIX}kept`;
/** What a signed-in reader asked to keep (the bookmarked devotionals, narration): forgotten at sign-out. */
export const ACCOUNT_KEPT_CACHE = `${CACHE_PREFIX}kept-account`;

/**
 * The caches a sign-out deletes (site/lib/offline/forget-reader.ts): what the reader kept, and every page opened on
 * the device, since which devotionals were opened is part of the reader's history. The shell, the week and search
 * are the same for every visitor and stay.
 */
export const SIGN_OUT_CACHES = [ACCOUNT_KEPT_CACHE, PAGES_CACHE] as const;

/** The caches "Clear offline copies" empties: everything kept for the reader, not the current shell. */
export function isReaderCache(name: string): boolean {
  return name.startsWith(CACHE_PREFIX) && !name.startsWith(`${CACHE_PREFIX}shell-`) && name !== ASSETS_CACHE;
}

/** The caches an activating worker of `version` deletes: the per-build caches of other builds. */
export function isStaleCache(name: string, version: string): boolean {
  if (!name.startsWith(CACHE_PREFIX)) return false;
  const perBuild = ['shell-', 'week-', 'search-'].some((kind) => name.startsWith(`${CACHE_PREFIX}${kind}`));
  return perBuild && !name.endsWith(`-${version}`);
}

export const OFFLINE_PAGE_PATH = '/offline/';
