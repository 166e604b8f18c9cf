/**
 * /bible/{translation}/{Book}.json for the Bibles the build quotes from a source of its own: the Berean Standard Bible
 * (bsb), the Statenvertaling (sv) and the Reina-Valera 1909 (rv1909), all public domain. One file per book in the
 * shape of lib/scripture/passage.ts's BookText, in the translation's own verse slots; the console picks passages out
 * of them (admin/src/scripture/usePassageIn.ts) with the same English-numbered extraction the build uses
 * (lib/scripture/edition-passage.ts), on the site's own origin, so production needs no Bible service for it.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { BIBLE_BOOKS, kjvFileName } from '@lib/scripture/books.ts';
import type { BookText } from '@lib/scripture/passage.ts';
import { BOOK_FILE_BIBLES } from '@lib/scripture/translations.ts';
import { bsbSourceFromEnv, createBsbSource, createEditionSource, editionSourceFromEnv } from '@lib/sources/node.ts';
import { pageCacheKey } from '../../../lib/incremental/cache-key.ts';
import { sourceDigest } from '../../../lib/incremental/source-digest.ts';

/** The translations written here; the KJV comes from its own service (lib/generator/bible-api.ts). */
const BOOK_FILE_TRANSLATIONS = BOOK_FILE_BIBLES;
type BookFileTranslation = (typeof BOOK_FILE_TRANSLATIONS)[number];

const root = process.cwd();

/** Where each translation's text comes from: a folder or file of its own, or the pinned public copy. */
const sourceOf = (translation: BookFileTranslation) =>
  translation === 'bsb' ? bsbSourceFromEnv(process.env, root) : editionSourceFromEnv(translation, process.env, root);

// A book is rewritten only when its translation's source text changed (or the code reading it).
export const getStaticPaths = (async () =>
  (
    await Promise.all(
      BOOK_FILE_TRANSLATIONS.map(async (translation) => {
        const source = await sourceDigest(sourceOf(translation));
        return Promise.all(
          BIBLE_BOOKS.map(async ({ name }) => ({
            params: { translation, book: kjvFileName(name).replace(/\.json$/, '') },
            props: { translation, name },
            cacheKey: await pageCacheKey({ translation, name, source }),
          })),
        );
      }),
    )
  ).flat()) satisfies GetStaticPaths;
const readers = new Map<BookFileTranslation, (name: string) => Promise<BookText>>();

function reader(translation: BookFileTranslation): (name: string) => Promise<BookText> {
  let found = readers.get(translation);
  if (!found) {
    const source = translation === 'bsb' ? createBsbSource(sourceOf(translation), root) : createEditionSource(translation, sourceOf(translation), root);
    found = (name) => source.book(name);
    readers.set(translation, found);
  }
  return found;
}

export const GET: APIRoute = async ({ props }) => {
  const book = await reader(props.translation as BookFileTranslation)(props.name as string);
  return new Response(JSON.stringify(book), { headers: { 'Content-Type': 'application/json' } });
};
