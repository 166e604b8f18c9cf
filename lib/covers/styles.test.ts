import { describe, expect, it } from 'vitest';
import { COVER_SIZES, COVER_STYLES, coverSvg, layoutTitle } from './styles.ts';

const source = { title: 'Called by Name from a Sycamore Tree', passage: 'Luke 19:1-10', doctrine: 'Irresistible Grace' };

describe('layoutTitle', () => {
  it('sets a short title large on one line', () => {
    const layout = layoutTitle('Born from Above', 960, 290);
    expect(layout.lines).toEqual(['Born from Above']);
    expect(layout.fontSize).toBe(84);
  });
  it('shrinks and wraps a long title to fit the box', () => {
    const title = 'When the Mountains Depart and the Hills Are Removed, His Kindness Shall Not Depart from Thee';
    const layout = layoutTitle(title, 960, 290);
    expect(layout.fontSize).toBeLessThan(84);
    expect(layout.lines.length).toBeLessThanOrEqual(4);
    expect(layout.lines.length * layout.lineHeight).toBeLessThanOrEqual(290);
    expect(layout.lines.join(' ')).toBe(title);
  });
  it('ends an overlong title with an ellipsis rather than overflowing', () => {
    const layout = layoutTitle('word '.repeat(80).trim(), 600, 150);
    expect(layout.lines.length * layout.lineHeight).toBeLessThanOrEqual(150);
    expect(layout.lines.at(-1)).toMatch(/…$/);
  });
});

describe('coverSvg', () => {
  it('has four distinct, named styles at both sizes with the title, passage and doctrine', () => {
    expect(COVER_STYLES.map((s) => s.name)).toEqual(['Dawn', 'Parchment', 'Nocturne', 'Banner']);
    const svgs = COVER_STYLES.map((s) => coverSvg(source, s.id, 'wide'));
    expect(new Set(svgs).size).toBe(4);
    for (const size of ['wide', 'square'] as const) {
      for (const style of COVER_STYLES) {
        const svg = coverSvg(source, style.id, size);
        expect(svg).toContain(`width="${COVER_SIZES[size].width}" height="${COVER_SIZES[size].height}"`);
        expect(svg).toContain('Luke 19:1-10');
        expect(svg).toContain('IRRESISTIBLE GRACE');
        expect(svg).toContain('Sycamore');
        expect(svg).toContain('font-family="Lora"');
      }
    }
  });
  it('escapes markup in the title', () => {
    expect(coverSvg({ ...source, title: 'Bread & <Wine>' }, 'dawn', 'wide')).toContain('Bread &amp; &lt;Wine&gt;');
  });
  it('uses the doctrine’s palette', () => {
    const a = coverSvg({ ...source, doctrine: 'Providence' }, 'dawn', 'wide');
    const b = coverSvg({ ...source, doctrine: 'Total Depravity' }, 'dawn', 'wide');
    expect(a).not.toBe(b);
  });
});

describe('coverSvg without lettering (the art for places that set the title beside it)', () => {
  it('draws no text in any style or size, while the titled cover names the title', () => {
    for (const style of COVER_STYLES) {
      for (const size of ['wide', 'square'] as const) {
        const art = coverSvg(source, style.id, size, { titled: false });
        expect(art).not.toContain('<text');
        expect(art).not.toContain('Sycamore');
        expect(art).toMatch(/<rect /);
        expect(coverSvg(source, style.id, size)).toContain('Sycamore');
      }
    }
  });
});
