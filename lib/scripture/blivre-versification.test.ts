/** The Bíblia Livre's passages come back numbered as their English references (../shared/biblia-livre/README.md). */
import { describe, expect, it } from 'vitest';
import { extractEditionPassage } from './edition-passage.ts';
import { formatEditionPassageText } from './edition-passage-text.ts';
import type { BookText } from './passage.ts';
import { parseReference } from './reference.ts';

const book = (name: string, chapters: Record<number, Record<number, string>>): BookText => ({
  book: name,
  chapters: Object.entries(chapters).map(([chapter, verses]) => ({
    chapter,
    verses: Object.entries(verses).map(([verse, text]) => ({ verse, text })),
  })),
});

describe('the Bíblia Livre against the English numbering', () => {
  it('gives Psalm 46:2-3 as the one verse that holds both', () => {
    const psalms = book('Psalms', { 46: { 1: 'Deus é nosso refúgio.', 2: 'Por isso não temeremos; ainda que suas águas rujam.', 4: 'Há um rio.' } });
    const verses = extractEditionPassage(psalms, parseReference('Psalm 46:1-4'), 'blivre');
    expect(verses.map((v) => [v.verse, v.through?.verse ?? null])).toEqual([
      [1, null],
      [2, 3],
      [4, null],
    ]);
  });

  it('finds Revelation 13:1 in both its slots, 12:18 and 13:1', () => {
    const revelation = book('Revelation', { 12: { 18: 'E eu fiquei parado sobre a areia do mar.' }, 13: { 1: 'E eu vi subir do mar uma besta.' } });
    const verses = extractEditionPassage(revelation, parseReference('Revelation 13:1'), 'blivre');
    expect(verses.map((v) => v.text).join(' ')).toBe('E eu fiquei parado sobre a areia do mar. E eu vi subir do mar uma besta.');
  });

  it('shows a verse the translation leaves out with a note in Portuguese', () => {
    const matthew = book('Matthew', { 17: { 20: 'Por causa da vossa pouca fé.', 22: 'E estando eles na Galileia.' } });
    const verses = extractEditionPassage(matthew, parseReference('Matthew 17:20-22'), 'blivre');
    expect(formatEditionPassageText(verses, 'blivre').split('\n')[1]).toBe('21 [Este versículo não está no texto da Bíblia Livre que usamos.]');
  });
});
