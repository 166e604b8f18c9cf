/**
 * Reads back a QR code the site drew as SVG (lib/qr-code/qr-code-svg.ts: one path of unit squares, "M{x} {y}h1v1h-1z",
 * quiet zone included in the view box) with jsQR, the independent decoder lib/qr-code/qr-decode.test.ts uses: the
 * modules are painted black on white and the picture handed to the decoder, so a test proves what a phone would scan.
 */
import jsQR from 'jsqr';

const SCALE = 4;

export function decodeQrSvg(svg: string): string | null {
  const extent = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const d = /<path[^>]*\sd="([^"]*)"/.exec(svg)?.[1];
  if (!extent || !d) return null;
  const size = extent * SCALE;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < SCALE; dy++) {
      for (let dx = 0; dx < SCALE; dx++) {
        const at = ((Number(y) * SCALE + dy) * size + Number(x) * SCALE + dx) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
    }
  }
  return jsQR(data, size, size)?.data ?? null;
}
