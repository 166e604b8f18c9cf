/**
 * The KJV text the seed copies into each devotional. Reads the folder of book files named by `KJV_SOURCE`
 * (default `../shared/kjv` beside the project when it exists, else the public KJV repository at a pinned commit,
 * checksummed and cached after the first download: pinned-source.ts), one `<Book>.json` per book; the text is never
 * typed into content/.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { kjvFileName } from '../../lib/scripture/books.ts';
import { extractVerses, formatMemoryVerse, formatPassageText, type KjvBook, type Verse } from '../../lib/scripture/kjv.ts';
import { parseReference, type PassageReference } from '../../lib/scripture/reference.ts';
import { fromRoot } from './paths.ts';
import { PINNED_KJV, pinnedFile, pinnedSetFor } from './pinned-source.ts';

export const DEFAULT_KJV_SOURCE = '../shared/kjv';

export function kjvSourceFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env.KJV_SOURCE) return /^https?:\/\//i.test(env.KJV_SOURCE) ? env.KJV_SOURCE : fromRoot(env.KJV_SOURCE);
  const local = fromRoot(DEFAULT_KJV_SOURCE);
  return existsSync(local) ? local : PINNED_KJV.baseUrl;
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
      const pinned = pinnedSetFor(dir);
      if (pinned) {
        loading = pinnedFile(pinned, kjvFileName(name)).then((bytes) => JSON.parse(bytes.toString('utf8')) as KjvBook);
        books.set(name, loading);
        return loading;
      }
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
