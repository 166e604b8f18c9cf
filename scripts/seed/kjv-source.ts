/**
 * The KJV text the seed copies into each devotional. Reads the folder of book files named by `KJV_SOURCE`
 * (default `../shared/kjv` beside the project), one `<Book>.json` per book; the text is never typed into content/.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { kjvFileName } from '../../lib/scripture/books.ts';
import { extractVerses, formatMemoryVerse, formatPassageText, type KjvBook, type Verse } from '../../lib/scripture/kjv.ts';
import { parseReference, type PassageReference } from '../../lib/scripture/reference.ts';
import { fromRoot } from './paths.ts';

export const DEFAULT_KJV_SOURCE = '../shared/kjv';

export function kjvSourceFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return fromRoot(env.KJV_SOURCE || DEFAULT_KJV_SOURCE);
}

export interface KjvSource {
  verses(reference: string): Promise<{ ref: PassageReference; verses: Verse[] }>;
  /** scripture_text: numbered verses, one per line (lib/scripture/kjv.ts formatPassageText). */
  passageText(reference: string): Promise<string>;
  /** memory_verse: "words (Reference)" (lib/scripture/kjv.ts formatMemoryVerse). */
  memoryVerse(reference: string): Promise<string>;
}

export function createKjvSource(dir: string): KjvSource {
  const books = new Map<string, Promise<KjvBook>>();
  const book = (name: string) => {
    let loading = books.get(name);
    if (!loading) {
      const file = path.join(dir, kjvFileName(name));
      loading = readFile(file, 'utf8').then(
        (text) => JSON.parse(text) as KjvBook,
        (error: NodeJS.ErrnoException) => {
          throw new Error(
            error.code === 'ENOENT'
              ? `The KJV text of ${name} is missing: no ${file}. Set KJV_SOURCE to a folder of KJV book files (default ${DEFAULT_KJV_SOURCE}).`
              : `Could not read ${file}: ${error.message}`,
          );
        },
      );
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
