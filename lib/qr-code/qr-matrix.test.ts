import { describe, expect, it } from 'vitest';
import { alignmentPositions, dataCodewords, formatBits, qrMatrix, totalCodewordCount, versionBits, versionFor } from './qr-matrix.ts';

/** Modules left for data and EC once the function patterns are drawn, per the standard's layout. */
function rawDataModules(version: number): number {
  const align = version === 1 ? 0 : Math.floor(version / 7) + 2;
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) modules -= 25 * align * align - 10 * align - 55;
  if (version >= 7) modules -= 36;
  return modules;
}

describe('QR code symbols', () => {
  it('has block tables whose codewords fill each version exactly', () => {
    for (let v = 1; v <= 15; v++) expect(totalCodewordCount(v), `version ${v}`).toBe(Math.floor(rawDataModules(v) / 8));
  });

  it('places alignment patterns where the standard lists them', () => {
    expect(alignmentPositions(1)).toEqual([]);
    expect(alignmentPositions(2)).toEqual([6, 18]);
    expect(alignmentPositions(7)).toEqual([6, 22, 38]);
    expect(alignmentPositions(15)).toEqual([6, 26, 48, 70]);
  });

  it('encodes format and version information with the standard BCH codes', () => {
    expect(formatBits(0b00, 0).toString(2).padStart(15, '0')).toBe('101010000010010'); // M, mask 0
    expect(formatBits(0b01, 0).toString(2).padStart(15, '0')).toBe('111011111000100'); // L, mask 0
    expect(formatBits(0b00, 5).toString(2).padStart(15, '0')).toBe('100000011001110'); // M, mask 5
    expect(versionBits(7).toString(2).padStart(18, '0')).toBe('000111110010010100');
  });

  it('pads byte-mode data with the terminator and the 0xEC 0x11 pad codewords', () => {
    expect(dataCodewords(new TextEncoder().encode('A'), 1)).toEqual([
      0x40,
      0x14,
      0x10,
      ...Array(13)
        .fill(0)
        .map((_, i) => (i % 2 ? 0x11 : 0xec)),
    ]);
  });

  it('draws a square symbol of the smallest version with finder patterns in three corners', () => {
    const uri =
      'otpauth://totp/127.0.0.1:3000:admin@example.test?algorithm=SHA1&digits=6&issuer=127.0.0.1%3A3000&period=30&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const m = qrMatrix(uri);
    const version = versionFor(new TextEncoder().encode(uri).length);
    expect(m).toHaveLength(version * 4 + 17);
    const finder = (row: number, col: number) =>
      m.slice(row, row + 7).map((r) =>
        r
          .slice(col, col + 7)
          .map((d) => (d ? 1 : 0))
          .join(''),
      );
    const expected = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    const last = m.length - 7;
    expect(finder(0, 0)).toEqual(expected);
    expect(finder(0, last)).toEqual(expected);
    expect(finder(last, 0)).toEqual(expected);
    expect(m[m.length - 8][8]).toBe(true); // the dark module
  });

  it('refuses a text too long for the largest version it draws', () => {
    expect(() => qrMatrix('x'.repeat(500))).toThrow(/do not fit/);
  });
});
