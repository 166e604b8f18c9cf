import { describe, expect, it } from 'vitest';
import { wrapWords } from './word-wrap.ts';

describe('wrapWords', () => {
  it('wraps titles at word boundaries', () => {
    expect(wrapWords('The Lord Is My Shepherd and Guide', 18)).toEqual(['The Lord Is My', 'Shepherd and Guide']);
    expect(wrapWords('Incomprehensibility', 10)).toEqual(['Incomprehensibility']);
  });
});
