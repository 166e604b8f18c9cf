/**
 * Builds what a static host serves, into dist/:
 *   1. the reader site (astro build, reading the API with the anon key),
 *   2. the search index (pagefind over the built pages),
 *   3. the admin console (admin/dist, built by `npm run build:admin`) copied to dist/admin/,
 *   4. dist/_redirects, the routing rules a host needs (see scripts/static/site-redirects.ts).
 *
 *   npm run build          (admin, then site)
 *   npm run build:site     (steps 1-4; the admin must already be built)
 *
 * Reads SITE_URL, PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY from the environment (or .env); without them, or
 * with an API that does not answer, it stops with a message naming the setting (an empty site must never ship).
 * It ends by checking the build against Cloudflare Pages' limits (static/host-budget.ts). With
 * SUPABASE_SECRET_KEY or SUPABASE_SERVICE_ROLE_KEY set as well (a CI or host build; sb_secret_… or the service_role
 * JWT), the build is recorded in site_builds.
 */
import { spawn } from 'node:child_process';
import { cp, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { publicKeyError } from '@lib/api-keys/public-key.ts';
import { claimBuild, recordBuildResult } from './publish/build-record.ts';
import { contentSecurityPolicy, embedContentSecurityPolicy, formatHeaders, siteHeaderRules } from './static/headers.ts';
import { inlineCodeOf, readPageFacts } from './static/page-facts.ts';
import { budgetWarnings, checkHostBudget, describeBudget, pagesLimits, type HostBudget } from './static/host-budget.ts';
import { writeNotFoundPages } from './static/not-found-pages.ts';
import { formatRedirects } from './static/redirects.ts';
import { SITE_REDIRECTS } from './static/site-redirects.ts';
import { thirdPartyNotices } from './static/third-party-notices.ts';
import { writeServiceWorker } from './static/service-worker.ts';
import { writePracticeVoice } from './static/practice-voice.ts';
import { serviceKeyFromEnv } from '@lib/api-keys/service-key.ts';
import { ASTRO_NODE_ARGS, astroProcessEnv } from './static/astro-node-args.ts';
import { cardCacheDir, pruneCache } from '@lib/covers/png-cache.ts';
import { refreshSearchIndex, writeSearchIndex, type PagefindRun, type SearchIndexReport } from './static/search-index.ts';
import { withBuildLock } from './static/build-lock.ts';
import { keptPages, linkPages, removeDroppedPages } from './static/kept-pages.ts';
import { listBuildFiles } from './static/build-files.ts';
import { buildParts, foldPartCaches, mergePart, type BuildPart } from './static/build-parts.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = path.join(ROOT, 'dist');
/** Held while Astro builds (scripts/static/build-lock.ts); out of the project's own folders, beside its caches. */
const ASTRO_BUILD_LOCK = path.join(ROOT, 'node_modules', '.cache', 'rd-astro-build.lock');
export const ADMIN_DIST_DIR = path.join(ROOT, 'admin/dist');

export interface BuildEnv {
  /** API the build reads and the browser code talks to. */
  supabaseUrl?: string;
  /** The anon key: the only key that ever goes into the build. */
  anonKey?: string;
  /** Public address of the site (canonical URLs). */
  siteUrl?: string;
  /** The Bible text service the admin's passage lookup calls (PUBLIC_BIBLE_API_URL; default bible-api.com). */
  bibleApiUrl?: string;
  /** Output folder; default dist/. */
  outDir?: string;
  /** What one build keeps for the next (siteCacheDir); default SITE_CACHE_DIR, else node_modules/.astro. */
  cacheDir?: string;
  /** Astro's incremental cache when it is not `cacheDir` (a part after the first, static/build-parts.ts). */
  astroCacheDir?: string;
  /** The editions this Astro process renders (static/build-parts.ts); all when unset. */
  editions?: readonly string[] | null;
  /** Astro leaves the output folder's files in place (a rebuild over linked pages, static/kept-pages.ts). */
  keepOutDir?: boolean;
  /** A file that exists once the kept pages are linked: Astro touches no page in the output folder before (replace-writes.mjs). */
  linksReady?: string;
  /** Keep the build tools' output unless they fail; default prints it. */
  quiet?: boolean;
  /** Stops the build tools (the local builder when the stack closes). */
  signal?: AbortSignal;
  /**
   * Tests only: milliseconds the build's clock runs ahead of the real one (scripts/publish/test-clock.ts).
   * Set by the local stack when a test started it with a test clock; nothing reads it from the environment.
   */
  testClockOffsetMs?: number;
}

/** Loaded into Astro when the output folder holds pages linked from the served build (static/kept-pages.ts). */
const REPLACE_WRITES = path.join(ROOT, 'scripts/static/replace-writes.mjs');
/** Loaded into the build tools only when a test clock is set. */
const TEST_CLOCK_PRELOAD = path.join(ROOT, 'scripts/publish/test-clock-preload.mjs');

/** Runs a package's command-line entry with this Node, so the pinned Node 22 builds everything. */
function runPackageBin(pkg: string, bin: string, args: string[], env: BuildEnv, nodeFlags: readonly string[] = []): Promise<void> {
  // Read the manifest from disk: some packages (pagefind) do not export ./package.json.
  const packageDir = path.join(ROOT, 'node_modules', pkg);
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { bin: string | Record<string, string> };
  const relative = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin];
  const entry = path.join(packageDir, relative);
  const childEnv: NodeJS.ProcessEnv = astroProcessEnv(process.env);
  if (env.supabaseUrl) childEnv.PUBLIC_SUPABASE_URL = env.supabaseUrl;
  if (env.anonKey) childEnv.PUBLIC_SUPABASE_ANON_KEY = env.anonKey;
  if (env.siteUrl) childEnv.SITE_URL = env.siteUrl;
  if (env.bibleApiUrl) childEnv.PUBLIC_BIBLE_API_URL = env.bibleApiUrl;
  if (env.outDir) childEnv.SITE_OUT_DIR = path.resolve(env.outDir);
  if (env.cacheDir) childEnv.SITE_CACHE_DIR = path.resolve(env.cacheDir);
  if (env.astroCacheDir) childEnv.SITE_ASTRO_CACHE_DIR = path.resolve(env.astroCacheDir);
  else delete childEnv.SITE_ASTRO_CACHE_DIR;
  if (env.editions) childEnv.SITE_BUILD_EDITIONS = env.editions.join(',');
  else delete childEnv.SITE_BUILD_EDITIONS;
  if (env.keepOutDir) childEnv.SITE_KEEP_OUT_DIR = '1';
  else delete childEnv.SITE_KEEP_OUT_DIR;
  if (env.linksReady) childEnv.SITE_LINKS_READY = env.linksReady;
  else delete childEnv.SITE_LINKS_READY;
  const nodeArgs: string[] = [...nodeFlags];
  delete childEnv.RD_TEST_CLOCK_OFFSET_MS;
  if (env.testClockOffsetMs) {
    childEnv.RD_TEST_CLOCK_OFFSET_MS = String(env.testClockOffsetMs);
    nodeArgs.push('--import', pathToFileURL(TEST_CLOCK_PRELOAD).href);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, entry, ...args], {
      cwd: ROOT,
      env: childEnv,
      signal: env.signal,
      stdio: env.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${bin} ${args.join(' ')} failed (${signal ?? `exit ${code}`})${env.quiet ? `:\n${output}` : ''}`));
    });
  });
}

/** The admin console into `outDir` (default admin/dist). */
export async function buildAdmin(env: BuildEnv = {}, outDir = ADMIN_DIST_DIR): Promise<void> {
  const args = ['build', '--config', 'admin/vite.config.ts', '--outDir', path.resolve(outDir), '--emptyOutDir', '--logLevel', 'warn'];
  await runPackageBin('vite', 'vite', args, { ...env, outDir: undefined });
}

/** Where a build keeps what the next one reuses: Astro's incremental cache and the search bundles (SITE_CACHE_DIR). */
export function siteCacheDir(env: BuildEnv = {}): string {
  return path.resolve(ROOT, env.cacheDir ?? (process.env.SITE_CACHE_DIR || 'node_modules/.astro'));
}

/**
 * The reader site and its search index into `outDir`. Incremental (docs/deploy.md, "Publishing what changed"): pages
 * whose content and code did not change since the build that filled the cache are copied from it rather than
 * rendered, and only the languages whose indexed pages changed are indexed again; with an empty cache it is the
 * full build, with the same output.
 */
export async function buildReaderSite(
  env: BuildEnv,
  outDir: string,
  servedDir?: string,
  { reindex = true }: { reindex?: boolean } = {},
): Promise<SearchIndexReport> {
  const cacheDir = siteCacheDir(env);
  await renderReaderSite(env, outDir, servedDir);
  // The build has marked every card it used; cards no build has used for a month go.
  await pruneCache(cardCacheDir(ROOT));
  return writeSearchIndex(outDir, path.join(cacheDir, 'search'), pagefind(env), await readPageFacts(outDir, cacheDir), { reindex });
}

/**
 * The reader site's pages into `outDir` (astro build): a rebuild in one process, a full build in one a core, each a
 * run of the editions (static/build-parts.ts), whose output and caches are then folded into the first's.
 */
export async function renderReaderSite(env: BuildEnv, outDir: string, servedDir?: string): Promise<void> {
  const cacheDir = siteCacheDir(env);
  const parts = buildParts(ROOT, path.resolve(outDir), cacheDir);
  // One at a time: builds into folders outside the project share its .astro/.prerender/ (scripts/static/build-lock.ts).
  const rendered = await withBuildLock(ASTRO_BUILD_LOCK, () =>
    Promise.allSettled(parts.map((part, index) => renderPart(env, cacheDir, part, index, servedDir))),
  );
  // Every process has ended, also when one failed.
  const failed = rendered.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  for (const part of parts.slice(1)) await mergePart(part.outDir, outDir);
  await foldPartCaches(parts);
}

/** One Astro process: its editions' pages into its folder, beside the served build's unchanged ones linked there. */
async function renderPart(env: BuildEnv, cacheDir: string, part: BuildPart, index: number, servedDir?: string): Promise<void> {
  // A part's own folder holds only what this build puts there (a failed build may have left one).
  if (index > 0) await rm(part.outDir, { recursive: true, force: true });
  // A rebuild beside the served build links the pages Astro keeps rather than copying them (static/kept-pages.ts).
  const kept = servedDir ? await keptPages(servedDir, part.astroCacheDir) : null;
  const keep = kept !== null && kept.length > 0;
  // Linked while Astro starts and bundles the site's code; it waits for this file before it touches a page there.
  const linksReady = keep ? path.join(cacheDir, `links-ready-${process.pid}-${Date.now()}-${index}`) : undefined;
  const astroEnv: BuildEnv = {
    ...env,
    outDir: part.outDir,
    cacheDir,
    astroCacheDir: part.astroCacheDir,
    editions: part.editions,
    keepOutDir: keep,
    linksReady,
  };
  const flags = keep ? [...ASTRO_NODE_ARGS, '--import', pathToFileURL(REPLACE_WRITES).href] : ASTRO_NODE_ARGS;
  const linking = keep ? linkPages(servedDir!, part.outDir, kept).finally(() => writeFile(linksReady!, '')) : Promise.resolve([]);
  const building = runPackageBin('astro', 'astro', ['build', '--silent'], astroEnv, flags);
  // Both end before the folder is used or removed, also when one fails.
  const [linkedResult, built] = await Promise.allSettled([linking, building]);
  if (linksReady) await rm(linksReady, { force: true });
  if (built.status === 'rejected') throw built.reason;
  if (linkedResult.status === 'rejected') throw linkedResult.reason;
  await removeDroppedPages(part.outDir, part.astroCacheDir, linkedResult.value);
}

/** Pagefind over a folder, with this Node. */
function pagefind(env: BuildEnv): PagefindRun {
  return (siteDir, outputPath) => runPackageBin('pagefind', 'pagefind', ['--site', siteDir, '--output-path', outputPath, '--quiet'], env);
}

/**
 * Indexes again the languages whose pages changed in a build that is already served with its previous index
 * (`rebuildSite(…, { reindex: false })`), in place (static/search-index.ts, refreshSearchIndex); returns the files
 * only the old index used, to remove once searches begun on it are done.
 */
export async function refreshSiteSearch(env: BuildEnv, outDir: string): Promise<{ report: SearchIndexReport; retired: string[] }> {
  const cacheDir = siteCacheDir(env);
  return refreshSearchIndex(outDir, path.join(cacheDir, 'search'), pagefind(env), await readPageFacts(outDir, cacheDir));
}

/** Origins besides the Supabase project that serve covers and audio: MEDIA_HOSTS, comma-separated. */
export function mediaHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.MEDIA_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
}

/**
 * The files a static host reads besides the pages: the sections' 404 pages, the third-party notices, the service worker, routing rules (_redirects) and
 * response headers (_headers, with a Content-Security-Policy that allows this build's inline scripts by hash, and
 * the embeddable cards' own policy).
 * Then the whole build is measured against the host's limits (static/host-budget.ts): a build the host would
 * refuse fails here.
 */
export async function writeHostFiles(outDir: string, env: BuildEnv = {}): Promise<HostBudget> {
  await writeNotFoundPages(outDir);
  // The licences of the code the build ships (GPL-3.0-or-later for the whole; each package's own text).
  await writeFile(path.join(outDir, 'third-party-notices.txt'), thirdPartyNotices(ROOT));
  await writeFile(path.join(outDir, '_redirects'), formatRedirects(SITE_REDIRECTS));
  // /practice's Listen button uses the admin's copy of the voice data rather than a second one.
  await writePracticeVoice(outDir);
  // The service worker (docs/offline.md), versioned by this build's shell and week list.
  await writeServiceWorker(outDir);
  // Each page's inline code, read only from the pages this build wrote (static/page-facts.ts).
  // One listing of the build for the pages' facts and the host budget (_headers, written below, counts in neither).
  const listed = await listBuildFiles(outDir);
  const facts = await readPageFacts(outDir, siteCacheDir(env), listed);
  const inline = inlineCodeOf(facts);
  const csp = contentSecurityPolicy({
    supabaseUrl: env.supabaseUrl ?? process.env.PUBLIC_SUPABASE_URL,
    mediaHosts: mediaHostsFromEnv(),
    scriptHashes: [...inline.scripts],
    handlerHashes: [...inline.handlers],
  });
  // The cards under /embed/ run only their own inline script (lib/embeds/embed-script.ts), allowed by its hash.
  const embedScripts = inlineCodeOf(facts, 'embed/');
  const embedCsp = embedContentSecurityPolicy({ scriptHashes: [...embedScripts.scripts] });
  await writeFile(path.join(outDir, '_headers'), formatHeaders(siteHeaderRules(csp, embedCsp)));
  return checkHostBudget(outDir, pagesLimits(), listed);
}

/**
 * Stops a build that would ship an empty or broken site: both public settings must be set and the API must
 * answer a public read with them.
 */
export async function checkBuildApi(env: BuildEnv): Promise<void> {
  if (!env.supabaseUrl)
    throw new Error("PUBLIC_SUPABASE_URL is not set: the build reads the site's content from the Supabase API at that address (see .env.example).");
  if (!env.anonKey) throw new Error("PUBLIC_SUPABASE_ANON_KEY is not set: the build reads the site's content with the project's anon key (see .env.example).");
  const keyError = publicKeyError('PUBLIC_SUPABASE_ANON_KEY', env.anonKey);
  if (keyError) throw new Error(keyError);
  let url: URL;
  try {
    url = new URL('/rest/v1/site_settings?select=timezone&limit=1', env.supabaseUrl);
  } catch {
    throw new Error(`PUBLIC_SUPABASE_URL is not a URL: "${env.supabaseUrl}".`);
  }
  let response: Response;
  try {
    response = await fetch(url, { headers: { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}` }, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new Error(
      `The API at PUBLIC_SUPABASE_URL (${env.supabaseUrl}) does not answer (${(error as Error).cause ?? (error as Error).message}): start it or correct the setting.`,
    );
  }
  await response.body?.cancel();
  if (response.status === 401 || response.status === 403) {
    throw new Error(`The API at PUBLIC_SUPABASE_URL refused PUBLIC_SUPABASE_ANON_KEY (${response.status}): use the project's anon key.`);
  }
  if (!response.ok)
    throw new Error(
      `The API at PUBLIC_SUPABASE_URL (${env.supabaseUrl}) answered ${response.status} to a public read: check the setting and the project's migrations.`,
    );
}

