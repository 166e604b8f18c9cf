/** Which language Listen reads a practice card in: the page's edition. */
import { describe, expect, it } from 'vitest';
import { pageLanguage } from './listen.ts';

describe('pageLanguage', () => {
  it('reads the edition from <html lang>', () => {
    expect(pageLanguage('en')).toBe('en');
    expect(pageLanguage('nl')).toBe('nl');
    expect(pageLanguage('es')).toBe('es');
    expect(pageLanguage('es-ES')).toBe('es');
  });

  it('falls back to English for a page without an edition’s language', () => {
    expect(pageLanguage('')).toBe('en');
    expect(pageLanguage('de')).toBe('en');
    expect(pageLanguage(undefined)).toBe('en');
  });
});
