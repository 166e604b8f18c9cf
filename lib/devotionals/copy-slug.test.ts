import { describe, expect, it } from 'vitest';
import { copySlug } from './copy-slug.ts';

describe('copySlug', () => {
  it('adds -copy- and the start of the copy id', () => {
    expect(copySlug('the-good-shepherd', '3f2a9c10-0000-4000-8000-000000000000')).toBe('the-good-shepherd-copy-3f2a9c');
  });
  it('stays within the 250-character slug limit', () => {
    expect(copySlug('a'.repeat(250), 'abcdef12-0000').length).toBeLessThanOrEqual(250);
  });
});
