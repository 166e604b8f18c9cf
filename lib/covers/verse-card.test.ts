import { describe, expect, it } from 'vitest';
import { layoutVerse, splitMemoryVerse, verseCardSvg } from './verse-card.ts';

const PSALM = 'The LORD is my shepherd; I shall not want. (Psalm 23:1)';
const LONG =
  'For I am persuaded, that neither death, nor life, nor angels, nor principalities, nor powers, nor things present, nor things to come, Nor height, nor depth, nor any other creature, shall be able to separate us from the love of God, which is in Christ Jesus our Lord.';

describe('splitMemoryVerse', () => {
  it('separates the words from the reference in parentheses', () => {
    expect(splitMemoryVerse(PSALM)).toEqual({ words: 'The LORD is my shepherd; I shall not want.', reference: 'Psalm 23:1' });
  });
  it('keeps a verse without a reference whole', () => {
    expect(splitMemoryVerse('  Jesus wept.  ')).toEqual({ words: 'Jesus wept.', reference: null });
  });
});

describe('layoutVerse', () => {
  it('sets a short verse large, in order, without splitting words', () => {
    const layout = layoutVerse('Jesus wept.', 840, 600);
    expect(layout.lines).toEqual(['Jesus wept.']);
    expect(layout.fontSize).toBe(64);
  });

  it('wraps a long verse into lines that fit the box, shrinking the type, keeping every word', () => {
    const layout = layoutVerse(LONG, 840, 600);
    expect(layout.fontSize).toBeLessThan(64);
    expect(layout.lines.length).toBeGreaterThan(4);
    expect(layout.lines.length * layout.lineHeight).toBeLessThanOrEqual(600);
    const maxChars = Math.floor(840 / (layout.fontSize * 0.5));
    for (const line of layout.lines) expect(line.length).toBeLessThanOrEqual(maxChars);
    expect(layout.lines.join(' ')).toBe(LONG);
  });

  it('ends a verse too long for the box with an ellipsis instead of overflowing', () => {
    const layout = layoutVerse(`${LONG} ${LONG} ${LONG}`, 840, 300);
    expect(layout.fontSize).toBe(30);
    expect(layout.lines.length * layout.lineHeight).toBeLessThanOrEqual(300);
    expect(layout.lines.at(-1)).toMatch(/…$/);
  });
});

describe('verseCardSvg', () => {
  it('is a square with the verse, its reference and the site name, escaped', () => {
    const svg = verseCardSvg({ memoryVerse: 'Fear not, little flock <&> (Luke 12:32)', doctrine: 'Providence' });
    expect(svg).toMatch(/^<svg [^>]*width="1080" height="1080"/);
    expect(svg).toContain('&lt;&amp;&gt;”');
    expect(svg).not.toContain('<&>');
    expect(svg).toContain('>Luke 12:32</text>');
    expect(svg).toContain('REFORMED DEVOTIONALS');
  });
});
