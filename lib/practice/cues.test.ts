import { describe, expect, it } from 'vitest';
import { blanks, firstLetters } from './cues.ts';

const creed = 'I believe in God, the Father almighty, Maker of heaven and earth.';
const john316 = 'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.';

describe('first letters', () => {
  it('keeps the first letter of each word and all the punctuation', () => {
    expect(firstLetters(creed)).toBe('I b i G, t F a, M o h a e.');
  });

  it('keeps quotation marks, and cuts a possessive or hyphenated word to its letters', () => {
    expect(firstLetters('Jesus saith unto him, “I am the way.”')).toBe('J s u h, “I a t w.”');
    expect(firstLetters("The LORD's well-pleased  servant")).toBe('T L w-p s');
    expect(firstLetters('  ')).toBe('');
  });
});

describe('fill the blanks', () => {
  const hiddenWords = (round: number) =>
    blanks(john316, round)
      .filter((w) => w.hidden)
      .map((w) => w.word);

  it('gives back the whole text, word by word, with what follows each word', () => {
    const words = blanks(creed, 1);
    expect(words.map((w) => w.word + w.trailing).join('')).toBe(creed);
    expect(words.slice(0, 4)).toMatchObject([
      { word: 'I', trailing: ' ' },
      { word: 'believe', trailing: ' ' },
      { word: 'in', trailing: ' ' },
      { word: 'God', trailing: ', ' },
    ]);
    const quoted = '“Fear not,” he said.';
    const parts = blanks(quoted, 4);
    expect(parts[0]).toEqual({ word: '', hidden: false, trailing: '“' });
    expect(parts.map((w) => w.word + w.trailing).join('')).toBe(quoted);
  });

  it('hides about a quarter of the words in round 1, more each round, and all by round 4', () => {
    const total = blanks(john316, 0).length; // 25 words
    expect(total).toBe(25);
    expect(hiddenWords(0)).toEqual([]);
    expect(hiddenWords(1)).toHaveLength(6);
    expect(hiddenWords(2)).toHaveLength(13);
    expect(hiddenWords(3)).toHaveLength(19);
    expect(hiddenWords(4)).toHaveLength(25);
    expect(hiddenWords(9)).toHaveLength(25);
  });

  it('keeps each round’s blanks hidden in the next', () => {
    for (let round = 1; round < 4; round++) {
      const before = blanks(john316, round);
      const after = blanks(john316, round + 1);
      before.forEach((w, i) => {
        if (w.hidden) expect(after[i].hidden).toBe(true);
      });
    }
  });

  it('hides the same words for the same text and round, and other words for another text', () => {
    expect(blanks(john316, 2)).toEqual(blanks(john316, 2));
    const positions = (text: string) =>
      blanks(text, 1)
        .map((w, i) => (w.hidden ? i : -1))
        .filter((i) => i >= 0);
    const other = john316.replace('For God', 'for God');
    expect(positions(other)).not.toEqual(positions(john316));
  });

  it('hides at least one word of a short text in round 1', () => {
    expect(blanks('Jesus wept.', 1).filter((w) => w.hidden)).toHaveLength(1);
    expect(blanks('', 1)).toEqual([]);
  });
});
