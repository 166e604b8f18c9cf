import { describe, expect, it } from 'vitest';
import { numberedQuestion, resolvedPassageVerses, storedPassageVerses } from './guide-text.ts';

describe("the guide's small pieces of text", () => {
  it("puts one space between a question's number and its words, in each edition", () => {
    expect(numberedQuestion('Q49.', 'What benefit do we receive from Christ’s ascension?')).toBe('Q49. What benefit do we receive from Christ’s ascension?');
    expect(numberedQuestion('Vraag 49.', ' Wat nut ontvangen wij? ')).toBe('Vraag 49. Wat nut ontvangen wij?');
    expect(numberedQuestion('P49.', '')).toBe('P49.');
  });

  it('reads a stored passage verse by verse, with its numbers, keeping a line without one', () => {
    expect(storedPassageVerses('1 The LORD is my shepherd; I shall not want.\n\n2 He maketh me to lie down\nA Psalm of David.')).toEqual([
      { number: '1', words: 'The LORD is my shepherd; I shall not want.' },
      { number: '2', words: 'He maketh me to lie down' },
      { number: null, words: 'A Psalm of David.' },
    ]);
  });

  it("numbers the BSB's verses as the passage shows them, across a chapter, and notes an omitted verse", () => {
    const verses = resolvedPassageVerses(
      [
        { chapter: 17, verse: 20, text: 'Because you have so little faith' },
        { chapter: 17, verse: 21, text: '', omitted: true },
        { chapter: 18, verse: 1, text: 'At that time' },
      ],
      'Not in the main text.',
    );
    expect(verses).toEqual([
      { number: '20', words: 'Because you have so little faith' },
      { number: '21', words: 'Not in the main text.' },
      { number: '18:1', words: 'At that time' },
    ]);
  });
});
