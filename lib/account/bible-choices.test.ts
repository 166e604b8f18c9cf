import { describe, expect, it } from 'vitest';
import { storedBibleChoice, storedBibleChoices } from './bible-choices.ts';

describe("the account's Bible choice per edition", () => {
  const stored = { english: 'bsb', readerBibles: [{ language: 'es', translation: 'kjv' }] };

  it('reads the English choice from the preferences and each translated edition’s from its own row', () => {
    expect(storedBibleChoice('en', stored)).toBe('bsb');
    expect(storedBibleChoice('es', stored)).toBe('kjv');
    expect(storedBibleChoice('nl', stored)).toBeNull();
  });

  it('gives every edition, null where nothing was chosen', () => {
    expect(storedBibleChoices(stored)).toEqual({ en: 'bsb', nl: null, es: 'kjv', pt: null });
    expect(storedBibleChoices({ english: null, readerBibles: [] })).toEqual({ en: null, nl: null, es: null, pt: null });
  });
});
