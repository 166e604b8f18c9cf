/**
 * A build's Astro processes. Astro renders a site's pages in one thread, so a full build (an empty cache) on a
 * machine with more than one core renders the reader site in one process per core, side by side, each a run of the
 * editions (lib/editions/build-parts.ts; site/directives/edition-part.ts leaves the other editions' pages out). Each
 * has its own output folder and its own incremental cache:
 * - the first writes into the build's folder and keeps Astro's cache in the build cache itself, as a build of one
 *   part does;
 * - each other one writes into a folder of its own inside the project (Astro keeps its server build in
 *   `<output>/.prerender/` when the output folder is inside the project, else in the project's `.astro/`, so two
 *   processes need different places) and keeps its cache in `<cache>/parts/<n>/`; its pages are then moved into
 *   the build's folder.
 * The data the build keeps for the next (SITE_CACHE_DIR: the texts, the cover states) stays one for all.
 * Afterwards the parts' records and kept pages are folded into the build cache's (foldPartCaches), so the publishes
 * that follow, which render a few pages, run one process: two would each read the whole archive's rows from the API.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
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

/** Where the parts after the first keep their Astro caches while they build, in the build cache. */
const PARTS = 'parts';

/** Astro's record of its incremental cache (format version 1) and its kept pages, in an Astro cache folder. */
const RECORD = 'incremental-build.json';
const KEPT = 'dist';

/**
 * The processes a build into `outDir` with the build cache `cacheDir` runs: with Astro's record there (a rebuild)
 * one; else (the full build) one a core, at most one an edition.
 */
export function buildParts(root: string, outDir: string, cacheDir: string, cores = os.availableParallelism()): BuildPart[] {
  const runs = editionParts(LOCALES, existsSync(path.join(cacheDir, RECORD)) ? 1 : cores);
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

interface AstroRecord {
  version?: number;
  configHash?: string;
  lockfileHash?: string;
  routes?: Record<string, { dependencyHash?: string; paths?: Record<string, unknown> }>;
}

async function readRecord(dir: string): Promise<AstroRecord | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, RECORD), 'utf8')) as AstroRecord;
  } catch {
    return null;
  }
}

/**
 * Folds the parts' Astro caches into the build cache's own (`parts[0]`'s): each route's recorded pages join the first
 * part's record of the same route, and the kept copies move beside its own; then the parts' caches go. Every part
 * built the same code with the same configuration, so their records agree on everything but the pages; when they
 * do not (a record this code does not know), the build cache's record is removed instead, and the next build is a
 * full one again, which stays right.
 */
export async function foldPartCaches(parts: readonly BuildPart[]): Promise<void> {
  const [first, ...others] = parts;
  if (others.length === 0) return;
  const record = await readRecord(first.astroCacheDir);
  const folded = record !== null && record.version === 1 && record.routes !== undefined;
  for (const part of others) {
    const own = await readRecord(part.astroCacheDir);
    const agrees =
      folded &&
      own?.version === 1 &&
      own.configHash === record.configHash &&
      own.lockfileHash === record.lockfileHash &&
      Object.entries(own.routes ?? {}).every(([route, entry]) => !record.routes![route] || record.routes![route].dependencyHash === entry.dependencyHash);
    if (!agrees) {
      await rm(path.join(first.astroCacheDir, RECORD), { force: true });
      await rm(path.dirname(part.astroCacheDir), { recursive: true, force: true });
      return;
    }
    for (const [route, entry] of Object.entries(own.routes ?? {})) {
      const into = (record.routes![route] ??= { dependencyHash: entry.dependencyHash, paths: {} });
      into.paths = { ...into.paths, ...entry.paths };
    }
    if (existsSync(path.join(part.astroCacheDir, KEPT))) await mergePart(path.join(part.astroCacheDir, KEPT), path.join(first.astroCacheDir, KEPT));
  }
  await writeFile(`${path.join(first.astroCacheDir, RECORD)}.tmp`, JSON.stringify(record, null, '\t'));
  await rename(`${path.join(first.astroCacheDir, RECORD)}.tmp`, path.join(first.astroCacheDir, RECORD));
  await rm(path.dirname(others[0].astroCacheDir), { recursive: true, force: true });
}
