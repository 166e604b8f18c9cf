import { describe, expect, it } from 'vitest';
import { qrCodeSvg } from '@lib/qr-code/qr-code-svg.ts';
import { decodeQrSvg } from './qr-svg.ts';

describe("reading back the site's QR codes", () => {
  it('decodes what qrCodeSvg drew, and nothing from what is not one', () => {
    const address = 'https://rd.example.org/nl/groups/group/?id=0b6e4f4e-3f6a-4c55-9d1c-2a7e5b8f9c10&week=2026-W49';
    expect(decodeQrSvg(qrCodeSvg(address))).toBe(address);
    expect(decodeQrSvg('<svg viewBox="0 0 29 29"></svg>')).toBeNull();
  });
});
