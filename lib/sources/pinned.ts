/**
 * Texts read from the internet when no local copy is at hand: the KJV, the BSB, the Statenvertaling, the Reina-Valera
 * 1909, the Bíblia Livre and the confessions, from their public
 * repositories at a fixed commit (never a branch), each file checked against its SHA-256 (pinned-sources.json).
 * Runs in Node (the seed, supabase/local) and in Deno (the import-confessions function): where the bytes are kept
 * between runs is the caller's `SourceCache` (a folder beside the database in Node; none in a function, which may
 * write only to /tmp).
 */
import pinned from './pinned-sources.json' with { type: 'json' };

export interface PinnedSet {
  /** owner/name on GitHub. */
  repository: string;
  commit: string;
  /** Raw file base URL at that commit, ending in '/'. */
  baseUrl: string;
  /** File name → SHA-256 (hex) of its bytes. */
  sha256: Record<string, string>;
}

export const PINNED_KJV: PinnedSet = pinned.kjv;
export const PINNED_CONFESSIONS: PinnedSet = pinned.confessions;
/** The Berean Standard Bible: one file, the whole Bible (lib/scripture/bsb-text.ts reads it). */
export const PINNED_BSB: PinnedSet = pinned.bsb;
/** The Statenvertaling: the CrossWire SWORD module DutSVV, one zip (lib/scripture/sword-bible.ts reads it). */
export const PINNED_SV: PinnedSet = pinned.sv;
/** The Reina-Valera 1909: the CrossWire SWORD module SpaRV, one zip. */
export const PINNED_RV1909: PinnedSet = pinned.rv1909;
/** The Bíblia Livre (CC BY 3.0 BR): the CrossWire SWORD module PorBLivre, one zip. */
export const PINNED_BLIVRE: PinnedSet = pinned.blivre;
/** The old Dutch Heidelberg Catechism: one XML file (lib/confessions/heidelberg-nl-xml.ts reads it). */
export const PINNED_CONFESSIONS_NL: PinnedSet = pinned.confessionsNl;

/** Keeps downloaded files between runs; `where` names the place in error messages. */
export interface SourceCache {
  where: string;
  read(set: PinnedSet, fileName: string): Promise<Uint8Array | null>;
  write(set: PinnedSet, fileName: string, bytes: Uint8Array): Promise<void>;
}

export interface PinnedOptions {
  cache?: SourceCache;
  fetchImpl?: typeof fetch;
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The bytes of `fileName` from a pinned set: from the cache when it holds the right bytes, else downloaded,
 * checked and cached. Errors name the file, the address and what to do.
 */
export async function pinnedFile(set: PinnedSet, fileName: string, options: PinnedOptions = {}): Promise<Uint8Array> {
  const expected = set.sha256[fileName];
  if (!expected) throw new Error(`${fileName} is not one of the files pinned from ${set.repository}.`);
  const { cache } = options;
  const existing = cache ? await cache.read(set, fileName).catch(() => null) : null;
  if (existing && (await sha256Hex(existing)) === expected) return existing;

  const url = new URL(fileName, set.baseUrl).href;
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(url, { signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    const reason = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    const kept = cache ? `, then keeps it in ${cache.where}` : '';
    throw new Error(
      `Could not download ${fileName} from ${url} (${reason}). The text is needed once${kept}: ` +
        'connect to the internet and run it again, or point KJV_SOURCE / BSB_SOURCE / STATENVERTALING_SOURCE / REINA_VALERA_SOURCE / BIBLIA_LIVRE_SOURCE / CONFESSIONS_SOURCE / CONFESSIONS_NL_SOURCE at a local copy.',
    );
  }
  if (!response.ok)
    throw new Error(`Downloading ${url} answered ${response.status} ${response.statusText}; the pinned copy at commit ${set.commit} could not be read.`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const actual = await sha256Hex(bytes);
  if (actual !== expected) {
    throw new Error(
      `${url} is not the pinned text: its SHA-256 is ${actual}, expected ${expected}. Nothing was cached; the seed stops rather than load a changed text.`,
    );
  }
  if (cache) await cache.write(set, fileName, bytes);
  return bytes;
}

/** Whether a source setting names a pinned set (its base URL) rather than a folder or another URL. */
export function pinnedSetFor(source: string): PinnedSet | null {
  const normal = source.endsWith('/') ? source : `${source}/`;
  return [PINNED_KJV, PINNED_CONFESSIONS, PINNED_BSB].find((set) => set.baseUrl === normal) ?? null;
}

export const isUrl = (source: string): boolean => /^https?:\/\//i.test(source);
