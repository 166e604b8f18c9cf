import { describe, expect, it } from 'vitest';
import { editionHome, localeOfUrl, localePath, splitLocalePath } from './paths.ts';

describe('edition paths', () => {
  it('keeps English addresses and puts the others under their language', () => {
    expect(localePath('en', '/about-us/')).toBe('/about-us/');
    expect(localePath('nl', '/about-us/')).toBe('/nl/about-us/');
    expect(localePath('es', '/')).toBe('/es/');
    expect(localePath('nl', '/devotional/abc/#memory-verse')).toBe('/nl/devotional/abc/#memory-verse');
    expect(() => localePath('nl', 'about-us/')).toThrow('site-absolute');
  });

  it('reads the edition back from an address', () => {
    expect(splitLocalePath('/nl/archive/')).toEqual({ locale: 'nl', path: '/archive/' });
    expect(splitLocalePath('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalePath('/archive/')).toEqual({ locale: 'en', path: '/archive/' });
    expect(splitLocalePath('/en/archive/')).toEqual({ locale: 'en', path: '/en/archive/' });
    expect(splitLocalePath('/nlx/')).toEqual({ locale: 'en', path: '/nlx/' });
    expect(localeOfUrl(new URL('https://example.org/es/series/'))).toBe('es');
    expect(editionHome('nl')).toBe('/nl/');
  });
});
