import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/messages.ts';
import {
  BIBLE_IDS,
  editionBible,
  OMITTED_VERSE_NOTE,
  isBible,
  isTranslation,
  TRANSLATION_IDS,
  TRANSLATIONS,
  translationOrDefault,
  translationsFor,
} from './translations.ts';

describe('the Bibles each edition offers', () => {
  it('keeps the English choice to the KJV and the BSB, as the database stores it', () => {
    expect(TRANSLATION_IDS).toEqual(['kjv', 'bsb']);
    expect(isTranslation('bsb')).toBe(true);
    expect(isTranslation('sv')).toBe(false);
    expect(translationOrDefault('rv1909')).toBe('kjv');
  });

  it('names the Dutch, Spanish and Portuguese Bibles with their languages', () => {
    expect(BIBLE_IDS).toEqual(['kjv', 'bsb', 'sv', 'rv1909', 'blivre']);
    expect(TRANSLATIONS.blivre).toEqual({ id: 'blivre', abbreviation: 'BLivre', name: 'Bíblia Livre', language: 'pt' });
    expect(TRANSLATIONS.sv).toEqual({ id: 'sv', abbreviation: 'SV', name: 'Statenvertaling', language: 'nl' });
    expect(TRANSLATIONS.rv1909).toEqual({ id: 'rv1909', abbreviation: 'RV1909', name: 'Reina-Valera 1909', language: 'es' });
    expect(TRANSLATIONS.kjv.language).toBe('en');
    expect(isBible('rv1909')).toBe(true);
    expect(isBible('rvr1960')).toBe(false);
  });

  it('puts each edition’s own Bible first', () => {
    expect(translationsFor('en')).toEqual(['kjv', 'bsb']);
    expect(translationsFor('nl')).toEqual(['sv', 'kjv', 'bsb']);
    expect(translationsFor('es')).toEqual(['rv1909', 'kjv', 'bsb']);
    expect(translationsFor('pt')).toEqual(['blivre', 'kjv', 'bsb']);
    expect([editionBible('en'), editionBible('nl'), editionBible('es')]).toEqual(['kjv', 'sv', 'rv1909']);
  });
});

describe("the BSB's note on an omitted verse", () => {
  it('is the same sentence in the English catalogue, and its own sentence in Dutch and Spanish', () => {
    expect(translator('en')('devotional.omittedVerse')).toBe(OMITTED_VERSE_NOTE);
    expect(translator('nl')('devotional.omittedVerse')).toMatch(/^Niet in de hoofdtekst van de BSB/);
    expect(translator('es')('devotional.omittedVerse')).toMatch(/^No está en el texto principal de la BSB/);
  });
});
