import { describe, expect, it } from 'vitest';
import { BIBLE_BOOKS } from './books.ts';
import { referenceIn } from './book-names.ts';
import { referencesInProse } from './prose-references.ts';

describe('references in a translated text’s prose', () => {
  it('names the book of a citation in parentheses in the text’s language', () => {
    expect(referencesInProse('nl', 'Zichzelf voor hem heeft overgegeven (Galatians 2:20). Dan zegt Jezus')).toBe(
      'Zichzelf voor hem heeft overgegeven (Galaten 2:20). Dan zegt Jezus',
    );
    expect(referencesInProse('es', 'nunca lo echará fuera (John 6:37). Si oyes')).toBe('nunca lo echará fuera (Juan 6:37). Si oyes');
    expect(referencesInProse('nl', 'naar huis ging (Luke 18:9-14).')).toBe('naar huis ging (Lukas 18:9-14).');
  });

  it('rewrites every citation of an aside, chapters alone and chapter ranges too', () => {
    expect(referencesInProse('es', '(Luke 1:1-4; Colossians 4:14)')).toBe('(Lucas 1:1-4; Colosenses 4:14)');
    expect(referencesInProse('nl', '(Leviticus 14; Numbers 19)')).toBe('(Leviticus 14; Numeri 19)');
    expect(referencesInProse('nl', 'blind geboren was (John 9) en (Ezekiel 34)')).toBe('blind geboren was (Johannes 9) en (Ezechiël 34)');
    expect(referencesInProse('es', 'con Betsabé (2 Samuel 11-12)')).toBe('con Betsabé (2 Samuel 11-12)');
    expect(referencesInProse('nl', 'met Bathseba (2 Samuel 11-12)')).toBe('met Bathseba (2 Samuël 11-12)');
  });

  it('takes a numbered book whole and one psalm as one psalm', () => {
    expect(referencesInProse('nl', '(1 Peter 2:22-25)')).toBe('(1 Petrus 2:22-25)');
    expect(referencesInProse('es', '(1 John 4:8)')).toBe('(1 Juan 4:8)');
    expect(referencesInProse('es', '(Psalm 51:10)')).toBe('(Salmo 51:10)');
    expect(referencesInProse('es', '(Song of Songs 2:4)')).toBe('(Cantares 2:4)');
  });

  it('rewrites the reference of a memory verse as stored, "words (Reference)"', () => {
    expect(referencesInProse('nl', 'Ik ben de goede Herder (John 10:11)')).toBe('Ik ben de goede Herder (Johannes 10:11)');
  });

  it('leaves names outside parentheses, names without a chapter, and other words alone', () => {
    const kept = [
      'Lees daarna Psalm 23 nog eens.',
      'Job 3 keer, Mark 5 keer',
      '(Job en Amos)',
      '(zie John)',
      '(Johnny 3)',
      '(Johannes 3:16)',
      '(1 Johannes 4:8)',
      '[een link](https://voorbeeld.nl/John/3)',
    ];
    for (const text of kept) expect(referencesInProse('nl', text)).toBe(text);
  });

  it('leaves an English text as it is', () => {
    expect(referencesInProse('en', 'gave Himself for me (Galatians 2:20)')).toBe('gave Himself for me (Galatians 2:20)');
  });

  it('leaves a citation already in the edition’s language as it is', () => {
    for (const locale of ['nl', 'es'] as const) {
      for (const book of BIBLE_BOOKS) {
        const local = `(${referenceIn(locale, `${book.name} 3:1`)})`;
        expect(referencesInProse(locale, local)).toBe(local);
      }
    }
  });
});
