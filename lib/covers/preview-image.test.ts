import { describe, expect, it } from 'vitest';
import { previewImage } from './preview-image.ts';

const id = '0b8f0c52-5d7e-4a53-9c39-3f0a2f1f1a11';
const random = '6d1f7c3e-2b7a-4c55-8e0e-0c1d2e3f4a5b';
const base = 'http://127.0.0.1:54321/storage/v1/object/public/devotional-images';

describe('previewImage', () => {
  it('uses a wide PNG or JPEG cover at 1200×630', () => {
    expect(previewImage(`${base}/${id}/cover-${random}.png`, 'https://example.org')).toEqual({
      url: `${base}/${id}/cover-${random}.png`,
      width: 1200,
      height: 630,
      type: 'image/png',
    });
    expect(previewImage(`${base}/${id}/cover-${random}.jpg`, 'https://example.org').type).toBe('image/jpeg');
  });
  it('falls back to the default PNG for no cover, an SVG, a card-size cover or a foreign URL', () => {
    const fallback = { url: 'https://example.org/images/default-devotional.png', width: 1200, height: 630, type: 'image/png' };
    for (const url of [null, `${base}/${id}/cover-${random}.svg`, `${base}/${id}/cover-card-${random}.png`, 'https://cdn.example.com/x.png', 'not a url']) {
      expect(previewImage(url, 'https://example.org/')).toEqual(fallback);
    }
  });
});
