/**
 * The Berean Standard Bible as the build, the daily e-mail and supabase/local's Bible text service read it: a
 * folder of book files in the KJV source's shape named by `BSB_SOURCE` (default `../shared/bsb` beside the
 * project when it exists), else the public text at a pinned commit (pinned.ts: one file for the whole Bible,
 * checked against its SHA-256 and parsed by lib/scripture/bsb-text.ts). Never committed to the repository.
 * Runs in Node and in Deno (no Node imports here).
 */
import { parseBsbText } from '../scripture/bsb-text.ts';
import { extractPassage, type BookText, type PassageVerse } from '../scripture/passage.ts';
import { formatReference, parseReference, type PassageReference } from '../scripture/reference.ts';
import { BSB_OMITTED_VERSES } from '../scripture/translations.ts';
import { bookLoader } from './book-loader.ts';
import { isUrl, PINNED_BSB, pinnedFile, type PinnedOptions, type PinnedSet } from './pinned.ts';

export const DEFAULT_BSB_SOURCE = '../shared/bsb';
export const PINNED_BSB_FILE = 'formats/txt/BSB.txt';

export interface BibleSource {
  /** The passage's verses; the BSB's omitted verses come back marked `omitted`. Throws on a bad reference. */
  verses(reference: string): Promise<{ ref: PassageReference; verses: PassageVerse[] }>;
  /** One whole book ("1 John"), in the shape of ../shared/bsb's files. */
  book(name: string): Promise<BookText>;
}

export interface BsbAccess extends PinnedOptions {
  /** Reads a book file of a folder source. */
  readText(file: string): Promise<string>;
  /** The pinned set the source names (default PINNED_BSB; tests pin a text of their own). */
  pinnedSet?: PinnedSet;
}

/**
 * A folder source's reader for both kinds of folder: an http(s) address is fetched (a 404 is a missing book, as a
 * missing file is), anything else is a path handed to `readFile` (Node's fs, or Deno's in a function).
 */
export function folderText(readFile: (path: string) => Promise<string>, fetchImpl?: typeof fetch): (file: string) => Promise<string> {
  return async (file) => {
    if (!isUrl(file)) return readFile(file);
    const response = await (fetchImpl ?? fetch)(file, { signal: AbortSignal.timeout(60_000) });
    if (response.status === 404) throw Object.assign(new Error(`${file} answered 404`), { code: 'ENOENT' });
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    return response.text();
  };
}

/** `source`: a folder (or http(s) folder) of `<Book>.json`, or the pinned set's base URL. */
export function createBsbSource(source: string, access: BsbAccess): BibleSource {
  const set = access.pinnedSet ?? PINNED_BSB;
  const book = bookLoader({
    source,
    pinnedBaseUrl: set.baseUrl,
    name: 'BSB',
    readText: access.readText,
    readPinned: () => pinnedFile(set, PINNED_BSB_FILE, access).then((bytes) => parseBsbText(new TextDecoder().decode(bytes))),
    missingHint: `Set BSB_SOURCE to a folder of BSB book files (default ${DEFAULT_BSB_SOURCE}).`,
  });
  return {
    book,
    async verses(reference) {
      const ref = parseReference(reference);
      return { ref, verses: extractPassage(await book(ref.book), ref, BSB_OMITTED_VERSES) };
    },
  };
}

/** "words (Reference)" in the BSB for a memory verse's reference; null when every verse of it is omitted. */
export async function bsbMemoryVerse(source: BibleSource, reference: string): Promise<string | null> {
  const { ref, verses } = await source.verses(reference);
  const words = verses.filter((v) => !v.omitted).map((v) => v.text);
  return words.length ? `${words.join(' ')} (${formatReference(ref)})` : null;
}
