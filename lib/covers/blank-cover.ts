/**
 * Whether a cover is blank: a picture that is, away from its edges, one colour. A cover once went out as an empty
 * beige frame with one short line (the Parchment style drawn without its lettering, whose lettering was its whole
 * picture); a hosted image model can also answer with a uniform or empty image. Such a picture must never be
 * stored as a cover, and a stored one must not be shown (docs/covers.md).
 *
 * The test reads pixels only, so it holds for any picture: in the centre (the frame a style draws along its edges
 * does not count) it finds the most common colour and counts the pixels that differ from it visibly. A cover with
 * a title, a motif or a photograph differs in far more than BLANK_SHARE of its centre; a blank one almost nowhere.
 */

export interface CoverPixels {
  /** RGBA, row by row, 4 bytes a pixel (ImageData.data, resvg's pixels). */
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/** The side of the square a picture is read at (./raster.ts, ./picture-pixels.ts): enough to see a title, cheap to decode. */
export const SAMPLE_SIDE = 160;

/** The part of each side left out: a style's frame (Parchment's rules sit within 6% of the edge). */
const EDGE = 0.12;
/** A channel difference below this is noise (compression, dithering, a faint gradient), not a drawn thing. */
const VISIBLE = 12;
/** Below this share of visibly different pixels the centre is one colour. */
export const BLANK_SHARE = 0.02;

export const BLANK_COVER_MESSAGE = 'This cover is blank (almost all one colour), so it was not saved: generate the covers again or choose another one.';

/** The share of the centre's pixels that differ visibly from its most common colour (0: one colour). */
export function coverDetail({ data, width, height }: CoverPixels): number {
  const [x0, x1] = [Math.floor(width * EDGE), Math.ceil(width * (1 - EDGE))];
  const [y0, y1] = [Math.floor(height * EDGE), Math.ceil(height * (1 - EDGE))];
  // The most common colour, counted in steps of 16 per channel so that noise falls into one bucket.
  const buckets = new Map<number, number>();
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 4;
      const key = ((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4);
      buckets.set(key, (buckets.get(key) ?? 0) + 1);
    }
  }
  let mode = 0;
  let best = -1;
  for (const [key, count] of buckets) if (count > best) [mode, best] = [key, count];
  // Its mean colour, against which each pixel is measured.
  const sum = [0, 0, 0];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 4;
      if ((((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4)) !== mode) continue;
      for (let c = 0; c < 3; c++) sum[c] += data[i + c];
    }
  }
  const base = sum.map((s) => s / best);
  let differing = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 4;
      if (Math.max(Math.abs(data[i] - base[0]), Math.abs(data[i + 1] - base[1]), Math.abs(data[i + 2] - base[2])) > VISIBLE) differing++;
    }
  }
  const total = (x1 - x0) * (y1 - y0);
  return total > 0 ? differing / total : 0;
}

export function isBlankCover(pixels: CoverPixels): boolean {
  return coverDetail(pixels) < BLANK_SHARE;
}
