/**
 * The compact manifest of released devotionals (/devotionals.json): what the home strip, the recent list and
 * the structured filters read in the browser. Short keys and no long text keep it small for a ten-year archive;
 * the scripture text lives in /scripture-index.json and is fetched only when the scripture filter is used.
 */

export interface ManifestEntry {
  id: string;
  slug: string;
  /** YYYY-MM-DD, a calendar day in the site time zone. */
  date: string;
  title: string;
  /** biblical_passage, e.g. "John 10:11-18". */
  passage: string;
  /** key_doctrine, or "" when none. */
  doctrine: string;
  /** Tag slugs. */
  tags: string[];
  /** Minutes. */
  readingTime: number;
  /** Cover image URL, or null for the "RD" placeholder. */
  image: string | null;
}

export interface Manifest {
  /** The site time zone's date when the site was built: the day the prebuilt HTML was rendered for. */
  siteToday: string;
  /** IANA time zone that decides "today" (site_settings.timezone). */
  timeZone: string;
  /** Released devotionals as of siteToday, newest first. */
  devotionals: ManifestEntry[];
}

/** id → scripture_text (KJV), for the "Search by Scripture" filter. */
export type ScriptureIndex = Record<string, string>;

export const MANIFEST_PATH = '/devotionals.json';
export const SCRIPTURE_INDEX_PATH = '/scripture-index.json';

/** Devotionals a reader may see on `today`: a page built earlier may not show what is still in the future. */
export function releasedOn(devotionals: ManifestEntry[], today: string): ManifestEntry[] {
  return devotionals.filter((d) => d.date <= today);
}

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

// One request per page, shared by the home script and the search island (separately bundled, so the
// promise lives on window rather than in module state).
interface ManifestCache {
  manifest?: Promise<Manifest>;
  scripture?: Promise<ScriptureIndex>;
}
function cache(): ManifestCache {
  const w = window as unknown as { __rdManifest?: ManifestCache };
  return (w.__rdManifest ??= {});
}

export function loadManifest(): Promise<Manifest> {
  const c = cache();
  c.manifest ??= fetchJson<Manifest>(MANIFEST_PATH).catch((error) => {
    c.manifest = undefined; // let a later attempt retry
    throw error;
  });
  return c.manifest;
}

export function loadScriptureIndex(): Promise<ScriptureIndex> {
  const c = cache();
  c.scripture ??= fetchJson<ScriptureIndex>(SCRIPTURE_INDEX_PATH).catch((error) => {
    c.scripture = undefined;
    throw error;
  });
  return c.scripture;
}
