import { describe, expect, it } from 'vitest';
import { fromRoman, toRoman } from './roman.ts';

describe('Roman numerals', () => {
  it.each([
    [1, 'I'],
    [4, 'IV'],
    [9, 'IX'],
    [14, 'XIV'],
    [19, 'XIX'],
    [33, 'XXXIII'],
    [40, 'XL'],
    [90, 'XC'],
    [400, 'CD'],
    [1647, 'MDCXLVII'],
    [3999, 'MMMCMXCIX'],
  ])('%i ↔ %s', (n, numeral) => {
    expect(toRoman(n)).toBe(numeral);
    expect(fromRoman(numeral)).toBe(n);
  });

  it('round-trips every Westminster chapter and beyond', () => {
    for (let n = 1; n <= 3999; n++) expect(fromRoman(toRoman(n))).toBe(n);
  });

  it('reads lower case, spaces and a trailing period as headings write them', () => {
    expect(fromRoman(' xiv. ')).toBe(14);
  });

  it('refuses malformed numerals and out-of-range numbers', () => {
    expect(fromRoman('IIII')).toBeNull();
    expect(fromRoman('VX')).toBeNull();
    expect(fromRoman('ABC')).toBeNull();
    expect(fromRoman('')).toBeNull();
    expect(() => toRoman(0)).toThrow(RangeError);
    expect(() => toRoman(4000)).toThrow(RangeError);
    expect(() => toRoman(2.5)).toThrow(RangeError);
  });
});
