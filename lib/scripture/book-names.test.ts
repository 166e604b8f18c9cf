import { describe, expect, it } from 'vitest';
import { BIBLE_BOOKS } from './books.ts';
import { referenceIn } from './book-names.ts';

describe('book names in the editions', () => {
  it('names every book in Dutch and Spanish, and leaves English as it is', () => {
    for (const locale of ['nl', 'es'] as const) {
      const names = BIBLE_BOOKS.map((b) => referenceIn(locale, `${b.name} 1`));
      expect(new Set(names).size).toBe(66);
    }
    expect(referenceIn('nl', 'John 1')).toBe('Johannes 1');
    expect(referenceIn('es', '1 John 1')).toBe('1 Juan 1');
    expect(referenceIn('es', 'Song of Solomon 1')).toBe('Cantares 1');
    expect(referenceIn('en', 'John 1')).toBe('John 1');
  });

  it('rewrites a reference’s book and keeps its numbers and what follows', () => {
    expect(referenceIn('nl', 'John 10:11-18')).toBe('Johannes 10:11-18');
    expect(referenceIn('es', 'John 10:11-18 (RV1909)')).toBe('Juan 10:11-18 (RV1909)');
    expect(referenceIn('nl', '1 John 4:7')).toBe('1 Johannes 4:7');
    expect(referenceIn('es', 'Psalm 51:1-12')).toBe('Salmo 51:1-12');
    expect(referenceIn('nl', 'Psalms 23')).toBe('Psalm 23');
    expect(referenceIn('nl', 'Johnny 3')).toBe('Johnny 3');
    expect(referenceIn('en', 'John 3:16')).toBe('John 3:16');
  });
});