/**
 * A build for a host needs the site's public address: canonical URLs, the feeds, the sitemap and robots.txt carry
 * it, and Astro's fallback (http://localhost:4321) would ship silently. `npm start` and the tests pass their own.
 */
export function checkSiteUrl(siteUrl: string | undefined): string {
  if (!siteUrl?.trim()) {
    throw new Error(
      "SITE_URL is not set: the build writes the site's public address (e.g. https://devotionals.example.org) into canonical URLs, the feeds and the sitemap (see .env.example).",
    );
  }
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new Error(`SITE_URL is not a URL: "${siteUrl}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must be an http(s) address: "${siteUrl}".`);
  return url.origin;
}

/** The site plus an already built admin console (admin/dist), as `npm run build:site` does. */
export async function buildSite(env: BuildEnv = {}): Promise<HostBudget> {
  const outDir = path.resolve(env.outDir ?? DIST_DIR);
  const adminIndex = await stat(path.join(ADMIN_DIST_DIR, 'index.html')).catch(() => null);
  if (!adminIndex) throw new Error('admin/dist is missing: run `npm run build:admin` first (or `npm run build`).');
  await buildReaderSite(env, outDir);
  await rm(path.join(outDir, 'admin'), { recursive: true, force: true });
  await cp(ADMIN_DIST_DIR, path.join(outDir, 'admin'), { recursive: true });
  return writeHostFiles(outDir, env);
}

