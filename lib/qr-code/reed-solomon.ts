/**
 * Reed–Solomon error correction over GF(256) as QR codes use it (ISO/IEC 18004 §7.5.2): the field's reducing
 * polynomial is x^8 + x^4 + x^3 + x^2 + 1 (0x11D), the generator of degree n is (x - α^0)(x - α^1)…(x - α^(n-1)),
 * and the error-correction codewords are the remainder of the data polynomial times x^n divided by the generator.
 */
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255];
}

function multiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]];
}

/** Coefficients of the generator polynomial of the given degree, highest power first, leading 1 left out. */
export function generatorPolynomial(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j] ^= poly[j];
      next[j + 1] ^= multiply(poly[j], EXP[i]);
    }
    poly = next;
  }
  return poly.slice(1);
}

/** The `degree` error-correction codewords for a block of data codewords. */
export function errorCorrectionCodewords(data: readonly number[], degree: number): number[] {
  const generator = generatorPolynomial(degree);
  const remainder = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ remainder.shift()!;
    remainder.push(0);
    for (let i = 0; i < degree; i++) remainder[i] ^= multiply(generator[i], factor);
  }
  return remainder;
}
