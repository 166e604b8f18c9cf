import { describe, expect, it } from 'vitest';
import { countWords, readingTime } from './reading-time.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('reading time (words / 200, rounded up)', () => {
  it('counts words across lines and paragraphs, not punctuation alone', () => {
    expect(countWords('The LORD is my shepherd;\n\nI shall not want. —')).toBe(9);
    expect(countWords('   ')).toBe(0);
  });

  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [700, 4],
    [1000, 5],
    [1200, 6],
  ])('%i words → %i minutes', (n, minutes) => {
    expect(readingTime(words(n))).toBe(minutes);
  });
});
