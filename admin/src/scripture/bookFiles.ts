/**
 * The Bible book files the site writes on every build (/bible/{translation}/{Book}.json: the BSB, the Statenvertaling
 * and the Reina-Valera 1909, each in its own verse slots), read once per book and kept for the session.
 */
import { kjvFileName } from '@lib/scripture/books.ts';
import type { BookText } from '@lib/scripture/passage.ts';
import { BOOK_FILE_BIBLES, TRANSLATIONS } from '@lib/scripture/translations.ts';

export type BookFileTranslation = (typeof BOOK_FILE_BIBLES)[number];

const books = new Map<string, Promise<BookText>>();

/** `base` is the site's origin; the console is served from it, so '' in the browser. */
export function loadBookFile(translation: BookFileTranslation, name: string, base = ''): Promise<BookText> {
  const url = `${base}/bible/${translation}/${kjvFileName(name)}`;
  let loading = books.get(url);
  if (!loading) {
    loading = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`The ${TRANSLATIONS[translation].abbreviation} text could not be loaded (${response.status})`);
      return response.json() as Promise<BookText>;
    });
    loading.catch(() => books.delete(url));
    books.set(url, loading);
  }
  return loading;
}
