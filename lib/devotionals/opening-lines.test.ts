import { describe, expect, it } from 'vitest';
import { openingLines } from './opening-lines.ts';

describe('openingLines', () => {
  it('gives the first paragraph as plain text, without emphasis markers', () => {
    expect(openingLines('Have you ever *waited* for something?\n\nThe second paragraph.')).toBe('Have you ever waited for something?');
  });

  it('cuts a long paragraph at a word boundary and ends it with an ellipsis', () => {
    const text = 'word '.repeat(100).trim();
    const lines = openingLines(text, 42);
    expect(lines.endsWith('word…')).toBe(true);
    expect(lines.length).toBeLessThanOrEqual(43);
  });

  it('drops the punctuation the cut would leave dangling', () => {
    expect(openingLines('Alpha beta, gamma delta epsilon', 12)).toBe('Alpha beta…');
  });

  it('is empty without a reflection', () => {
    expect(openingLines('')).toBe('');
    expect(openingLines(null)).toBe('');
  });
});
