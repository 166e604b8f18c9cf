import { describe, expect, it } from 'vitest';
import { EDITION_BIBLES, LANGUAGE_CHOICES, isLanguage, languageName, languageOf } from './languages.ts';

describe('the editions’ languages', () => {
  it('names each edition in its own language, English first', () => {
    expect(LANGUAGE_CHOICES).toEqual([
      { id: 'en', name: 'English' },
      { id: 'nl', name: 'Nederlands' },
      { id: 'es', name: 'Español' },
      { id: 'pt', name: 'Português' },
    ]);
    expect(languageName('es')).toBe('Español');
  });

  it('keeps an unknown code visible rather than guessing', () => {
    expect(isLanguage('de')).toBe(false);
    expect(languageName('de')).toBe('de');
    expect(languageOf('de')).toBe('en');
    expect(languageOf('nl')).toBe('nl');
  });

  it('quotes the Statenvertaling in Dutch and the Reina-Valera 1909 in Spanish', () => {
    expect(EDITION_BIBLES.nl.id).toBe('sv');
    expect(EDITION_BIBLES.es.id).toBe('rv1909');
    expect(EDITION_BIBLES.en.id).toBe('kjv');
  });
});
