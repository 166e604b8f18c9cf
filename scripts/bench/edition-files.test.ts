import { describe, expect, it } from 'vitest';
import type { BuildMeasurement } from './measure-build.ts';
import { ownerOf, tallyFiles } from './edition-files.ts';
import { buildGrowth } from './report-editions.ts';

describe('bench: the files of each edition', () => {
  it('gives a file to its edition by its folder or, for the search index, by the language Pagefind names', () => {
    expect(ownerOf('index.html')).toBe('en');
    expect(ownerOf('devotional/abc/index.html')).toBe('en');
    expect(ownerOf('nl/devotional/abc/index.html')).toBe('nl');
    expect(ownerOf('es/oembed/devotional/abc.json')).toBe('es');
    expect(ownerOf('pagefind/fragment/nl_1ad7678.pf_fragment')).toBe('nl');
    expect(ownerOf('pagefind/index/es_1c3d756.pf_index')).toBe('es');
    expect(ownerOf('pagefind/filter/en_72b942a.pf_filter')).toBe('en');
    expect(ownerOf('pagefind/pagefind.nl_48a1d2f768.pf_meta')).toBe('nl');
    expect(ownerOf('pagefind/wasm.es.pagefind')).toBe('es');
    expect(ownerOf('pagefind/pagefind.js')).toBe('shared');
    expect(ownerOf('pagefind/wasm.unknown.pagefind')).toBe('shared');
    expect(ownerOf('_astro/client.abc.js')).toBe('shared');
    // The host reads these; they are not uploaded as files.
    expect(ownerOf('_redirects')).toBeNull();
    expect(ownerOf('_headers')).toBeNull();
  });

  it("counts each edition's pages, devotionals and the files a devotional brings, its search fragment included", () => {
    const day = (prefix: string, id: string) => [
      `${prefix}devotional/${id}/index.html`,
      `${prefix}devotional/${id}/verse-card.png`,
      `${prefix}embed/devotional/${id}/index.html`,
      `${prefix}oembed/devotional/${id}.json`,
    ];
    const files = tallyFiles([
      'index.html',
      'nl/index.html',
      'es/index.html',
      ...day('', 'a'),
      ...day('', 'b'),
      ...day('nl/', 'c'),
      ...day('es/', 'd'),
      'pagefind/fragment/en_1.pf_fragment',
      'pagefind/fragment/en_2.pf_fragment',
      'pagefind/fragment/en_3.pf_fragment',
      'pagefind/fragment/nl_1.pf_fragment',
      'pagefind/pagefind.js',
      '_astro/x.js',
      '_redirects',
    ]);
    expect(files.total).toBe(3 + 16 + 4 + 2);
    expect(files.shared).toBe(2);
    expect(files.editions.en).toEqual({ files: 1 + 8 + 3, html: 5, devotionals: 2, devotionalFiles: 8 + 2 });
    expect(files.editions.nl).toEqual({ files: 1 + 4 + 1, html: 3, devotionals: 1, devotionalFiles: 4 + 1 });
    expect(files.editions.es).toEqual({ files: 1 + 4, html: 3, devotionals: 1, devotionalFiles: 4 });
  });
});

describe("bench: the editions' build against the English one", () => {
  const build = (seconds: number, html: number): BuildMeasurement => ({
    astroSeconds: seconds * 0.8,
    pagefindSeconds: seconds * 0.2,
    totalSeconds: seconds,
    pages: { html, devotional: 0, confession: 0, indexed: null },
  });

  it('meets the goal when the build time grows by no more than the pages', () => {
    expect(buildGrowth(build(60, 4000), build(150, 12_000))).toEqual({ time: 2.5, pages: 3, met: true });
    expect(buildGrowth(build(60, 4000), build(200, 12_000))).toMatchObject({ met: false });
  });
});
