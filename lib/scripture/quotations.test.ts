import { describe, expect, it } from 'vitest';
import { findQuotations, quotationMatches } from './quotations.ts';

describe('findQuotations', () => {
  it('finds quoted phrases followed by a reference, and skips other parentheses', () => {
    const found = findQuotations('He said, "Before Abraham was, I am" (John 8:58). Later "this" (verse 3) and "that" (see above).');
    expect(found.map((q) => [q.phrase, q.reference])).toEqual([['Before Abraham was, I am', 'John 8:58']]);
  });
});

describe('quotationMatches', () => {
  const verse = 'He restoreth my soul: he leadeth me in the paths of righteousness for his name’s sake.';
  it('accepts the exact words, with closing punctuation or an ellipsis', () => {
    expect(quotationMatches('for his name’s sake.', verse)).toBe(true);
    expect(quotationMatches('He restoreth my soul … for his name’s sake', verse)).toBe(true);
  });
  it('refuses a straight apostrophe or a capital the KJV does not have', () => {
    expect(quotationMatches("for his name's sake", verse)).toBe(false);
    expect(quotationMatches('For his name’s sake', verse)).toBe(false);
  });
});
