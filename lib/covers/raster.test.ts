import { describe, expect, it } from 'vitest';
import { nodeCoverRasterizer } from './node.ts';
import { pngSize } from '../../tests/support/png-size.ts';
import { COVER_STYLES } from './styles.ts';

const source = { title: 'The Good Shepherd Lays Down His Life', passage: 'John 10:11-18', doctrine: 'Limited Atonement' };

describe('cover rasterizer', () => {
  it('renders every style as PNG at 1200×630 and square', { timeout: 60_000 }, async () => {
    const raster = await nodeCoverRasterizer();
    for (const style of COVER_STYLES) {
      expect(pngSize(raster.render(source, style.id, 'wide'))).toEqual({ width: 1200, height: 630 });
      expect(pngSize(raster.render(source, style.id, 'square'))).toEqual({ width: 1080, height: 1080 });
    }
  });
  it('draws the title with the shipped font (text changes the picture)', { timeout: 60_000 }, async () => {
    const raster = await nodeCoverRasterizer();
    const svg = (text: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#fff"/><text x="10" y="40" font-family="Lora" font-size="30">${text}</text></svg>`;
    const blank = raster.renderSvg(svg(''));
    const word = raster.renderSvg(svg('Grace'));
    expect(Buffer.from(word).equals(Buffer.from(blank))).toBe(false);
  });
  it('reads PNG sizes and refuses other bytes', () => {
    expect(pngSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
