/**
 * The search index (Pagefind) of a build, made again only for the languages whose indexed pages changed.
 *
 * Pagefind cannot add to an index (its issue #71), but it keeps each language apart: `/pagefind/` holds one index per
 * `<html lang>` (`pagefind.nl_….pf_meta`, `index/nl_…`, `fragment/nl_…`, `filter/nl_…`) beside its own code, and
 * `pagefind-entry.json` names each language's index. So each language is indexed on its own, from a folder holding
 * only that language's indexed pages (hard links, at their own paths), and its bundle is kept in the build cache
 * (`<cacheDir>/search/<lang>/`) with the digest of the pages it was made from. The next build indexes a language
 * again only when that digest differs; the others' bundles are linked from the cache. The merged `/pagefind/` is what one Pagefind
 * run over the whole site writes (tests/api/incremental-build.test.ts compares them); a cold cache indexes
 * every language.
 */
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PageFacts } from './page-facts.ts';
import { linkFiles, listBuildFiles } from './build-files.ts';
import { inParallel } from '@lib/in-parallel.ts';

/**
 * Pagefind runs at once: one more than the cores, since a run keeps its core about three quarters busy (it waits on
 * reading the pages and writing its files). Each holds its language's index in memory, about 1.5 GB at ten years.
 * Measured at ten years on two cores, four languages: two at once 41.5 s, three 31.5 s, four 32.1 s.
 */
const PAGEFIND_RUNS = os.availableParallelism() + 1;

/** Runs Pagefind over `siteDir`, writing its bundle to `outputPath`. */
export type PagefindRun = (siteDir: string, outputPath: string) => Promise<void>;

export interface SearchIndexReport {
  /** Languages indexed in this build. */
  indexed: string[];
  /** Languages whose bundle came from the cache. */
  reused: string[];
}

const ENTRY = 'pagefind-entry.json';

/** An indexed page: its path under the build and the digest of its bytes (page-facts.ts). */
interface IndexedPage {
  relative: string;
  digest: string;
}

/** The pages Pagefind would index, by language: those marked with data-pagefind-body if any page is. */
export function indexedPagesByLanguage(facts: ReadonlyMap<string, PageFacts>): Map<string, IndexedPage[]> {
  const all = [...facts];
  const marked = all.filter(([, page]) => page.marked);
  const byLanguage = new Map<string, IndexedPage[]>();
  for (const [relative, page] of marked.length > 0 ? marked : all) {
    const pages = byLanguage.get(page.language) ?? [];
    pages.push({ relative, digest: page.digest });
    byLanguage.set(page.language, pages);
  }
  return byLanguage;
}

/** A digest of a language's indexed pages: their paths and contents. */
export function pagesDigest(pages: readonly IndexedPage[]): string {
  const hash = createHash('sha256');
  for (const page of [...pages].sort((a, b) => (a.relative < b.relative ? -1 : 1))) hash.update(page.relative).update('\0').update(page.digest).update('\0');
  return hash.digest('hex');
}

/*
 * Pages and index files are hard-linked (copied across devices) rather than copied: safe because no step writes into
 * an index file or a page once it exists. Pagefind writes each bundle into a new folder that replaces the old one,
 * and pages are replaced, not written into (scripts/static/replace-writes.mjs).
 */

async function allFiles(dir: string): Promise<string[]> {
  return (await listBuildFiles(dir)).map((file) => file.relative);
}

/** One language's bundle in the cache: indexed again when its pages' digest changed, else kept. */
async function languageBundle(
  outDir: string,
  cacheDir: string,
  language: string,
  pages: IndexedPage[],
  run: PagefindRun,
): Promise<{ dir: string; fresh: boolean }> {
  const home = path.join(cacheDir, language);
  const bundle = path.join(home, 'bundle');
  const digest = pagesDigest(pages);
  const stored = await readFile(path.join(home, 'digest'), 'utf8').catch(() => null);
  const entry = await readFile(path.join(bundle, ENTRY), 'utf8').catch(() => null);
  if (stored === digest && entry) return { dir: bundle, fresh: false };
  const site = path.join(home, 'site');
  const next = path.join(home, 'bundle.next');
  await Promise.all([rm(site, { recursive: true, force: true }), rm(next, { recursive: true, force: true }), rm(path.join(home, 'digest'), { force: true })]);
  await linkFiles(
    pages.map((page) => [path.join(outDir, page.relative), path.join(site, page.relative)] as const),
    'copy',
  );
  await run(site, next);
  await rm(bundle, { recursive: true, force: true });
  await rename(next, bundle);
  await rm(site, { recursive: true, force: true });
  await writeFile(path.join(home, 'digest'), digest);
  return { dir: bundle, fresh: true };
}

interface Bundle {
  language: string;
  dir: string;
}

/**
 * Each language's bundle: made again where its pages changed since the bundle in `cacheDir` was made, or with
 * `reindex` false the cached bundle as it is (a language without one is left out).
 */
