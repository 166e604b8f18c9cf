import { describe, expect, it } from 'vitest';
import { BIBLE_COLUMNS, bibleColumn } from './bible-columns.ts';

describe("the account's Bible choice per edition", () => {
  it('keeps each edition’s choice in its own column', () => {
    expect(bibleColumn('en')).toBe('bible_translation');
    expect(bibleColumn('nl')).toBe('bible_translation_nl');
    expect(bibleColumn('es')).toBe('bible_translation_es');
    expect(BIBLE_COLUMNS).toEqual(['bible_translation', 'bible_translation_nl', 'bible_translation_es']);
  });
});
