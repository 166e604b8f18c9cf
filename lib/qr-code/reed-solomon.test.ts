import { describe, expect, it } from 'vitest';
import { errorCorrectionCodewords, generatorPolynomial } from './reed-solomon.ts';

describe('Reed–Solomon for QR codes', () => {
  it('computes the error-correction codewords of the standard HELLO WORLD 1-M example', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(errorCorrectionCodewords(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('builds the degree-7 generator α^0 + α^87 x … of the standard', () => {
    // x^7 + α^87 x^6 + α^229 x^5 + α^146 x^4 + α^149 x^3 + α^238 x^2 + α^102 x + α^21, as field elements.
    expect(generatorPolynomial(7)).toEqual([127, 122, 154, 164, 11, 68, 117]);
  });
});
