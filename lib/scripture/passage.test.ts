import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kjvFileName } from './books.ts';
import { formatMemoryVerse, formatPassageText } from './kjv.ts';
import { extractPassage, type BookText } from './passage.ts';
import { parseReference } from './reference.ts';
import { BSB_OMITTED_VERSES } from './translations.ts';
import { BSB_DIR, KJV_DIR, readJson } from '../../tests/fixtures/shared-data.ts';

const kjv = (name: string) => readJson<BookText>(path.join(KJV_DIR, kjvFileName(name)));
const bsb = (name: string) => readJson<BookText>(path.join(BSB_DIR, kjvFileName(name)));
const inBsb = (reference: string) => {
  const ref = parseReference(reference);
  return extractPassage(bsb(ref.book), ref, BSB_OMITTED_VERSES);
};

describe('a passage in the BSB', () => {
  it('reads John 10:11 in modern words', () => {
    expect(inBsb('John 10:11')).toEqual([{ chapter: 10, verse: 11, text: 'I am the good shepherd. The good shepherd lays down His life for the sheep.' }]);
  });

  it('keeps an omitted verse in place, marked, instead of skipping its number', () => {
    const verses = inBsb('John 5:1-9');
    expect(verses.map((v) => v.verse)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(verses[3]).toEqual({ chapter: 5, verse: 4, text: '', omitted: true });
    expect(verses.filter((v) => v.omitted)).toHaveLength(1);
    expect(formatPassageText(verses).split('\n')[3]).toBe('4 ');
  });

  it('marks every one of the sixteen omissions, and the KJV has each of them', () => {
    for (const key of BSB_OMITTED_VERSES) {
      expect(inBsb(key), key).toEqual([expect.objectContaining({ omitted: true, text: '' })]);
      const ref = parseReference(key);
      expect(extractPassage(kjv(ref.book), ref)[0].text.length, key).toBeGreaterThan(10);
    }
  });

  it('leaves an omitted verse out of a memory verse made of a range', () => {
    const ref = parseReference('Mark 9:43-45');
    expect(formatMemoryVerse(inBsb('Mark 9:43-45'), ref)).toMatch(/^If your hand causes you to sin, cut it off\..* \(Mark 9:43-45\)$/);
    expect(formatMemoryVerse(inBsb('Mark 9:43-45'), ref)).not.toMatch(/ {2}/);
  });

  it('reads to the end of a chapter, and a whole chapter, counting an omission at the end', () => {
    expect(inBsb('Psalm 117').map((v) => v.verse)).toEqual([1, 2]);
    expect(inBsb('Romans 16:25-27').map((v) => v.verse)).toEqual([25, 26, 27]);
    expect(inBsb('Romans 16').map((v) => v.verse)).toHaveLength(27);
    expect(() => inBsb('Jude 1:24-26')).toThrow(/runs past the end of Jude 1, which has 25 verses/);
    expect(() => inBsb('Obadiah 2:1')).toThrow(/Obadiah has no chapter 2/);
  });

  it('reads a range across chapters, numbering the new chapter’s verses with it', () => {
    const ref = parseReference('John 7:53-8:2');
    expect(ref).toEqual({ book: 'John', chapter: 7, verses: { start: 53, end: 2, endChapter: 8 } });
    const verses = extractPassage(bsb('John'), ref, BSB_OMITTED_VERSES);
    expect(verses.map((v) => `${v.chapter}:${v.verse}`)).toEqual(['7:53', '8:1', '8:2']);
    expect(
      formatPassageText(verses)
        .split('\n')
        .map((line) => line.split(' ')[0]),
    ).toEqual(['53', '8:1', '8:2']);
    expect(formatPassageText(extractPassage(kjv('John'), ref)).split('\n')[1]).toBe('8:1 Jesus went unto the mount of Olives.');
  });
});
