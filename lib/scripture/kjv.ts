/**
 * The pure half of reading KJV text: given one book's JSON (the shape of ../shared/kjv/<Book>.json),
 * pick out the verses of a reference and format them. Reading the files is lib/sources/kjv.ts's job.
 */
import { extractPassage, verseLabel, type BookText, type PassageVerse } from './passage.ts';
import { formatReference, type PassageReference } from './reference.ts';

export type KjvBook = BookText;

export type Verse = PassageVerse;

/** The verses of `ref` in order; throws when a chapter or any verse of the range is missing from the book. */
export function extractVerses(book: KjvBook, ref: PassageReference): Verse[] {
  return extractPassage(book, ref);
}

/**
 * Scripture text as the devotionals store it (`scripture_text`): one verse per line, each line starting
 * with its verse number ("1 The LORD is my shepherd; I shall not want.\n2 He maketh me ..."), or "8:1" where
 * a passage runs into the next chapter. The site can show it with `white-space: pre-line`, and the numbers
 * survive copy and print.
 */
export function formatPassageText(verses: Verse[]): string {
  return verses.map((v) => `${verseLabel(v, verses[0])} ${v.text}`).join('\n');
}

/**
 * A memory verse as stored (`memory_verse`): the words without verse numbers, then the reference in
 * parentheses: "The LORD is my shepherd; I shall not want. (Psalm 23:1)".
 */
export function formatMemoryVerse(verses: Verse[], ref: PassageReference): string {
  return `${verses
    .filter((v) => !v.omitted)
    .map((v) => v.text)
    .join(' ')} (${formatReference(ref)})`;
}
