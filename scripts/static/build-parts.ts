/**
 * A build's Astro processes. Astro renders a site's pages in one thread, so on a machine with more than one core the
 * reader site is rendered by one process per core, side by side, each a run of the editions
 * (lib/editions/build-parts.ts; site/directives/edition-part.ts leaves the other editions' pages out). Each has its
 * own output folder and its own incremental cache:
 * - the first writes into the build's folder and keeps Astro's cache in the build cache itself, as a build of one
 *   part does;
 * - each other one writes into a folder of its own inside the project (Astro keeps its server build in
 *   `<output>/.prerender/` when the output folder is inside the project, else in the project's `.astro/`, so two
 *   processes need different places) and keeps its cache in `<cache>/parts/<n>/`; its pages are then moved into
 *   the build's folder.
 * The data the build keeps for the next (SITE_CACHE_DIR: the texts, the cover states) stays one for all.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { editionParts } from '@lib/editions/build-parts.ts';
import { LOCALES, type Locale } from '@lib/editions/registry.ts';
import { linkFiles, listBuildFiles } from './build-files.ts';

export interface BuildPart {
  /** The editions this process renders; null when one process renders them all. */
  editions: Locale[] | null;
  /** Where it writes its pages. */
  outDir: string;
  /** Astro's incremental cache (SITE_ASTRO_CACHE_DIR). */
  astroCacheDir: string;
}

/** Where the parts after the first keep their Astro caches, in the build cache. */
const PARTS = 'parts';

/** The processes a build into `outDir` with the build cache `cacheDir` runs: one a core, at most one an edition. */
export function buildParts(root: string, outDir: string, cacheDir: string, cores = os.availableParallelism()): BuildPart[] {
  const runs = editionParts(LOCALES, cores);
  if (runs.length === 1) return [{ editions: null, outDir, astroCacheDir: cacheDir }];
  // Named after the cache, so builds with caches of their own (the tests', the bench's) never share one.
  const name = createHash('sha256').update(path.resolve(cacheDir)).digest('hex').slice(0, 16);
  return runs.map((editions, index) =>
    index === 0
      ? { editions, outDir, astroCacheDir: cacheDir }
      : {
          editions,
          outDir: path.join(root, 'node_modules', '.cache', 'rd-build-parts', `${name}-${index}`),
          astroCacheDir: path.join(cacheDir, PARTS, String(index)),
        },
  );
}

/** Every Astro cache in the build cache `cacheDir`: its own and those of the parts after the first. */
export async function astroCacheDirs(cacheDir: string): Promise<string[]> {
  const parts = await readdir(path.join(cacheDir, PARTS), { withFileTypes: true }).catch(() => []);
  return [cacheDir, ...parts.filter((entry) => entry.isDirectory()).map((entry) => path.join(cacheDir, PARTS, entry.name))];
}

/**
 * Moves a part's pages into the build's folder and removes the part's folder. A folder the build's folder lacks (an
 * edition's) moves whole; a file both have (the site's code and its public files, which every part writes alike)
 * stays as the first part wrote it, and one of another size means the parts did not build the same code, which
 * fails the build.
 */
export async function mergePart(partDir: string, outDir: string): Promise<void> {
  const pairs: Array<readonly [string, string]> = [];
  const folders = [''];
  while (folders.length > 0) {
    const folder = folders.pop()!;
    for (const entry of await readdir(path.join(partDir, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      const [from, to] = [path.join(partDir, relative), path.join(outDir, relative)];
      if (!existsSync(to)) {
        // One rename on the same device; across devices, its files are linked or copied below.
        if (
          !(await rename(from, to).then(
            () => true,
            () => false,
          ))
        ) {
          if (entry.isDirectory())
            pairs.push(...(await listBuildFiles(from)).map((file) => [path.join(from, file.relative), path.join(to, file.relative)] as const));
          else pairs.push([from, to]);
        }
      } else if (entry.isDirectory()) folders.push(relative);
      else if (statSync(to).size !== statSync(from).size) throw new Error(`Two parts of the build wrote ${relative.split(path.sep).join('/')} differently.`);
    }
  }
  await linkFiles(pairs, 'copy');
  await rm(partDir, { recursive: true, force: true });
}
