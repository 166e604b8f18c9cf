import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchFolders } from '../../tests/support/scratch-folders.ts';
import { keptPages, linkPages, notePublished, removeDroppedPages } from './kept-pages.ts';

/** Links every page the cache records from the served build, when it is the one the record was published with. */
async function linkKeptPages(servedDir: string, outDir: string, cacheDir: string): Promise<string[]> {
  const pages = await keptPages(servedDir, cacheDir);
  return pages ? linkPages(servedDir, outDir, pages) : [];
}

const folder = scratchFolders('rd-kept-pages-');

/** Astro's record naming `outputs` as its keyed pages. */
async function record(cache: string, outputs: string[]): Promise<void> {
  const paths = Object.fromEntries(outputs.map((file) => [`/${file}`, { cacheKey: 'k', outputFile: file }]));
  await writeFile(path.join(cache, 'incremental-build.json'), JSON.stringify({ version: 1, routes: { 'site/pages/x.astro': { dependencyHash: 'h', paths } } }));
}

async function site(files: string[]): Promise<string> {
  const dir = await folder();
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), file);
  }
  return dir;
}

describe('kept pages', () => {
  it('links the recorded pages from the build published with the record, and removes those the next record drops', async () => {
    const cache = await folder();
    const served = await site(['devotional/a/index.html', 'devotional/b/index.html', 'index.html']);
    await record(cache, ['devotional/a/index.html', 'devotional/b/index.html']);
    await notePublished(cache, served);
    const next = await folder();

    const linked = await linkKeptPages(served, next, cache);
    expect(linked.sort()).toEqual(['devotional/a/index.html', 'devotional/b/index.html']);
    // The same files, not copies; the page without a key is not linked (it is rendered every build).
    expect((await stat(path.join(next, 'devotional/a/index.html'))).ino).toBe((await stat(path.join(served, 'devotional/a/index.html'))).ino);
    await expect(stat(path.join(next, 'index.html'))).rejects.toThrow();

    // The build dropped b (unpublished): it goes, with its folder.
    await record(cache, ['devotional/a/index.html']);
    expect(await removeDroppedPages(next, cache, linked)).toBe(1);
    expect(await readdir(path.join(next, 'devotional'))).toEqual(['a']);
  });

  it('links nothing when the served build is not the one the record was published with', async () => {
    const cache = await folder();
    const served = await site(['devotional/a/index.html']);
    await record(cache, ['devotional/a/index.html']);
    await notePublished(cache, served);
    // A later build updated the record and failed: the served pages are older than it.
    await record(cache, ['devotional/a/index.html', 'devotional/c/index.html']);
    expect(await linkKeptPages(served, await folder(), cache)).toEqual([]);
    // Nor from another folder, nor without a record.
    await notePublished(cache, served);
    expect(await linkKeptPages(await site(['devotional/a/index.html']), await folder(), cache)).toEqual([]);
    await rm(path.join(cache, 'incremental-build.json'));
    expect(await linkKeptPages(served, await folder(), cache)).toEqual([]);
  });

  it('refuses a record whose outputs leave the folder', async () => {
    const cache = await folder();
    const served = await site(['a.html']);
    await record(cache, ['../outside.html']);
    await notePublished(cache, served);
    expect(await linkKeptPages(served, await folder(), cache)).toEqual([]);
  });
});
