/**
 * The compact manifest of released devotionals, split so a reader downloads only what a view needs and the
 * download does not grow with the archive:
 *   /devotionals/index.json   the site's today and time zone, and the parts: one per year, newest first;
 *   /devotionals/{year}.json  that year's devotionals, newest first;
 * each edition has its own (/nl/devotionals/…, /es/devotionals/…), which its pages read.
 * The home strip and the recent lists need one part (two in the first week of January); a filter loads parts
 * newest first and stops once it has the results it shows. The scripture text is not in the manifest: the
 * scripture filter reads a word index (./words.ts) keyed by each entry's passage number `p`.
 */
import { localePath, splitLocalePath } from '@lib/i18n/paths.ts';
import { passagesMatching, queryWords, shardOf, shardPath, type WordShard } from './words.ts';

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
  /** The slug of the series it is a part of; absent when none. */
  series?: string;
  /** Minutes. */
  readingTime: number;
  /** Cover image URL, or null for the "RD" placeholder. */
  image: string | null;
  /** Passage number: the key of this devotional's scripture text in the word index. */
  p: number;
  /**
   * The reflection's opening lines (lib/devotionals/opening-lines.ts, about 220 characters, cut at build), shown
   * under the home hero; absent when the reflection has no text.
   */
  opening?: string;
}

/** The whole manifest, as the build holds it. */
export interface Manifest {
  /** The site time zone's date when the site was built: the day the prebuilt HTML was rendered for. */
  siteToday: string;
  /** IANA time zone that decides "today" (site_settings.timezone). */
  timeZone: string;
  /** Released devotionals as of siteToday, newest first. */
  devotionals: ManifestEntry[];
}

export interface ArchivePart {
  /** The calendar year, e.g. "2026": also the part's file name. */
  year: string;
  count: number;
  /** Dates of its newest and oldest devotional. */
  newest: string;
  oldest: string;
}

/** /devotionals/index.json */
export interface ArchiveIndex {
  siteToday: string;
  timeZone: string;
  total: number;
  /** Newest first. */
  parts: ArchivePart[];
  /** The scripture word index's shards (./words.ts), so the browser never asks for one that does not exist. */
  wordShards: string[];
}

/** /devotionals/{year}.json */
export interface ArchivePartFile {
  year: string;
  /** Newest first. */
  devotionals: ManifestEntry[];
}

export const ARCHIVE_DIR = '/devotionals';
export const ARCHIVE_INDEX_PATH = `${ARCHIVE_DIR}/index.json`;
export const partPath = (year: string) => `${ARCHIVE_DIR}/${year}.json`;

/** Devotionals a reader may see on `today`: a page built earlier may not show what is still in the future. */
export function releasedOn(devotionals: ManifestEntry[], today: string): ManifestEntry[] {
  return devotionals.filter((d) => d.date <= today);
}

/** The parts holding devotionals dated from `from` to `to` (inclusive; "" is open-ended), newest first. */
export function partsBetween(index: ArchiveIndex, from: string, to: string): ArchivePart[] {
  return index.parts.filter((part) => (!from || part.newest >= from) && (!to || part.oldest <= to));
}

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

// One request per file and page, shared by the home script and the search island (separately bundled, so the
// cache lives on window rather than in module state). A failed request is forgotten, so a later use retries.
function cached<T>(path: string): Promise<T> {
  const w = window as unknown as { __rdData?: Map<string, Promise<unknown>> };
  const cache = (w.__rdData ??= new Map());
  let pending = cache.get(path) as Promise<T> | undefined;
  if (!pending) {
    pending = fetchJson<T>(path);
    cache.set(path, pending);
    pending.catch(() => cache.delete(path));
  }
  return pending;
}

/** The page's edition's copy of a data file: a Dutch page reads /nl/devotionals/…, an English one /devotionals/…. */
function editionFile(path: string): string {
  return localePath(splitLocalePath(window.location.pathname).locale, path);
}

export const loadIndex = () => cached<ArchiveIndex>(editionFile(ARCHIVE_INDEX_PATH));
export const loadPart = (year: string) => cached<ArchivePartFile>(editionFile(partPath(year))).then((part) => part.devotionals);
export const loadWordShard = (shard: string) => cached<WordShard>(editionFile(shardPath(shard)));

/** Every devotional dated from `from` to `to` (inclusive), newest first: only the parts that hold them. */
export async function loadBetween(from: string, to: string): Promise<ManifestEntry[]> {
  const parts = partsBetween(await loadIndex(), from, to);
  const loaded = await Promise.all(parts.map((part) => loadPart(part.year)));
  return loaded.flat().filter((d) => d.date >= from && d.date <= to);
}

/**
 * Passage numbers whose scripture text holds every word of `query` (null: no word to look up). Fetches only the
 * shards of the query's words that exist; a shard that cannot be read counts as empty (the passage still matches).
 */
export async function loadTextPassages(query: string): Promise<Set<number> | null> {
  const existing = new Set((await loadIndex()).wordShards);
  const keys = [...new Set(queryWords(query).map(shardOf))].filter((key) => existing.has(key));
  const loaded = await Promise.all(
    keys.map(async (key) => {
      try {
        return [key, await loadWordShard(key)] as const;
      } catch {
        return [key, {}] as const;
      }
    }),
  );
  return passagesMatching(query, new Map(loaded));
}
