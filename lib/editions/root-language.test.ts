import { describe, expect, it } from 'vitest';
import { acceptedLocale, cookieLocale, rootLanguageAnswer } from './root-language.ts';

describe('the language of "/"', () => {
  it('reads the lang cookie among others, ignoring a value that is not an edition', () => {
    expect(cookieLocale('theme=dark; lang=nl; other=1')).toBe('nl');
    expect(cookieLocale('lang=de')).toBeNull();
    expect(cookieLocale('language=es')).toBeNull();
    expect(cookieLocale(null)).toBeNull();
  });

  it('takes the most wanted of our languages from Accept-Language', () => {
    expect(acceptedLocale('nl-NL,nl;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('nl');
    expect(acceptedLocale('de-DE,de;q=0.9,es;q=0.8,nl;q=0.5')).toBe('es');
    expect(acceptedLocale('en-GB,en;q=0.9,nl;q=0.8')).toBe('en');
    expect(acceptedLocale('es-419')).toBe('es');
    expect(acceptedLocale('nl;q=0.2, es;q=0.6')).toBe('es');
    expect(acceptedLocale('nl;q=0, fr')).toBeNull();
    expect(acceptedLocale('fr, *;q=0.1')).toBe('en');
    expect(acceptedLocale('')).toBeNull();
  });

  it('redirects once by the browser, then follows the reader’s own choice', () => {
    expect(rootLanguageAnswer(null, 'nl-BE,nl;q=0.9')).toEqual({
      kind: 'redirect',
      location: '/nl/',
      setCookie: 'lang=nl; Path=/; Max-Age=31536000; SameSite=Lax',
    });
    expect(rootLanguageAnswer('lang=en', 'nl-BE,nl;q=0.9')).toEqual({ kind: 'serve' });
    expect(rootLanguageAnswer('lang=es', 'en-US')).toEqual({ kind: 'redirect', location: '/es/', setCookie: null });
    expect(rootLanguageAnswer(null, 'en-US,en;q=0.9')).toEqual({ kind: 'serve' });
    expect(rootLanguageAnswer(null, 'fr-FR')).toEqual({ kind: 'serve' });
    expect(rootLanguageAnswer(null, null)).toEqual({ kind: 'serve' });
  });
});
