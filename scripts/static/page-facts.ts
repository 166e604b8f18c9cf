/**
 * What the steps after Astro need from each built HTML page (its language and Pagefind marker for the search index,
 * its digest, the inline code the Content-Security-Policy must allow), read once per page and kept in the build cache
 * by the file's identity: device, inode, size and modification time to the nanosecond. A page a build did not write
 * again (one Astro kept, or linked from the served build) is not read again, so a publish reads the pages it changed
 * rather than the whole archive. A file written again always gets a new modification time, so it is always read.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { InlineCode } from './inline-hashes.ts';
import { factsOf, type PageFacts } from './page-fact.ts';
import { factsInWorkers } from './page-facts-workers.ts';
import { listBuildFiles, type BuildFile } from './build-files.ts';
import { inParallel } from '@lib/in-parallel.ts';

export type { PageFacts } from './page-fact.ts';

interface Stored extends PageFacts {
  identity: string;
}

/** Where a build cache keeps the facts of the pages it read. */
const STORE = 'page-facts.json';
/** Pages read at once. */
const PARALLEL = 32;
/** From how many pages to read they are read in worker threads, one a core (a full build's 32,000 at ten years: 9.4 s on one). */
const WORKER_PAGES = 4000;

/** The record this process last read or wrote, with the file's state then: a build reads the facts twice. */
let lastStore: { file: string; state: string; facts: Map<string, Stored> } | null = null;

const fileState = (file: string) => {
  const info = statSync(file, { bigint: true, throwIfNoEntry: false });
  return info ? `${info.ino}:${info.size}:${info.mtimeNs}` : '';
};

async function readStore(file: string): Promise<Map<string, Stored>> {
  if (lastStore?.file === file && lastStore.state === fileState(file)) return lastStore.facts;
  try {
    return new Map(Object.entries(JSON.parse(await readFile(file, 'utf8')) as Record<string, Stored>));
  } catch {
    return new Map();
  }
}

/** Replaces the record unless it already holds exactly these facts. */
async function writeStore(file: string, store: Map<string, Stored>, found: Map<string, Stored>): Promise<void> {
  const same = store.size === found.size && [...found].every(([relative, facts]) => store.get(relative)?.identity === facts.identity);
  if (!same || !existsSync(file)) {
    await writeFile(`${file}.next`, JSON.stringify(Object.fromEntries(found)));
    await rename(`${file}.next`, file);
  }
  lastStore = { file, state: fileState(file), facts: found };
}

/**
 * The facts of every .html file under `outDir`, by its path relative to it ('/'-separated), sorted by path. With a
 * `cacheDir`, pages whose identity is unchanged since a build recorded them there are not read, and the record is
 * replaced by this build's pages. `listed`: the build's files as listBuildFiles just listed them, if at hand.
 */
export async function readPageFacts(outDir: string, cacheDir?: string, listed?: readonly BuildFile[]): Promise<Map<string, PageFacts>> {
  const pages = listed ? listed.filter((file) => file.relative.endsWith('.html')) : await listBuildFiles(outDir, (relative) => relative.endsWith('.html'));
  const store = cacheDir ? await readStore(path.join(cacheDir, STORE)) : new Map<string, Stored>();
  const found = new Map<string, Stored>();
  const unread: Array<{ relative: string; identity: string }> = [];
  for (const { relative, identity } of pages) {
    const known = store.get(relative);
    if (known?.identity === identity) found.set(relative, known);
    else unread.push({ relative, identity });
  }
  // A full build's pages are read on every core; a publish's few here.
  if (unread.length >= WORKER_PAGES) {
    const facts = await factsInWorkers(
      outDir,
      unread.map(({ relative }) => relative),
    );
    unread.forEach(({ relative, identity }, index) => found.set(relative, { identity, ...facts[index] }));
  } else {
    await inParallel(unread, PARALLEL, async ({ relative, identity }) => {
      found.set(relative, { identity, ...factsOf(await readFile(path.join(outDir, relative))) });
    });
  }
  if (cacheDir) await writeStore(path.join(cacheDir, STORE), store, found);
  return new Map(pages.map(({ relative }) => [relative, found.get(relative)!]));
}

/** The inline code of the pages under `prefix` ('' for all), for the Content-Security-Policy. */
export function inlineCodeOf(facts: ReadonlyMap<string, PageFacts>, prefix = ''): InlineCode {
  const code: InlineCode = { scripts: new Set(), handlers: new Set() };
  for (const [relative, page] of facts) {
    if (!relative.startsWith(prefix)) continue;
    for (const hash of page.scripts) code.scripts.add(hash);
    for (const hash of page.handlers) code.handlers.add(hash);
  }
  return code;
}
