/**
 * The pure half of reading KJV text: given one book's JSON (the shape of ../shared/kjv/<Book>.json),
 * pick out the verses of a reference and format them. Reading the files is lib/sources/kjv.ts's job.
 */
import { formatReference, type PassageReference } from './reference.ts';

export interface KjvBook {
  book: string;
  chapters: Array<{ chapter: string; verses: Array<{ verse: string; text: string }> }>;
}

export interface Verse {
  verse: number;
  text: string;
}

/** The verses of `ref` in order; throws when the chapter or any verse of the range is missing from the book. */
export function extractVerses(book: KjvBook, ref: PassageReference): Verse[] {
  const chapter = book.chapters.find((c) => Number(c.chapter) === ref.chapter);
  if (!chapter) throw new Error(`${book.book} has no chapter ${ref.chapter} (${formatReference(ref)})`);
  const all = chapter.verses.map((v) => ({ verse: Number(v.verse), text: v.text.trim() }));
  if (!ref.verses) return all;
  const { start, end } = ref.verses;
  const picked = all.filter((v) => v.verse >= start && v.verse <= end);
  if (picked.length !== end - start + 1) {
    throw new Error(`${formatReference(ref)} runs past the end of ${book.book} ${ref.chapter}, which has ${all.length} verses`);
  }
  return picked;
}

/**
 * Scripture text as the devotionals store it (`scripture_text`): one verse per line, each line starting
 * with its verse number ("1 The LORD is my shepherd; I shall not want.\n2 He maketh me ...").
 * The site can show it with `white-space: pre-line`, and the numbers survive copy and print.
 */
export function formatPassageText(verses: Verse[]): string {
  return verses.map((v) => `${v.verse} ${v.text}`).join('\n');
}

/**
 * A memory verse as stored (`memory_verse`): the KJV words without verse numbers, then the reference in
 * parentheses: "The LORD is my shepherd; I shall not want. (Psalm 23:1)".
 */
export function formatMemoryVerse(verses: Verse[], ref: PassageReference): string {
  return `${verses.map((v) => v.text).join(' ')} (${formatReference(ref)})`;
}
