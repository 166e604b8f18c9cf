import { describe, expect, it } from 'vitest';
import { formatReference, parseReference } from './reference.ts';
import { findBook, findBookByOsis, kjvFileName } from './books.ts';

describe('parseReference', () => {
  it.each([
    ['Psalm 23:1-6', { book: 'Psalms', chapter: 23, verses: { start: 1, end: 6 } }],
    ['1 John 4:7-8', { book: '1 John', chapter: 4, verses: { start: 7, end: 8 } }],
    ['Genesis 22:1-14', { book: 'Genesis', chapter: 22, verses: { start: 1, end: 14 } }],
    ['Romans 8:28', { book: 'Romans', chapter: 8, verses: { start: 28, end: 28 } }],
    ['Song of Solomon 2:4', { book: 'Song of Solomon', chapter: 2, verses: { start: 4, end: 4 } }],
    ['  psalms 121 ', { book: 'Psalms', chapter: 121, verses: null }],
    ['2 Timothy 3:16–17', { book: '2 Timothy', chapter: 3, verses: { start: 16, end: 17 } }],
    ['John 7:53-8:11', { book: 'John', chapter: 7, verses: { start: 53, end: 11, endChapter: 8 } }],
    ['Romans 8:38–8:39', { book: 'Romans', chapter: 8, verses: { start: 38, end: 39 } }],
  ])('%s', (text, expected) => expect(parseReference(text)).toEqual(expected));

  it('says what is wrong with a reference it cannot read', () => {
    expect(() => parseReference('Hezekiah 3:1')).toThrow(/"Hezekiah" in "Hezekiah 3:1" is not a book of the Bible/);
    expect(() => parseReference('Romans')).toThrow(/not a passage reference/);
    expect(() => parseReference('Romans 8:30-28')).toThrow(/runs backwards/);
    expect(() => parseReference('John 8:2-7:53')).toThrow(/runs backwards/);
  });

  it('writes references back the way the site shows them', () => {
    expect(formatReference(parseReference('Psalms 23:1-6'))).toBe('Psalm 23:1-6');
    expect(formatReference(parseReference('Romans 8:28'))).toBe('Romans 8:28');
    expect(formatReference(parseReference('1John 4:7-8'))).toBe('1 John 4:7-8');
    expect(formatReference(parseReference('John 7:53 - 8:11'))).toBe('John 7:53-8:11');
  });
});

describe('books', () => {
  it('finds books by name, alias and OSIS abbreviation, and names their KJV files', () => {
    expect(findBook('psalm')?.name).toBe('Psalms');
    expect(findBook('1john')?.name).toBe('1 John');
    expect(findBookByOsis('1Cor')?.name).toBe('1 Corinthians');
    expect(kjvFileName(findBook('Song of Songs')!)).toBe('SongofSolomon.json');
    expect(kjvFileName('1 Corinthians')).toBe('1Corinthians.json');
  });
});
