import { describe, expect, it } from 'vitest';
import { oembedFileFor } from './oembed-provider.ts';

const site = 'https://devotionals.example.org';
const id = '3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f';

describe('oembedFileFor', () => {
  it.each([
    ['/', '/oembed/today.json'],
    ['/embed/today/', '/oembed/today.json'],
    [`/devotional/${id}/`, `/oembed/devotional/${id}.json`],
    [`/devotional/${id}`, `/oembed/devotional/${id}.json`],
    [`/embed/devotional/${id}/`, `/oembed/devotional/${id}.json`],
    ['/embed/catechism/', '/oembed/catechism.json'],
    ['/embed/verse/', '/oembed/verse.json'],
  ])('maps %s to %s in English, and the same address under /nl/ and /es/ to that edition’s file', (path, file) => {
    expect(oembedFileFor(site + path, site)).toBe(file);
    expect(oembedFileFor(`${site}/nl${path}`, site)).toBe(`/nl${file}`);
    expect(oembedFileFor(`${site}/es${path}`, site)).toBe(`/es${file}`);
  });

  it('maps an edition’s home page without its slash, and ignores the query and fragment a church adds', () => {
    expect(oembedFileFor(`${site}/nl`, site)).toBe('/nl/oembed/today.json');
    expect(oembedFileFor(`${site}/embed/today/?theme=dark&size=compact#x`, site)).toBe('/oembed/today.json');
  });

  it('takes http and https for the same host, and no other host', () => {
    expect(oembedFileFor('http://devotionals.example.org/embed/catechism/', site)).toBe('/oembed/catechism.json');
    expect(oembedFileFor('https://evil.example.com/embed/catechism/', site)).toBeNull();
    expect(oembedFileFor('https://devotionals.example.org.evil.example.com/', site)).toBeNull();
    expect(oembedFileFor('ftp://devotionals.example.org/', site)).toBeNull();
  });

  it('has no file for a page without a card, an unknown edition, a path that climbs or a string that is no URL', () => {
    for (const path of [
      '/about-us/',
      '/archive/',
      '/embed/resize.js',
      '/fr/embed/today/',
      '/devotional/',
      `/devotional/${id}/extra/`,
      '/devotional/..%2F..%2Fetc/',
      '/oembed/today.json',
    ]) {
      expect(oembedFileFor(site + path, site), path).toBeNull();
    }
    expect(oembedFileFor('not a url', site)).toBeNull();
    expect(oembedFileFor('/embed/today/', site)).toBeNull();
  });
});
