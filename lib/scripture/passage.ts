/**
 * The verses of a reference in any translation whose books have the KJV source's shape (../shared/kjv,
 * ../shared/bsb): one book's chapters and verses in, the passage's verses out, in order. A verse the translation
 * leaves out of its main text on purpose (the BSB's sixteen: lib/scripture/translations.ts) comes back marked
 * `omitted` so the reader is told in place; any other gap is an error naming the reference.
 */
import { formatReference, type PassageReference } from './reference.ts';

export interface BookText {
  book: string;
  chapters: Array<{ chapter: string; verses: Array<{ verse: string; text: string }> }>;
}

export interface PassageVerse {
  chapter: number;
  verse: number;
  /** The words; empty when `omitted`. */
  text: string;
  omitted?: true;
}

/** "Matthew 17:21": how `omitted` sets name a verse. */
export const verseKey = (book: string, chapter: number, verse: number) => `${book} ${chapter}:${verse}`;

function chapterVerses(book: BookText, chapter: number, ref: PassageReference): Map<number, string> {
  const found = book.chapters.find((c) => Number(c.chapter) === chapter);
  if (!found) throw new Error(`${book.book} has no chapter ${chapter} (${formatReference(ref)})`);
  return new Map(found.verses.map((v) => [Number(v.verse), v.text.trim()]));
}

/** The last verse number of a chapter, counting the verses the translation omits. */
function lastVerse(texts: Map<number, string>, book: string, chapter: number, omitted: ReadonlySet<string>): number {
  let last = Math.max(0, ...texts.keys());
  while (omitted.has(verseKey(book, chapter, last + 1))) last += 1;
  return last;
}

export function extractPassage(book: BookText, ref: PassageReference, omitted: ReadonlySet<string> = new Set()): PassageVerse[] {
  const firstChapter = ref.chapter;
  const endChapter = ref.verses?.endChapter ?? ref.chapter;
  const out: PassageVerse[] = [];
  for (let chapter = firstChapter; chapter <= endChapter; chapter += 1) {
    const texts = chapterVerses(book, chapter, ref);
    const last = lastVerse(texts, book.book, chapter, omitted);
    const from = ref.verses && chapter === firstChapter ? ref.verses.start : 1;
    const to = ref.verses && chapter === endChapter ? ref.verses.end : last;
    if (to > last) {
      throw new Error(`${formatReference(ref)} runs past the end of ${book.book} ${chapter}, which has ${last} verses`);
    }
    for (let verse = from; verse <= to; verse += 1) {
      const text = texts.get(verse);
      if (text) out.push({ chapter, verse, text });
      else if (omitted.has(verseKey(book.book, chapter, verse))) out.push({ chapter, verse, text: '', omitted: true });
      else throw new Error(`${book.book} ${chapter} has no verse ${verse} (${formatReference(ref)})`);
    }
  }
  return out;
}

/**
 * A verse's number as the passage shows it: the verse alone, or "8:1" where a passage crosses into a new chapter.
 */
export function verseLabel(verse: PassageVerse, first: PassageVerse | undefined): string {
  return first && verse.chapter !== first.chapter ? `${verse.chapter}:${verse.verse}` : String(verse.verse);
}
