import { describe, expect, it } from 'vitest';
import { editionParts, editionsFromEnv, inEditions } from './build-parts.ts';
import { LOCALES, type Locale } from './registry.ts';

const four: Locale[] = ['en', 'nl', 'es', 'pt'];

describe('editionParts', () => {
  it('splits the editions into runs in registry order, as even as they divide', () => {
    expect(editionParts(four, 2)).toEqual([
      ['en', 'nl'],
      ['es', 'pt'],
    ]);
    expect(editionParts(four, 3)).toEqual([['en', 'nl'], ['es'], ['pt']]);
    expect(editionParts(['en', 'nl', 'es'], 2)).toEqual([['en', 'nl'], ['es']]);
  });

  it('makes one part on one core and never more parts than editions', () => {
    expect(editionParts(four, 1)).toEqual([four]);
    expect(editionParts(four, 0)).toEqual([four]);
    expect(editionParts(['en', 'nl'], 8)).toEqual([['en'], ['nl']]);
  });

  it('gives every edition of the registry to exactly one part', () => {
    for (const count of [1, 2, 3, 16]) expect(editionParts(LOCALES, count).flat()).toEqual(LOCALES);
  });
});

describe('inEditions', () => {
  it("tells a page's edition by its address, and gives the files no edition owns to the default edition", () => {
    const firstHalf = new Set<Locale>(['en', 'nl']);
    expect(inEditions('/devotional/abc/', firstHalf)).toBe(true);
    expect(inEditions('/nl/devotional/abc/', firstHalf)).toBe(true);
    expect(inEditions('/es/devotional/abc/', firstHalf)).toBe(false);
    expect(inEditions('/bible/bsb/Genesis.json', firstHalf)).toBe(true);
    expect(inEditions('/favicon.ico', new Set<Locale>(['es', 'pt']))).toBe(false);
    expect(inEditions('/pt/', new Set<Locale>(['es', 'pt']))).toBe(true);
  });
});

describe('editionsFromEnv', () => {
  it('reads a comma-separated list, and all editions when unset', () => {
    expect(editionsFromEnv('es, pt', four)).toEqual(new Set(['es', 'pt']));
    expect(editionsFromEnv(undefined, four)).toBeNull();
    expect(editionsFromEnv('', four)).toBeNull();
  });

  it('refuses an edition the registry does not have', () => {
    expect(() => editionsFromEnv('es,xx', four)).toThrow(/xx/);
  });
});