async function languageBundles(
  outDir: string,
  cacheDir: string,
  run: PagefindRun,
  facts: ReadonlyMap<string, PageFacts>,
  reindex: boolean,
): Promise<{ bundles: Bundle[]; report: SearchIndexReport }> {
  const byLanguage = indexedPagesByLanguage(facts);
  const report: SearchIndexReport = { indexed: [], reused: [] };
  const bundles: Bundle[] = [];
  const languages = [...byLanguage.keys()].sort();
  if (!reindex) {
    for (const language of languages) {
      const dir = path.join(cacheDir, language, 'bundle');
      if (await readFile(path.join(dir, ENTRY)).catch(() => null)) {
        bundles.push({ language, dir });
        report.reused.push(language);
      }
    }
    return { bundles, report };
  }
  // Pagefind indexes on about one core: the languages run side by side, as many at once as there are cores.
  const made = new Map<string, { dir: string; fresh: boolean }>();
  await inParallel(languages, PAGEFIND_RUNS, async (language) => {
    made.set(language, await languageBundle(outDir, cacheDir, language, byLanguage.get(language)!, run));
  });
  for (const language of languages) {
    const { dir, fresh } = made.get(language)!;
    (fresh ? report.indexed : report.reused).push(language);
    bundles.push({ language, dir });
  }
  // Drop the bundles of languages no page has any more.
  for (const stale of await readdir(cacheDir).catch(() => [] as string[])) {
    if (!byLanguage.has(stale)) await rm(path.join(cacheDir, stale), { recursive: true, force: true });
  }
  return { bundles, report };
}

/** The merged `/pagefind/`: each file's source (Pagefind's own code, the same in every bundle, from the first), and the entry naming every language. */
async function mergedIndex(bundles: readonly Bundle[]): Promise<{ files: Map<string, string>; entry: string | null }> {
  const files = new Map<string, string>();
  let entry: { version?: string; languages: Record<string, unknown> } = { languages: {} };
  const merged: Record<string, unknown> = {};
  for (const { dir } of bundles) {
    for (const file of await allFiles(dir)) if (file !== ENTRY && !files.has(file)) files.set(file, path.join(dir, file));
    const own = JSON.parse(await readFile(path.join(dir, ENTRY), 'utf8')) as typeof entry;
    entry = { ...own, languages: {} };
    Object.assign(merged, own.languages);
  }
  return { files, entry: bundles.length > 0 ? JSON.stringify({ ...entry, languages: merged }) : null };
}

/**
 * Writes `<outDir>/pagefind/`: each language's bundle, indexed again only where its pages changed since the bundle in
 * `cacheDir` was made (with `reindex` false, the cached bundles as they are: the index the served build has), and one
 * `pagefind-entry.json` naming every language.
 */
export async function writeSearchIndex(
  outDir: string,
  cacheDir: string,
  run: PagefindRun,
  facts: ReadonlyMap<string, PageFacts>,
  { reindex = true }: { reindex?: boolean } = {},
): Promise<SearchIndexReport> {
  const { bundles, report } = await languageBundles(outDir, cacheDir, run, facts, reindex);
  const target = path.join(outDir, 'pagefind');
  await rm(target, { recursive: true, force: true });
  const { files, entry } = await mergedIndex(bundles);
  await linkFiles(
    [...files].map(([file, source]) => [source, path.join(target, file)] as const),
    'copy',
  );
  if (entry) await writeFile(path.join(target, ENTRY), entry);
  return report;
}

/** Puts `source` at `to` in one step (a link under a passing name, renamed over it): a reader gets the old file or the new. */
async function swapIn(source: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  const passing = `${to}.${process.pid}.next`;
  await rm(passing, { force: true });
  await link(source, passing).catch(() => copyFile(source, passing));
  await rename(passing, to);
}

/**
 * Brings the `/pagefind/` of a build that is already served up to date, as writeSearchIndex with reindexing would
 * write it, without a moment in which a search fails: the new files are added (Pagefind names its index files by
 * their content), `pagefind-entry.json` is replaced last, and the files only the old index used are returned rather
 * than removed, for the caller to remove once searches that started on the old index are done.
 */
export async function refreshSearchIndex(
  outDir: string,
  cacheDir: string,
  run: PagefindRun,
  facts: ReadonlyMap<string, PageFacts>,
): Promise<{ report: SearchIndexReport; retired: string[] }> {
  const { bundles, report } = await languageBundles(outDir, cacheDir, run, facts, true);
  const target = path.join(outDir, 'pagefind');
  const { files, entry } = await mergedIndex(bundles);
  const before = new Set(await allFiles(target).catch(() => [] as string[]));
  for (const [file, source] of files) {
    const [now, wanted] = await Promise.all([stat(path.join(target, file)).catch(() => null), stat(source)]);
    if (now?.ino !== wanted.ino || now.dev !== wanted.dev) await swapIn(source, path.join(target, file));
  }
  if (entry) {
    const passing = path.join(target, `${ENTRY}.${process.pid}.next`);
    await writeFile(passing, entry);
    await rename(passing, path.join(target, ENTRY));
  }
  const retired = [...before].filter((file) => file !== ENTRY && !files.has(file)).map((file) => path.join(target, file));
  return { report, retired };
}