/**
 * A rebuild of the reader site into a fresh folder beside the served build `servedDir`: its unchanged pages are linked
 * rather than copied (static/kept-pages.ts), and its admin console is reused. With `reindex` false it carries the
 * served build's search index, for refreshSiteSearch to bring up to date once the build is served.
 */
export async function rebuildSite(env: BuildEnv, outDir: string, servedDir: string, options: { reindex?: boolean } = {}): Promise<HostBudget> {
  await buildReaderSite(env, outDir, servedDir, options);
  await rm(path.join(outDir, 'admin'), { recursive: true, force: true });
  await cp(path.join(servedDir, 'admin'), path.join(outDir, 'admin'), { recursive: true });
  return writeHostFiles(outDir, env);
}

/** The whole static output in one go: site, search index, admin at /admin/, rewrites. */
export async function buildAll(env: BuildEnv = {}): Promise<HostBudget> {
  const outDir = path.resolve(env.outDir ?? DIST_DIR);
  await buildReaderSite(env, outDir);
  await buildAdmin(env, path.join(outDir, 'admin'));
  return writeHostFiles(outDir, env);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // .env fills in what the environment does not set, for every build step (see .env.example).
  if (existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  const all = process.argv.includes('--all');
  const env: BuildEnv = { supabaseUrl: process.env.PUBLIC_SUPABASE_URL, anonKey: process.env.PUBLIC_SUPABASE_ANON_KEY, siteUrl: process.env.SITE_URL };
  // A CI or host build with a service key (sb_secret_… or the service_role JWT) records itself in site_builds,
  // taking in the queued requests.
  const serviceKey = serviceKeyFromEnv(process.env)?.key;
  const service =
    serviceKey && env.supabaseUrl ? createClient<Database>(env.supabaseUrl, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } }) : null;
  let claim: Awaited<ReturnType<typeof claimBuild>> | null = null;
  const started = performance.now();
  try {
    checkSiteUrl(env.siteUrl);
    await checkBuildApi(env);
    if (service) claim = await claimBuild(service, { trigger: 'manual', reason: process.env.BUILD_REASON || 'npm run build' });
    const budget = await (all ? buildAll(env) : buildSite(env));
    console.log(describeBudget(budget, pagesLimits()));
    for (const warning of budgetWarnings(budget, pagesLimits())) console.warn(warning);
    if (service && claim) await recordBuildResult(service, claim, { ok: true, durationMs: performance.now() - started, pages: budget.pages });
    console.log(`Built ${path.relative(process.cwd(), DIST_DIR) || 'dist'}/`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (service && claim) await recordBuildResult(service, claim, { ok: false, durationMs: performance.now() - started, error: message }).catch(() => {});
    console.error(message);
    process.exit(1);
  }
}
