/**
 * The forgiving check with the BSB's own wording (read from ../shared/bsb, as the build reads it): its curly quotes
 * and apostrophes, its em dashes that join words, and its capitalised pronouns are no fault; a KJV word typed for a
 * BSB word still is, because a learner practising the BSB is learning its words.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRecall } from './checker.ts';
import { extractPassage, type BookText } from '../scripture/passage.ts';
import { kjvFileName } from '../scripture/books.ts';
import { parseReference } from '../scripture/reference.ts';
import { BSB_DIR, readJson } from '../../tests/fixtures/shared-data.ts';

const bsb = (reference: string) => {
  const ref = parseReference(reference);
  return extractPassage(readJson<BookText>(path.join(BSB_DIR, kjvFileName(ref.book))), ref)
    .map((v) => v.text)
    .join(' ');
};

const faults = (expected: string, typed: string) =>
  checkRecall(expected, typed)
    .words.filter((w) => w.status !== 'ok')
    .map((w) => `${w.status} ${w.expected ?? '-'}/${w.typed ?? '-'}`);

describe('recall of a BSB verse', () => {
  it('accepts John 10:11 typed without capitals or punctuation', () => {
    expect(bsb('John 10:11')).toBe('I am the good shepherd. The good shepherd lays down His life for the sheep.');
    expect(checkRecall(bsb('John 10:11'), 'i am the good shepherd the good shepherd lays down his life for the sheep').correct).toBe(true);
  });

  it('does not fault straight quotes for its curly ones, nor spaces for its em dashes', () => {
    const romans11 = bsb('Romans 1:1');
    expect(romans11).toMatch(/God—$/);
    expect(checkRecall(romans11, 'Paul, a servant of Christ Jesus, called to be an apostle, and set apart for the gospel of God').correct).toBe(true);
    const john1412 = bsb('John 14:1');
    expect(john1412).toContain('“');
    expect(checkRecall(john1412, john1412.replace(/[“”]/g, '"').replace(/’/g, "'")).correct).toBe(true);
  });

  it('still reports a word of the other translation where the BSB has its own', () => {
    const expected = bsb('John 10:11');
    expect(faults(expected, 'I am the good shepherd: the good shepherd giveth his life for the sheep')).toEqual(['wrong lays/giveth', 'missing down/-']);
  });
});
