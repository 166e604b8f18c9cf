import { describe, expect, it } from 'vitest';
import { icoFromPngs } from './ico.ts';

describe('icoFromPngs', () => {
  it('writes the icon header and one directory entry per image pointing at its PNG bytes', () => {
    const small = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2]);
    const large = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 3]);
    const ico = icoFromPngs([
      { size: 16, png: small },
      { size: 32, png: large },
    ]);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 2]);
    expect(ico[6]).toBe(16);
    expect(ico[22]).toBe(32);
    expect(view.getUint32(6 + 8, true)).toBe(small.length);
    const secondOffset = view.getUint32(22 + 12, true);
    expect([...ico.slice(secondOffset)]).toEqual([...large]);
    expect(ico.length).toBe(6 + 32 + small.length + large.length);
  });

  it('writes 256 as 0, as the format requires', () => {
    const ico = icoFromPngs([{ size: 256, png: new Uint8Array([1]) }]);
    expect(ico[6]).toBe(0);
    expect(ico[7]).toBe(0);
  });

  it('refuses an empty list and impossible sizes', () => {
    expect(() => icoFromPngs([])).toThrow(/at least one image/);
    expect(() => icoFromPngs([{ size: 512, png: new Uint8Array([1]) }])).toThrow(/1 to 256/);
  });
});
