import { describe, expect, it } from 'vitest';
import { layoutVerse, splitMemoryVerse, verseCardSvg, verseImageLayout, verseImageSvg, VERSE_IMAGE_FORMATS } from './verse-card.ts';

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

describe('verseImageSvg', () => {
  it('draws the square and the story at their sizes, with the reference as given and the site name', () => {
    for (const [format, width, height] of [
      ['square', 1080, 1080],
      ['story', 1080, 1920],
    ] as const) {
      const svg = verseImageSvg({ words: 'Ik ben de goede Herder.', reference: 'Johannes 10:11 (SV)', doctrine: 'Christ', format });
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`));
      expect(svg).toContain('>Johannes 10:11 (SV)</text>');
      expect(svg).toContain('REFORMED DEVOTIONALS');
    }
  });

  it('keeps the square verse card as it was', () => {
    const memoryVerse = 'The LORD is my shepherd; I shall not want. (Psalm 23:1)';
    expect(verseCardSvg({ memoryVerse, doctrine: 'Providence' })).toBe(
      verseImageSvg({ words: 'The LORD is my shepherd; I shall not want.', reference: 'Psalm 23:1', doctrine: 'Providence', format: 'square' }),
    );
  });
});

describe('verseImageLayout', () => {
  it('sets a long verse larger on the story than on the square, every line inside the frame and above the site name', () => {
    const square = verseImageLayout(LONG, 'square');
    const story = verseImageLayout(LONG, 'story');
    expect(story.fontSize).toBeGreaterThan(square.fontSize);
    for (const [layout, format] of [
      [square, 'square'],
      [story, 'story'],
    ] as const) {
      const { height, inset, siteNameFromBottom } = VERSE_IMAGE_FORMATS[format];
      expect(layout.lines.join(' ')).toBe(`“${LONG}”`);
      expect(layout.baselines[0] - layout.fontSize).toBeGreaterThan(inset);
      expect(layout.referenceY).toBeLessThan(height - siteNameFromBottom - 40);
    }
  });

  it('keeps the story’s text out of the top and bottom a phone’s bars cover', () => {
    const story = verseImageLayout('Jesus wept.', 'story');
    expect(story.baselines[0]).toBeGreaterThan(250);
    expect(story.referenceY).toBeLessThan(1920 - 250);
  });
});
