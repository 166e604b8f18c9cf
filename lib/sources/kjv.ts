/**
 * The KJV text the seed copies into each devotional and supabase/local's Bible text service serves: a folder of
 * book files named by `KJV_SOURCE` (default `../shared/kjv` beside the project when it exists, else the public KJV
 * repository at a pinned commit: pinned.ts), one `<Book>.json` per book; the text is never typed into content/.
 */
import { kjvFileName } from '../scripture/books.ts';
import { extractVerses, formatMemoryVerse, formatPassageText, type KjvBook, type Verse } from '../scripture/kjv.ts';
import { parseReference, type PassageReference } from '../scripture/reference.ts';
import { pinnedFile, pinnedSetFor, type PinnedOptions } from './pinned.ts';

export const DEFAULT_KJV_SOURCE = '../shared/kjv';

export interface KjvSource {
  verses(reference: string): Promise<{ ref: PassageReference; verses: Verse[] }>;
  /** scripture_text: numbered verses, one per line (lib/scripture/kjv.ts formatPassageText). */
  passageText(reference: string): Promise<string>;
  /** memory_verse: "words (Reference)" (lib/scripture/kjv.ts formatMemoryVerse). */
  memoryVerse(reference: string): Promise<string>;
}

export interface KjvAccess extends PinnedOptions {
  /** Reads a book file of a folder source. */
  readText(file: string): Promise<string>;
}

export function createKjvSource(dir: string, access: KjvAccess): KjvSource {
  const books = new Map<string, Promise<KjvBook>>();
  const load = (name: string): Promise<KjvBook> => {
    const pinned = pinnedSetFor(dir);
    if (pinned) return pinnedFile(pinned, kjvFileName(name), access).then((bytes) => JSON.parse(new TextDecoder().decode(bytes)) as KjvBook);
    const file = `${dir.replace(/\/+$/, '')}/${kjvFileName(name)}`;
    return access.readText(file).then(
      (text) => JSON.parse(text) as KjvBook,
      (error: Error & { code?: string }) => {
        throw new Error(
          error.code === 'ENOENT' || error.name === 'NotFound'
            ? `The KJV text of ${name} is missing: no ${file}. Set KJV_SOURCE to a folder of KJV book files (default ${DEFAULT_KJV_SOURCE}).`
            : `Could not read ${file}: ${error.message}`,
        );
      },
    );
  };
  const book = (name: string) => {
    let loading = books.get(name);
    if (!loading) {
      loading = load(name);
      books.set(name, loading);
    }
    return loading;
  };
  const verses = async (reference: string) => {
    const ref = parseReference(reference);
    return { ref, verses: extractVerses(await book(ref.book), ref) };
  };
  return {
    verses,
    async passageText(reference) {
      return formatPassageText((await verses(reference)).verses);
    },
    async memoryVerse(reference) {
      const { ref, verses: v } = await verses(reference);
      return formatMemoryVerse(v, ref);
    },
  };
}
