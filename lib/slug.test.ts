import { describe, expect, it } from 'vitest';
import { isSlug, slugify } from './slug.ts';

describe('slugify (tag slug rule)', () => {
  it.each([
    ['Grace', 'grace'],
    ["God's Word", 'gods-word'],
    ['  Promises of God  ', 'promises-of-god'],
    ['Faith & Works', 'faith-works'],
    ['Lord’s   Supper', 'lords-supper'],
    ['--Hope--', 'hope'],
    ['A - B', 'a-b'],
    ['Psalm 23', 'psalm-23'],
    ['Tabs\tand\nnewlines', 'tabs-and-newlines'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(isSlug(slug)).toBe(true);
  });

  it('yields nothing for a name without letters or digits', () => {
    expect(slugify('!!! ??')).toBe('');
  });

  it('accepts only lowercase words joined by single hyphens', () => {
    expect(isSlug('gods-word')).toBe(true);
    expect(isSlug('Gods-word')).toBe(false);
    expect(isSlug('gods--word')).toBe(false);
    expect(isSlug('-gods')).toBe(false);
  });
});

describe('slugify edge cases in the order of the slug rule (lowercase, trim, strip, hyphenate, collapse, strip edges)', () => {
  it.each([
    ['GRACE', 'grace'],
    ['Grace !', 'grace'],
    ['grace - - truth', 'grace-truth'],
    ['  -leading and trailing-  ', 'leading-and-trailing'],
    ['Ten Commandments (Part 2)', 'ten-commandments-part-2'],
    ['under_score', 'underscore'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
