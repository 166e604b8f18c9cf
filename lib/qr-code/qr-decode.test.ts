/**
 * Our encoder read back by an independent decoder (jsQR, the one most web scanners use): the authenticator
 * enrolment's codes must scan on a phone, which the standard's tables alone do not prove.
 */
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrMatrix, type QrMatrix } from './qr-matrix.ts';

const SCALE = 4;
const QUIET = 4;

/** The symbol as an RGBA image: black modules on white, with the standard's four-module quiet zone. */
function rasterise(matrix: QrMatrix): { data: Uint8ClampedArray; size: number } {
  const size = (matrix.length + 2 * QUIET) * SCALE;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < SCALE; dy++) {
        for (let dx = 0; dx < SCALE; dx++) {
          const at = (((y + QUIET) * SCALE + dy) * size + (x + QUIET) * SCALE + dx) * 4;
          data[at] = data[at + 1] = data[at + 2] = 0;
        }
      }
    }),
  );
  return { data, size };
}

const PAYLOADS = [
  'otpauth://totp/Reformed%20Devotionals:admin%40reformed-devotionals.local?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Reformed%20Devotionals',
  'otpauth://totp/Reformed%20Devotionals:a.very.long.address.for.a.church.office%40example.org?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Reformed%20Devotionals&algorithm=SHA1&digits=6&period=30',
  'A',
  'Grace upon grace: ÿ and é are bytes too',
];

describe('QR codes read back by an independent decoder', () => {
  it.each(PAYLOADS)('decodes %s', (text) => {
    const { data, size } = rasterise(qrMatrix(text));
    expect(jsQR(data, size, size)?.data).toBe(text);
  });
});
