/**
 * A passage reference as the devotionals use them: "Psalm 23:1-6", "1 John 4:7-8", "Genesis 22:1-14",
 * "Romans 8:28", a whole chapter ("Psalm 23"), or a range that runs into the next chapter ("John 7:53-8:11").
 */
import { displayBookName, findBook } from './books.ts';

export interface PassageReference {
  /** The book as the KJV source names it ("Psalms", "1 John"). */
  book: string;
  chapter: number;
  /**
   * Inclusive verse range; null for the whole chapter. `endChapter` is set only when the range ends in a later
   * chapter than it starts (`end` is then a verse of that chapter).
   */
  verses: { start: number; end: number; endChapter?: number } | null;
}

const REFERENCE = /^\s*((?:[1-3]\s*)?[A-Za-z][A-Za-z .]*?)\s+(\d+)(?:\s*:\s*(\d+)(?:\s*[-–]\s*(?:(\d+)\s*:\s*)?(\d+))?)?\s*$/;

/** Parses a reference; throws an error naming the reference and the expected shape when it cannot. */
export function parseReference(text: string): PassageReference {
  const m = REFERENCE.exec(text);
  if (!m) throw new Error(`"${text}" is not a passage reference like "Romans 8:28" or "Psalm 23:1-6"`);
  const book = findBook(m[1]);
  if (!book) throw new Error(`"${m[1].trim()}" in "${text}" is not a book of the Bible`);
  const chapter = Number(m[2]);
  if (m[3] === undefined) return { book: book.name, chapter, verses: null };
  const start = Number(m[3]);
  const end = m[5] === undefined ? start : Number(m[5]);
  const endChapter = m[4] === undefined ? chapter : Number(m[4]);
  if (start < 1 || end < 1 || endChapter < chapter || (endChapter === chapter && end < start)) {
    throw new Error(`"${text}" has a verse range that runs backwards`);
  }
  if (endChapter !== chapter) return { book: book.name, chapter, verses: { start, end, endChapter } };
  return { book: book.name, chapter, verses: { start, end } };
}

/** The reference written out the way the site shows it ("Psalm 23:1-6"). */
export function formatReference(ref: PassageReference): string {
  const book = findBook(ref.book);
  const name = book ? displayBookName(book, true) : ref.book;
  if (!ref.verses) return `${name} ${ref.chapter}`;
  const { start, end, endChapter } = ref.verses;
  if (endChapter !== undefined && endChapter !== ref.chapter) return `${name} ${ref.chapter}:${start}-${endChapter}:${end}`;
  return `${name} ${ref.chapter}:${start}${end !== start ? `-${end}` : ''}`;
}
