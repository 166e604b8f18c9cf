import { describe, expect, it } from 'vitest';
import { contentMatchesType, parseContentType } from './content-type.ts';
import { sniffRasterImage } from '@lib/media/image-signature.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00');
const WEBP = new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 ');
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>');

describe('parseContentType', () => {
  it.each([
    ['image/png', 'image/png'],
    ['IMAGE/PNG', 'image/png'],
    ['text/plain;charset=UTF-8', 'text/plain'],
    ['text/plain; charset="utf-8"', 'text/plain'],
    ['image/svg+xml', 'image/svg+xml'],
    ['application/vnd.api+json', 'application/vnd.api+json'],
  ])('%j is one media type, %j', (value, essence) => {
    expect(parseContentType(value)?.essence).toBe(essence);
  });

  it.each(['image/png,text/html', 'image/png text/html', 'image', 'image/', '/png', 'image/png/x', 'image/png; charset', '', 'image/p ng'])(
    '%j is refused',
    (value) => {
      expect(parseContentType(value)).toBeNull();
    },
  );
});

describe('sniffRasterImage', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect([PNG, JPEG, GIF, WEBP].map(sniffRasterImage)).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
    expect(sniffRasterImage(HTML)).toBeNull();
    expect(sniffRasterImage(new Uint8Array())).toBeNull();
  });

  it('a declared raster type must match the bytes; other types are not sniffed', () => {
    expect(contentMatchesType('image/png', PNG)).toBe(true);
    expect(contentMatchesType('image/png', HTML)).toBe(false);
    expect(contentMatchesType('image/jpeg', PNG)).toBe(false);
    expect(contentMatchesType('audio/mpeg', HTML)).toBe(true);
  });
});
