import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@lib/editions/registry.ts';
import { scratchFolders } from '../../tests/support/scratch-folders.ts';
import { buildParts, foldPartCaches, mergePart } from './build-parts.ts';

const folder = scratchFolders('rd-build-parts-');

async function write(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
}

describe('buildParts', () => {
  it('is one process rendering every edition into the build folder on one core', () => {
    expect(buildParts('/project', '/out', '/cache', 1)).toEqual([{ editions: null, outDir: '/out', astroCacheDir: '/cache' }]);
  });

  it('gives each core a run of the editions; the first writes into the build folder, the others into their own inside the project', () => {
    const parts = buildParts('/project', '/out', '/cache', 2);
    expect(parts.map((part) => part.editions).flat()).toEqual(LOCALES);
    expect(parts[0]).toMatchObject({ outDir: '/out', astroCacheDir: '/cache' });
    expect(parts[1].outDir.startsWith('/project/node_modules/.cache/rd-build-parts/')).toBe(true);
    expect(parts[1].astroCacheDir).toBe('/cache/parts/1');
    // Another build cache (a test's, the bench's) never shares a part's folder.
    expect(buildParts('/project', '/out', '/other-cache', 2)[1].outDir).not.toBe(parts[1].outDir);
  });

  it("is one process when the cache holds Astro's record (a rebuild renders a few pages)", async () => {
    const cache = await folder();
    await writeFile(path.join(cache, 'incremental-build.json'), '{}');
    expect(buildParts('/project', '/out', cache, 2)).toEqual([{ editions: null, outDir: '/out', astroCacheDir: cache }]);
  });
});

/** Astro's record (format 1) of one route's pages. */
const astroRecord = (pages: string[], dependencyHash = 'code') =>
  JSON.stringify({
    version: 1,
    configHash: 'config',
    lockfileHash: 'lock',
    routes: {
      'site/pages/[...lang]/devotional/[id].astro': {
        dependencyHash,
        paths: Object.fromEntries(pages.map((page) => [`/${page}/`, { cacheKey: page, outputFile: `${page}/index.html` }])),
      },
    },
  });

describe('foldPartCaches', () => {
  it("joins the parts' records and kept pages into the build cache's, and removes the parts' caches", async () => {
    const cache = await folder();
    const partCache = path.join(cache, 'parts', '1');
    await write(cache, { 'incremental-build.json': astroRecord(['devotional/a']), 'dist/devotional/a/index.html': 'en' });
    await write(partCache, { 'incremental-build.json': astroRecord(['es/devotional/a']), 'dist/es/devotional/a/index.html': 'es' });
    await foldPartCaches([
      { editions: ['en', 'nl'], outDir: '/out', astroCacheDir: cache },
      { editions: ['es', 'pt'], outDir: '/part', astroCacheDir: partCache },
    ]);
    const folded = JSON.parse(await readFile(path.join(cache, 'incremental-build.json'), 'utf8'));
    expect(Object.keys(folded.routes['site/pages/[...lang]/devotional/[id].astro'].paths).sort()).toEqual(['/devotional/a/', '/es/devotional/a/']);
    expect(folded).toMatchObject({ version: 1, configHash: 'config', lockfileHash: 'lock' });
    expect(await readFile(path.join(cache, 'dist/es/devotional/a/index.html'), 'utf8')).toBe('es');
    await expect(stat(path.join(cache, 'parts'))).rejects.toThrow();
  });

  it("removes the build cache's record when a part's does not agree with it, so the next build is a full one", async () => {
    const cache = await folder();
    const partCache = path.join(cache, 'parts', '1');
    await write(cache, { 'incremental-build.json': astroRecord(['devotional/a']) });
    await write(partCache, { 'incremental-build.json': astroRecord(['es/devotional/a'], 'other code') });
    await foldPartCaches([
      { editions: ['en', 'nl'], outDir: '/out', astroCacheDir: cache },
      { editions: ['es', 'pt'], outDir: '/part', astroCacheDir: partCache },
    ]);
    await expect(stat(path.join(cache, 'incremental-build.json'))).rejects.toThrow();
    await expect(stat(path.join(cache, 'parts'))).rejects.toThrow();
  });
});

describe('mergePart', () => {
  it("moves a part's pages into the build folder, keeps the files both wrote, and removes the part's folder", async () => {
    const out = await folder();
    const part = await folder();
    await write(out, { 'index.html': 'en', '_astro/app.js': 'code' });
    await write(part, { 'es/index.html': 'es', 'pt/devotional/a/index.html': 'pt', '_astro/app.js': 'code' });
    await mergePart(part, out);
    expect(await readFile(path.join(out, 'es/index.html'), 'utf8')).toBe('es');
    expect(await readFile(path.join(out, 'pt/devotional/a/index.html'), 'utf8')).toBe('pt');
    expect((await readdir(out)).sort()).toEqual(['_astro', 'es', 'index.html', 'pt']);
    await expect(stat(part)).rejects.toThrow();
  });

  it('fails when two parts wrote the same file differently', async () => {
    const out = await folder();
    const part = await folder();
    await write(out, { '_astro/app.js': 'code' });
    await write(part, { '_astro/app.js': 'other code' });
    await expect(mergePart(part, out)).rejects.toThrow(/_astro\/app\.js/);
  });
});
