/**
 * The public BSB text as it is pinned for production (scrollmapper/bible_databases, formats/txt/BSB.txt): a
 * "### Book" heading per book in canonical order, then one "[chapter:verse] words" line per verse. Turned here
 * into the same per-book shape as ../shared/bsb (whitespace collapsed; the sixteen empty verses left out; books
 * named as lib/scripture/books.ts names them, by their order).
 */
import { BIBLE_BOOKS } from './books.ts';
import type { BookText } from './passage.ts';

const HEADING = /^###\s+(.+?)\s*$/;
const VERSE = /^\[(\d+):(\d+)\]\s*(.*)$/;

export function parseBsbText(text: string): Map<string, BookText> {
  const books = new Map<string, BookText>();
  let current: BookText | null = null;
  let headings = 0;
  for (const line of text.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    if (heading) {
      const book = BIBLE_BOOKS[headings];
      if (!book) throw new Error(`The BSB text has more than ${BIBLE_BOOKS.length} books (“${heading[1]}”)`);
      headings += 1;
      current = { book: book.name, chapters: [] };
      books.set(book.name, current);
      continue;
    }
    const verse = VERSE.exec(line);
    if (!verse) continue;
    if (!current) throw new Error('The BSB text has a verse before its first book heading');
    const words = verse[3].replace(/\s+/g, ' ').trim();
    if (!words) continue;
    let chapter = current.chapters.at(-1);
    if (!chapter || chapter.chapter !== verse[1]) {
      chapter = { chapter: verse[1], verses: [] };
      current.chapters.push(chapter);
    }
    chapter.verses.push({ verse: verse[2], text: words });
  }
  if (headings !== BIBLE_BOOKS.length) throw new Error(`The BSB text has ${headings} books, expected ${BIBLE_BOOKS.length}`);
  return books;
}
