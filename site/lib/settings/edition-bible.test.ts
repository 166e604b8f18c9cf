import { describe, expect, it } from 'vitest';
import { bibleColumn, editionChoice } from './edition-bible.ts';

describe('the Bible choice per edition', () => {
  it('keeps each edition’s choice in its own column', () => {
    expect(bibleColumn('en')).toBe('bible_translation');
    expect(bibleColumn('nl')).toBe('bible_translation_nl');
    expect(bibleColumn('es')).toBe('bible_translation_es');
  });

  it('takes a stored choice the edition offers, else the fallback, else the edition’s own Bible', () => {
    expect(editionChoice('nl', 'bsb')).toBe('bsb');
    expect(editionChoice('nl', null)).toBe('sv');
    expect(editionChoice('es', 'sv')).toBe('rv1909');
    expect(editionChoice('en', null, 'bsb')).toBe('bsb');
    expect(editionChoice('en', 'rv1909', 'kjv')).toBe('kjv');
  });
});
