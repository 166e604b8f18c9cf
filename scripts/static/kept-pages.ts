/**
 * A rebuild beside the served build without copying the archive (docs/deploy.md, "Publishing what changed").
 *
 * Astro's incremental build skips a keyed page whose key and code are unchanged, and when the page's file is already in
 * the output folder it does nothing at all; otherwise it copies the page from its cache. So before a rebuild into a
 * fresh folder, every page Astro's cache records is hard-linked there from the served build (thousands of links
 * instead of gigabytes of copies), Astro runs without emptying the folder (SITE_KEEP_OUT_DIR), and a page it writes
 * again replaces its file rather than writing into the served one (replace-writes.mjs). Afterwards the linked pages
 * Astro no longer records (an unpublished day, a removed page) are removed, so the folder holds what a clean build
 * writes.
 *
 * Linking is only right when the served build is the one the cache's record was made with: a build that fails after
 * Astro has updated its record leaves the served pages older than it. So a published build is noted in the cache
 * (notePublished) with the record's digest, and pages are linked only from that build while the record is unchanged.
 */
import { createHash } from 'node:crypto';
import { readFile, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { linkFiles } from './build-files.ts';

/** Astro's record of its incremental cache (experimental.incrementalBuild, format version 1), in the cache folder. */
const ASTRO_RECORD = 'incremental-build.json';
/** The build the record was last published with. */
const PUBLISHED = 'published-build.json';

interface AstroRecord {
  version?: number;
  routes?: Record<string, { paths?: Record<string, { outputFile?: string }> }>;
}

async function readRecord(cacheDir: string): Promise<{ text: string; outputs: string[] } | null> {
  const text = await readFile(path.join(cacheDir, ASTRO_RECORD), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const record = JSON.parse(text) as AstroRecord;
    if (record.version !== 1 || !record.routes) return null;
    const outputs = Object.values(record.routes).flatMap((route) => Object.values(route.paths ?? {}).map((entry) => entry.outputFile ?? ''));
    // An output outside the folder would be a record this code does not understand: link nothing.
    if (outputs.some((file) => !file || path.isAbsolute(file) || file.split('/').includes('..'))) return null;
    return { text, outputs };
  } catch {
    return null;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** Notes that `outDir`, now served, was built with the cache's current record. */
export async function notePublished(cacheDir: string, outDir: string): Promise<void> {
  const record = await readRecord(cacheDir);
  if (!record) return;
  await writeFile(path.join(cacheDir, PUBLISHED), JSON.stringify({ outDir: path.resolve(outDir), record: digest(record.text) }));
}

/** The pages the cache records, when `servedDir` is the build its record was published with; null when it is not. */
export async function keptPages(servedDir: string, cacheDir: string): Promise<string[] | null> {
  const [record, published] = await Promise.all([
    readRecord(cacheDir),
    readFile(path.join(cacheDir, PUBLISHED), 'utf8')
      .then((text) => JSON.parse(text) as { outDir?: string; record?: string })
      .catch(() => null),
  ]);
  if (!record || published?.outDir !== path.resolve(servedDir) || published.record !== digest(record.text)) return null;
  return record.outputs;
}

/**
 * Hard-links `pages` (relative paths) from `servedDir` into `outDir`; returns those linked. A page not in the served
 * build (or on another device), or one Astro has already written or restored there, is left as it is.
 */
export async function linkPages(servedDir: string, outDir: string, pages: readonly string[]): Promise<string[]> {
  const skipped = new Set(
    (
      await linkFiles(
        pages.map((relative) => [path.join(servedDir, relative), path.join(outDir, relative)] as const),
        'skip',
      )
    ).map(([, to]) => to),
  );
  return pages.filter((relative) => !skipped.has(path.join(outDir, relative)));
}

/** Removes the linked pages Astro's record no longer has, and the folders that leaves empty; returns how many. */
export async function removeDroppedPages(outDir: string, cacheDir: string, linked: readonly string[]): Promise<number> {
  if (linked.length === 0) return 0;
  const record = await readRecord(cacheDir);
  if (!record) throw new Error(`Astro's incremental record (${ASTRO_RECORD}) is missing after the build, so the pages it dropped cannot be told apart.`);
  const kept = new Set(record.outputs);
  let removed = 0;
  for (const relative of linked) {
    if (kept.has(relative)) continue;
    await unlink(path.join(outDir, relative)).catch(() => {});
    removed++;
    // Each folder up to the output's own, while it is empty.
    for (let dir = path.dirname(path.join(outDir, relative)); dir.startsWith(outDir + path.sep); dir = path.dirname(dir)) {
      if (
        !(await rmdir(dir).then(
          () => true,
          () => false,
        ))
      )
        break;
    }
  }
  return removed;
}
