import { describe, expect, it } from 'vitest';
import { isBlankCover, coverDetail, BLANK_SHARE } from './blank-cover.ts';
import { nodeCoverRasterizer } from './node.ts';
import { COVER_STYLES, COVER_SIZES, type CoverSize } from './styles.ts';

/** The blank cover that went out: warm paper with a thin frame and one short line, as the Parchment art once was. */
const blankParchment = (size: CoverSize) => {
  const { width: w, height: h } = COVER_SIZES[size];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#f6efdf"/><rect x="48" y="48" width="${w - 96}" height="${h - 96}" fill="none" stroke="#2e4a3a" stroke-width="3"/><line x1="${w / 2 - 60}" y1="206" x2="${w / 2 + 60}" y2="206" stroke="#c7a96b" stroke-width="2"/></svg>`;
};

describe('isBlankCover', () => {
  it('finds the blank Parchment cover and a uniform picture blank, read from their PNG bytes', async () => {
    const raster = await nodeCoverRasterizer();
    for (const size of ['square', 'wide'] as const) {
      const pixels = raster.samplePixels(raster.renderSvg(blankParchment(size)), 'image/png');
      expect(isBlankCover(pixels), size).toBe(true);
    }
    const white = raster.renderSvg('<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/></svg>');
    expect(isBlankCover(raster.samplePixels(white, 'image/png'))).toBe(true);
  });

  // The palettes that sit closest to their style's background: greys on the night sky, pale ones on the paper.
  const DOCTRINES = ['Total Depravity', 'Covenant Theology', 'Predestination', 'Providence'];

  it('finds no real cover blank: every style and size, with and without its lettering, in the nearest palettes', async () => {
    const raster = await nodeCoverRasterizer();
    const source = (doctrine: string) => ({ title: 'The Good Shepherd', passage: 'John 10:11-18', doctrine });
    for (const doctrine of DOCTRINES) {
      for (const { id } of COVER_STYLES) {
        for (const size of ['square', 'wide'] as const) {
          for (const titled of [true, false]) {
            const detail = coverDetail(raster.samplePixels(raster.render(source(doctrine), id, size, { titled }), 'image/png'));
            expect(detail, `${id} ${size} ${titled ? 'titled' : 'art'} ${doctrine}`).toBeGreaterThan(BLANK_SHARE * 2);
          }
        }
      }
    }
  }, 120_000);

  it('counts a noisy but even picture (a compressed flat colour) as blank, and a transparent one', () => {
    const side = 64;
    const noisy = new Uint8Array(side * side * 4);
    for (let i = 0; i < noisy.length; i += 4) noisy.set([200 + (i % 7), 190 - (i % 5), 170, 255], i);
    expect(isBlankCover({ data: noisy, width: side, height: side })).toBe(true);
    expect(isBlankCover({ data: new Uint8Array(side * side * 4), width: side, height: side })).toBe(true);
  });
});
