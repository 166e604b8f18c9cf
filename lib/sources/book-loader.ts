/**
 * One Bible's books, each read once: from a folder of `<Book>.json` files (a path, or an http(s) folder), or from the
 * pinned public file, read and parsed whole on the first book asked for. A failed read is forgotten, so the next
 * request tries again. Shared by the BSB (bsb.ts) and the editions' Bibles (editions.ts); Node and Deno alike.
 */
import { kjvFileName } from '../scripture/books.ts';
import type { BookText } from '../scripture/passage.ts';

export interface BookLoaderOptions {
  /** The folder, or the pinned set's base URL. */
  source: string;
  /** The pinned set's base URL: a `source` equal to it reads the pinned file. */
  pinnedBaseUrl: string;
  /** The Bible's name in messages ("BSB", "Statenvertaling"). */
  name: string;
  /** Reads a book file of a folder source. */
  readText(file: string): Promise<string>;
  /** Every book of the pinned file, by name. */
  readPinned(): Promise<Map<string, BookText>>;
  /** What to do when a folder has no file for a book: the sentence after "no {file}." */
  missingHint: string;
}

export function bookLoader(options: BookLoaderOptions): (name: string) => Promise<BookText> {
  const pinned = options.source.replace(/\/?$/, '/') === options.pinnedBaseUrl;
  let whole: Promise<Map<string, BookText>> | null = null;
  const books = new Map<string, Promise<BookText>>();

  const fromFolder = (name: string): Promise<BookText> => {
    const file = `${options.source.replace(/\/+$/, '')}/${kjvFileName(name)}`;
    return options.readText(file).then(
      (text) => JSON.parse(text) as BookText,
      (error: Error & { code?: string }) => {
        throw new Error(
          error.code === 'ENOENT' || error.name === 'NotFound'
            ? `The ${options.name} text of ${name} is missing: no ${file}. ${options.missingHint}`
            : `Could not read ${file}: ${error.message}`,
        );
      },
    );
  };
  const fromPinned = async (name: string): Promise<BookText> => {
    whole ??= options.readPinned();
    whole.catch(() => (whole = null));
    const book = (await whole).get(name);
    if (!book) throw new Error(`The ${options.name} text has no book ${name}`);
    return book;
  };
  return (name) => {
    let loading = books.get(name);
    if (!loading) {
      loading = pinned ? fromPinned(name) : fromFolder(name);
      loading.catch(() => books.delete(name));
      books.set(name, loading);
    }
    return loading;
  };
}
