import { describe, expect, it } from 'vitest';
import { BIBLE_BOOKS } from './books.ts';
import { parseBsbText } from './bsb-text.ts';

const headings = BIBLE_BOOKS.map((b, i) =>
  i === 0 ? '### Genesis\n\n[1:1]  In the beginning   God created.  \n[1:2] And the earth. \n' : `### ${b.name}\n\n[1:1] x \n`,
);

describe('the public BSB file layout', () => {
  it('names books by their order, collapses whitespace and leaves empty verses out', () => {
    const text = headings.join('\n').replace('### Matthew\n\n[1:1] x \n', '### Matthew\n\n[1:1] a \n[1:2] \n[1:3] c\n[2:1] d\n');
    const books = parseBsbText(text);
    expect(books.size).toBe(66);
    expect(books.get('Genesis')?.chapters[0].verses).toEqual([
      { verse: '1', text: 'In the beginning God created.' },
      { verse: '2', text: 'And the earth.' },
    ]);
    expect(books.get('Matthew')?.chapters).toEqual([
      {
        chapter: '1',
        verses: [
          { verse: '1', text: 'a' },
          { verse: '3', text: 'c' },
        ],
      },
      { chapter: '2', verses: [{ verse: '1', text: 'd' }] },
    ]);
  });

  it('refuses a file with a book missing or too many', () => {
    expect(() => parseBsbText(headings.slice(0, 65).join('\n'))).toThrow('The BSB text has 65 books, expected 66');
    expect(() => parseBsbText([...headings, '### Extra\n'].join('\n'))).toThrow(/more than 66 books/);
  });
});
