import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@lib/editions/registry.ts';
import { scratchFolders } from '../../tests/support/scratch-folders.ts';
import { astroCacheDirs, buildParts, mergePart } from './build-parts.ts';

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
});

describe('astroCacheDirs', () => {
  it("lists the build cache's own Astro cache and its parts'", async () => {
    const cache = await folder();
    expect(await astroCacheDirs(cache)).toEqual([cache]);
    await mkdir(path.join(cache, 'parts', '1'), { recursive: true });
    expect(await astroCacheDirs(cache)).toEqual([cache, path.join(cache, 'parts', '1')]);
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
