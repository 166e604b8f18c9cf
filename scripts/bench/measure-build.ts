/**
 * Times the reader site's build the way scripts/build-site.ts runs it (its Astro processes, one a core, through
 * renderReaderSite; then pagefind over the output, with the pinned Node), into a scratch folder so dist/ is never
 * touched, and counts what it made.
 * The admin console is not part of it: it does not grow with the archive.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatRedirects } from '../static/redirects.ts';
import { SITE_REDIRECTS } from '../static/site-redirects.ts';
import { astroProcessEnv } from '../static/astro-node-args.ts';
import { renderReaderSite } from '../build-site.ts';
import { writeSearchIndex } from '../static/search-index.ts';
import { readPageFacts } from '../static/page-facts.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuildTarget {
  supabaseUrl: string;
  anonKey: string;
  outDir: string;
  /** The build's cache (Astro's incremental pages, the search bundles); default `<outDir>.cache`, emptied first. */
  cacheDir?: string;
}

/** The cache a bench build fills and a later publish of the same scenario reuses. */
export const cacheDirOf = (target: BuildTarget): string => path.resolve(target.cacheDir ?? `${target.outDir}.cache`);

export interface PageCounts {
  /** Every .html file the build wrote. */
  html: number;
  devotional: number;
  confession: number;
  /** Pages in Pagefind's index (pagefind/pagefind-entry.json), null when it cannot be read. */
  indexed: number | null;
}

export interface BuildMeasurement {
  astroSeconds: number;
  pagefindSeconds: number;
  totalSeconds: number;
  pages: PageCounts;
}

function binEntry(pkg: string, bin: string): string {
  const dir = path.join(ROOT, 'node_modules', pkg);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { bin: string | Record<string, string> };
  return path.join(dir, typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin]);
}

/** Runs a package's command with this Node; resolves with its wall-clock seconds, rejects with its output. */
function timed(pkg: string, bin: string, args: string[], target: BuildTarget, nodeFlags: readonly string[] = []): Promise<number> {
  const env: NodeJS.ProcessEnv = {
    ...astroProcessEnv(process.env),
    PUBLIC_SUPABASE_URL: target.supabaseUrl,
    PUBLIC_SUPABASE_ANON_KEY: target.anonKey,
    SITE_OUT_DIR: path.resolve(target.outDir),
    SITE_CACHE_DIR: cacheDirOf(target),
  };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, binEntry(pkg, bin), ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`${bin} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output.slice(-4000)}`));
    });
  });
}

async function htmlFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await htmlFiles(full, base)));
    else if (entry.name.endsWith('.html')) files.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return files;
}

export async function countPages(outDir: string): Promise<PageCounts> {
  const files = await htmlFiles(outDir);
  let indexed: number | null = null;
  try {
    const entry = JSON.parse(readFileSync(path.join(outDir, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages?: Record<string, { page_count?: number }>;
    };
    indexed = Object.values(entry.languages ?? {}).reduce((n, l) => n + (l.page_count ?? 0), 0);
  } catch {
    indexed = null;
  }
  return {
    html: files.length,
    devotional: files.filter((f) => /^devotional\/[^/]+\/index\.html$/.test(f)).length,
    confession: files.filter((f) => /^confessions\/[^/]+\/index\.html$/.test(f)).length,
    indexed,
  };
}

/**
 * A clean build of the reader site and its search index into `outDir`, timed step by step, as scripts/build-site.ts
 * runs them, from an empty cache (the full build a publish falls back to); the cache it leaves is the one a publish
 * in the same scenario reuses (measure-publish.ts).
 */
export async function measureBuild(target: BuildTarget): Promise<BuildMeasurement> {
  await rm(target.outDir, { recursive: true, force: true });
  await rm(cacheDirOf(target), { recursive: true, force: true });
  const astroStarted = performance.now();
  await renderReaderSite({ supabaseUrl: target.supabaseUrl, anonKey: target.anonKey, cacheDir: cacheDirOf(target), quiet: true }, path.resolve(target.outDir));
  const astroSeconds = (performance.now() - astroStarted) / 1000;
  const indexStarted = performance.now();
  await writeSearchIndex(
    path.resolve(target.outDir),
    path.join(cacheDirOf(target), 'search'),
    async (siteDir, outputPath) => {
      await timed('pagefind', 'pagefind', ['--site', siteDir, '--output-path', outputPath, '--quiet'], target);
    },
    await readPageFacts(path.resolve(target.outDir), cacheDirOf(target)),
  );
  const pagefindSeconds = (performance.now() - indexStarted) / 1000;
  // The host's rules, so the static server answers as it does for a real build (not part of the timing).
  await writeFile(path.join(target.outDir, '_redirects'), formatRedirects(SITE_REDIRECTS));
  return { astroSeconds, pagefindSeconds, totalSeconds: astroSeconds + pagefindSeconds, pages: await countPages(target.outDir) };
}
