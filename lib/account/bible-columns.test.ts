import { describe, expect, it } from 'vitest';
import { bibleColumn } from './bible-columns.ts';

describe("the account's Bible choice per edition", () => {
  it('keeps each edition’s choice in its own column', () => {
    expect(bibleColumn('en')).toBe('bible_translation');
    expect(bibleColumn('nl')).toBe('bible_translation_nl');
    expect(bibleColumn('es')).toBe('bible_translation_es');
  });
});
