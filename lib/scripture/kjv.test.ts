import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractVerses, formatMemoryVerse, formatPassageText, type KjvBook } from './kjv.ts';
import { parseReference } from './reference.ts';
import { kjvFileName } from './books.ts';
import { KJV_DIR, readJson } from '../../tests/fixtures/shared-data.ts';

const book = (name: string) => readJson<KjvBook>(path.join(KJV_DIR, kjvFileName(name)));

describe('KJV verses from a book file', () => {
  it('picks Psalm 23:1-6 and formats it one numbered verse per line', () => {
    const ref = parseReference('Psalm 23:1-6');
    const verses = extractVerses(book(ref.book), ref);
    expect(verses.map((v) => v.verse)).toEqual([1, 2, 3, 4, 5, 6]);
    const text = formatPassageText(verses);
    expect(text.split('\n')).toHaveLength(6);
    expect(text.startsWith('1 The LORD is my shepherd; I shall not want.\n2 He maketh me to lie down in green pastures')).toBe(true);
  });

  it('formats a memory verse as its words followed by the reference', () => {
    const ref = parseReference('Romans 8:28');
    expect(formatMemoryVerse(extractVerses(book(ref.book), ref), ref)).toBe(
      'And we know that all things work together for good to them that love God, to them who are the called according to his purpose. (Romans 8:28)',
    );
  });

  it('reads a whole chapter when no verses are given', () => {
    const ref = parseReference('Psalm 117');
    expect(extractVerses(book(ref.book), ref)).toHaveLength(2);
  });

  it('refuses a range that runs past the chapter', () => {
    const ref = parseReference('1 John 4:20-30');
    expect(() => extractVerses(book(ref.book), ref)).toThrow(/runs past the end of 1 John 4, which has 21 verses/);
    const missing = parseReference('Jude 2:1');
    expect(() => extractVerses(book(missing.book), missing)).toThrow(/Jude has no chapter 2/);
  });
});
