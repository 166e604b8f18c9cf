/**
 * npm run bench [-- --scenario seed|archive|editions|both|all|media|digest] [--no-media] [--no-digest]
 *                  [--subscribers 100000] [--total 3650] [--json FILE] [--keep] [--out DIR]
 *
 * Speed and size of the reader site, in three scenarios on one in-memory supabase/local:
 *   1. seed:     the sample content (`seed()`), as `npm start` loads it;
 *   2. archive:  the seed plus a synthetic archive (scripts/bench/synthetic-archive.ts) bringing the
 *                database to --total devotionals (3,650: ten years of days);
 *   3. editions: that archive with a translation of every synthetic day into each other edition's language
 *                (scripts/bench/synthetic-editions.ts), built and measured per edition against the build before
 *                the translations (scripts/bench/measure-editions.ts, report-editions.ts).
 * `all` (the default) runs the three, `both` the first two.
 * For each it prints the build time (astro build + pagefind), HTML and JavaScript bytes (gzip) per page type,
 * the embedded cards' bytes (scripts/bench/measure-embeds.ts), the build against Cloudflare Pages' file limit,
 * search time to first results in Chromium, and the number of pages built; then the aims, met or not met.
 * Builds go to a scratch folder under node_modules/.cache (removed afterwards unless --keep), never to dist/;
 * --out puts them elsewhere (keep it inside the project, see SCRATCH_PARENT).
 * In Chromium, for each: JavaScript before interaction as the browser loaded it (scripts/bench/measure-js-loaded.ts), and
 * for the seed, Lighthouse's four category scores, mobile, on home, a devotional and the longest confession page (measure-lighthouse.ts).
 * Then (unless --no-media) media: narration speed (seconds of audio per second of work) and cover rendering time
 * (scripts/bench/measure-media.ts); `--scenario media` measures only these.
 * Then (unless --no-digest) the weekly digest's time at --subscribers confirmed subscribers (100,000) against the
 * local e-mail stand-in (scripts/bench/measure-digest.ts); `--scenario digest` measures only that.
 * Exits non-zero only when something fails to run; a missed aim is a figure, not a failure.
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { startLocalSupabase, type LocalSupabase } from '../supabase/local/server.ts';
import { formatSeedReport, seed, serviceClient } from './seed.ts';
import { createKjvSource, kjvSourceFromEnv } from '@lib/sources/node.ts';
import { loadSyntheticArchive, loadSyntheticEditions, type WrittenArchive } from './bench/insert-archive.ts';
import { countBuildFiles } from './bench/edition-files.ts';
import { measureEditions, type EditionsResult } from './bench/measure-editions.ts';
import { formatEditionsReport } from './bench/report-editions.ts';
import { cacheDirOf, measureBuild } from './bench/measure-build.ts';
import { measureBytes } from './bench/measure-bytes.ts';
import { measureEmbeds } from './bench/measure-embeds.ts';
import { measureTranslation } from './bench/measure-translation.ts';
import { measureHostBudget } from './static/host-budget.ts';
import { measureOffline } from './bench/measure-offline.ts';
import { launchBrowser, measureSearch } from './bench/measure-search.ts';
import { formatPaint, measurePaint } from './bench/measure-paint.ts';
import { formatConsoleLoad, measureConsoleLoad } from './bench/measure-console-load.ts';
import { measurePublish } from './bench/measure-publish.ts';
import { formatLoadedJs, measureLoadedJs } from './bench/measure-js-loaded.ts';
import { formatLighthouse, measureLighthouse } from './bench/measure-lighthouse.ts';
import { addDays } from '@lib/dates.ts';
import { EDITIONS, LOCALES } from '@lib/editions/registry.ts';
import { buildAndMeasureAdmin, formatAdminBundle, type AdminBundleMeasurement } from './bench/measure-admin.ts';
import { formatMediaReport, measureMedia, type MediaFigures } from './bench/measure-media.ts';
import { DIGEST_BENCH_SUBSCRIBERS, formatDigestReport, measureDigest, type DigestFigures } from './bench/measure-digest.ts';
import { AIMS, formatEnvironment, formatReport, TEN_YEARS_OF_DAYS, type BenchEnvironment, type ScenarioResult } from './bench/report.ts';

export const TEN_YEARS = TEN_YEARS_OF_DAYS;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Builds go inside the project: astro keeps its intermediate prerender files in <outDir>/.prerender only when
 * the output folder is under the working directory, and otherwise in the shared ./.astro/.prerender, where a
 * concurrent build (a test run, another bench) would overwrite them mid-build.
 */
const SCRATCH_PARENT = path.join(ROOT, 'node_modules/.cache');

export interface BenchOptions {
  scenarios: Array<'seed' | 'archive' | 'editions'>;
  total: number;
  json?: string;
  keep: boolean;
  out?: string;
  /** Measure narration and covers too. */
  media: boolean;
  /** Measure the weekly digest at `subscribers` subscribers too. */
  digest: boolean;
  subscribers: number;
}

export function parseArgs(args: string[]): BenchOptions {
  const value = (name: string) => {
    const i = args.indexOf(name);
    if (i === -1) return undefined;
    const v = args[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value`);
    return v;
  };
  const scenario = value('--scenario') ?? 'all';
  const lists: Record<string, BenchOptions['scenarios']> = {
    seed: ['seed'],
    archive: ['archive'],
    editions: ['editions'],
    both: ['seed', 'archive'],
    all: ['seed', 'archive', 'editions'],
    media: [],
    digest: [],
  };
  if (!(scenario in lists)) throw new Error(`--scenario is seed, archive, editions, both, all, media or digest, not ${scenario}`);
  const subscribers = Number(value('--subscribers') ?? DIGEST_BENCH_SUBSCRIBERS);
  if (!Number.isInteger(subscribers) || subscribers < 1) throw new Error(`--subscribers must be a positive whole number`);
  const total = Number(value('--total') ?? TEN_YEARS);
  if (!Number.isInteger(total) || total < 1) throw new Error(`--total must be a positive whole number`);
  return {
    scenarios: lists[scenario],
    total,
    json: value('--json'),
    keep: args.includes('--keep'),
    out: value('--out'),
    media: scenario !== 'digest' && !args.includes('--no-media'),
    digest: scenario !== 'media' && !args.includes('--no-digest'),
    subscribers,
  };
}

const started = performance.now();
function log(line: string) {
  const elapsed = Math.round((performance.now() - started) / 1000);
  console.log(`[${String(Math.floor(elapsed / 60)).padStart(2, '0')}:${String(elapsed % 60).padStart(2, '0')}] ${line}`);
}

/** The English edition's devotionals: one a day (the Dutch and Spanish ones translate days, measure-editions.ts). */
async function countDevotionals(local: LocalSupabase, today: string): Promise<{ total: number; released: number }> {
  const client = serviceClient(local.url, local.keys.serviceRoleKey);
  const all = await client.from('devotionals').select('id', { count: 'exact', head: true }).eq('language', 'en');
  if (all.error) throw new Error(`Counting the devotionals failed: ${all.error.message}`);
  const released = await client
    .from('devotionals')
    .select('id', { count: 'exact', head: true })
    .eq('language', 'en')
    .eq('status', 'published')
    .lte('date', today);
  if (released.error) throw new Error(`Counting the released devotionals failed: ${released.error.message}`);
  return { total: all.count ?? 0, released: released.count ?? 0 };
}

/** The confession page with the most HTML: the worst case for layout and blocking time. */
async function largestConfessionPage(outDir: string): Promise<string> {
  const dir = path.join(outDir, 'confessions');
  const slugs = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  const sizes = await Promise.all(slugs.map(async (slug) => ({ slug, bytes: (await stat(path.join(dir, slug, 'index.html'))).size })));
  const largest = sizes.sort((a, b) => b.bytes - a.bytes)[0];
  return `/confessions/${largest?.slug ?? ''}/`;
}

async function measureScenario(
  result: ScenarioResult,
  { local, outDir, browser, today }: { local: LocalSupabase; outDir: string; browser: Browser | null; today: string },
): Promise<void> {
  log(`${result.label}: building the site (astro build + pagefind) into ${outDir}...`);
  result.build = await measureBuild({ supabaseUrl: local.url, anonKey: local.keys.anonKey, outDir });
  log(`${result.label}: built ${result.build.pages.html} HTML files in ${result.build.totalSeconds.toFixed(1)} s; measuring bytes...`);
  result.bytes = await measureBytes(outDir);
  result.embeds = await measureEmbeds(outDir);
  result.translation = await measureTranslation(outDir);
  result.host = await measureHostBudget(outDir);
  result.offline = await measureOffline(outDir);
  if (browser) {
    log(`${result.label}: timing search in Chromium...`);
    result.search = await measureSearch(browser, outDir);
    log(`${result.label}: LCP, TBT and JavaScript bytes with 4x CPU slowdown and slow 4G...`);
    const client = serviceClient(local.url, local.keys.serviceRoleKey);
    const { data: latest } = await client
      .from('devotionals')
      .select('id')
      // An English page: /devotional/{id}/ is the English edition's address.
      .eq('language', 'en')
      .eq('status', 'published')
      .lte('date', today)
      .order('date', { ascending: false })
      .limit(1);
    const devotionalPath = `/devotional/${latest?.[0]?.id}/`;
    result.paint = await measurePaint(browser, outDir, { url: local.url, anonKey: local.keys.anonKey }, devotionalPath);
    log(`${result.label}: JavaScript before interaction in Chromium (script responses and inline scripts)...`);
    result.loadedJs = await measureLoadedJs(browser, outDir, devotionalPath);
    // The scores do not depend on the archive's size, and each page takes Lighthouse most of a minute.
    if (result.key === 'seed') {
      const confession = await largestConfessionPage(outDir);
      log(`${result.label}: Lighthouse (mobile) on home, a devotional and the longest confession (${confession})...`);
      result.lighthouse = await measureLighthouse(outDir, { devotional: devotionalPath, confession });
    }
  }
  log(`${result.label}: publish to served (rebuild-site → build hook → rebuild → swap)...`);
  // A date no devotional has: the day before the oldest one.
  const { data: oldest } = await serviceClient(local.url, local.keys.serviceRoleKey).from('devotionals').select('date').order('date').limit(1);
  // The rebuild starts from the cache the build above left, as a publish on the hosted setup does.
  const cacheDir = cacheDirOf({ supabaseUrl: local.url, anonKey: local.keys.anonKey, outDir });
  result.publish = await measurePublish(local, outDir, path.dirname(outDir), addDays((oldest?.[0]?.date as string) ?? today, -1), cacheDir);
  log(`${result.label}: served ${result.publish.publishToServedSeconds.toFixed(1)} s after the publish (${result.publish.failedReads} failed reads meanwhile)`);
  // The console does not grow with the archive: its first load is timed once, on the seed.
  if (result.key === 'seed' && browser) {
    log(`${result.label}: the console's first load in Chromium (sign-in form, then the panel signed in)...`);
    result.consoleLoad = await measureConsoleLoad(browser, local, outDir, path.dirname(outDir));
  }
}

/** The figures formatReport does not print: publishing and loading on a slow phone. */
export function formatPublishingReport(results: ScenarioResult[]): string {
  const lines = ['Publishing and loading (figures, not aims):'];
  for (const r of results) {
    if (r.publish) {
      lines.push(
        `  ${r.label}: publish → served ${r.publish.publishToServedSeconds.toFixed(1)} s, search up to date ${r.publish.searchUpToDateSeconds.toFixed(1)} s (rebuild ${r.publish.buildSeconds?.toFixed(1) ?? 'n/a'} s), ${r.publish.failedReads} failed reads during the rebuild`,
      );
    }
    if (r.paint) lines.push(`  ${r.label}, 4x CPU slowdown, slow 4G:`, ...formatPaint(r.paint).map((l) => `  ${l}`));
  }
  return lines.join('\n');
}

/** The reader pages as Chromium loads them: JavaScript before interaction, and Lighthouse's scores. */
export function formatReaderPagesReport(results: ScenarioResult[]): string {
  const lines = ['Reader pages in Chromium:'];
  for (const r of results) {
    if (r.loadedJs)
      lines.push(
        `  ${r.label}, JavaScript before interaction, /practice after it (every script response and inline script, gzip):`,
        ...formatLoadedJs(r.loadedJs, AIMS.jsBeforeBytes, AIMS.practiceJsBytes).map((l) => `  ${l}`),
      );
    if (r.lighthouse) lines.push(`  ${r.label}, Lighthouse (mobile):`, ...formatLighthouse(r.lighthouse, AIMS.lighthouseScore).map((l) => `  ${l}`));
  }
  return lines.length > 1 ? lines.join('\n') : '';
}

export interface AdminResult {
  bundle?: AdminBundleMeasurement;
  error?: string;
}

/** The machine the figures come from; the load at the end is filled in when the bench ends. */
function benchEnvironment(): BenchEnvironment {
  return {
    date: new Date().toISOString().slice(0, 10),
    load: [os.loadavg()[0], os.loadavg()[0]],
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    chromium: null,
  };
}

/** Chromium for the measures that need a browser, or null (said in the log) when it does not start. */
async function startBrowser(env: BenchEnvironment): Promise<Browser | null> {
  try {
    const browser = await launchBrowser();
    env.chromium = browser.version();
    return browser;
  } catch (error) {
    log(`Chromium did not start, so search is not measured: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}

/** The admin console's bundle: it does not grow with the archive, so it is built and measured once. */
async function measureAdminOnce(local: LocalSupabase, scratch: string): Promise<AdminResult> {
  try {
    log('Building the admin console to measure its bundle...');
    return { bundle: await buildAndMeasureAdmin({ supabaseUrl: local.url, anonKey: local.keys.anonKey, outDir: path.join(scratch, 'admin') }) };
  } catch (error) {
    const message = (error as Error).message;
    log(`The admin console did not build: ${message.split('\n')[0]}`);
    return { error: message };
  }
}

/** The English synthetic days, up to `total` devotionals: the archive scenario measures them, the editions translate them. */
async function writeEnglishArchive(local: LocalSupabase, total: number, today: string): Promise<WrittenArchive> {
  log(`Adding a synthetic archive up to ${total} devotionals...`);
  const client = serviceClient(local.url, local.keys.serviceRoleKey);
  const { data: tags, error } = await client.from('tags').select('slug').order('slug');
  if (error) throw new Error(`Reading the tags failed: ${error.message}`);
  const written = await loadSyntheticArchive(client, {
    total,
    today,
    kjv: createKjvSource(kjvSourceFromEnv()),
    tagSlugs: tags.map((t) => t.slug as string),
    log,
  });
  const { load } = written;
  log(`Inserted ${load.inserted} synthetic devotionals${load.range ? ` (${load.range[0]} to ${load.range[1]})` : ''} in ${load.seconds.toFixed(1)} s`);
  return written;
}

/** What every scenario shares: the API, the browser, the scratch folder, the day, and the English archive once written. */
interface BenchStage {
  options: BenchOptions;
  local: LocalSupabase;
  browser: Browser | null;
  scratch: string;
  today: string;
  englishArchive: () => Promise<WrittenArchive>;
}

/** The seed and the archive scenarios that were asked for, in that order; a failed one keeps its error and the rest go on. */
async function measureSeedAndArchive({ options, local, browser, scratch, today, englishArchive }: BenchStage): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const key of ['seed', 'archive'] as const) {
    if (!options.scenarios.includes(key)) continue;
    const result: ScenarioResult = {
      key,
      label: key === 'seed' ? 'seed' : `${options.total.toLocaleString('en-US')} devotionals`,
      devotionals: { total: 0, released: 0 },
    };
    results.push(result);
    try {
      if (key === 'archive') result.load = (await englishArchive()).load;
      result.devotionals = await countDevotionals(local, today);
      await measureScenario(result, { local, outDir: path.join(scratch, key), browser, today });
    } catch (error) {
      result.error = (error as Error).message;
      log(`${result.label} failed: ${result.error}`);
    }
  }
  return results;
}

/**
 * Every edition: the English archive, each day translated into every other edition's language, built and measured per
 * edition, beside the English-only build (the archive scenario's, or one made now).
 */
/** The editions in the registry, as the printout names them. */
const editionsLabel = `${LOCALES.length} editions`;
const listed = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? ''));
const editionNames = listed(LOCALES.map((locale) => EDITIONS[locale].englishName));
const translatedNames = listed(LOCALES.filter((locale) => locale !== 'en').map((locale) => EDITIONS[locale].englishName));

async function measureThreeEditions(
  { options, local, browser, scratch, today, englishArchive }: BenchStage,
  results: ScenarioResult[],
): Promise<EditionsResult> {
  const result: EditionsResult = { label: `${options.total.toLocaleString('en-US')} devotionals in ${editionNames}`, editions: [] };
  try {
    const english = await englishArchive();
    result.label = `${english.load.inserted.toLocaleString('en-US')} synthetic English days, each translated into ${translatedNames} (plus the seed's samples)`;
    const archive = results.find((r) => r.key === 'archive' && r.build);
    if (archive?.build) {
      result.baseline = { build: archive.build, files: await countBuildFiles(path.join(scratch, 'archive')) };
    } else {
      const baselineDir = path.join(scratch, 'archive-in-english');
      log('The archive in English: building the site (astro build + pagefind) to compare with...');
      const build = await measureBuild({ supabaseUrl: local.url, anonKey: local.keys.anonKey, outDir: baselineDir });
      result.baseline = { build, files: await countBuildFiles(baselineDir) };
      log(`The archive in English: built ${build.pages.html} HTML files in ${build.totalSeconds.toFixed(1)} s`);
      if (!options.keep) await rm(baselineDir, { recursive: true, force: true });
    }
    log(`Adding a translation into ${translatedNames} of each of the ${english.archive.length} synthetic days...`);
    result.load = await loadSyntheticEditions(serviceClient(local.url, local.keys.serviceRoleKey), english, { today, log });
    const outDir = path.join(scratch, 'editions');
    log(`${editionsLabel}: building the site (astro build + pagefind) into ${outDir}...`);
    result.build = await measureBuild({ supabaseUrl: local.url, anonKey: local.keys.anonKey, outDir });
    log(`${editionsLabel}: built ${result.build.pages.html} HTML files in ${result.build.totalSeconds.toFixed(1)} s; measuring each edition...`);
    Object.assign(result, await measureEditions(outDir, browser, log));
    log(`${editionsLabel}: publish to served (an English devotional; the rebuild reuses the build above)...`);
    // A rebuild serves the console beside the site: the editions alone have not built it yet.
    if (!existsSync(path.join(scratch, 'admin', 'index.html'))) await measureAdminOnce(local, scratch);
    const { data: oldest } = await serviceClient(local.url, local.keys.serviceRoleKey).from('devotionals').select('date').order('date').limit(1);
    try {
      result.publish = await measurePublish(
        local,
        outDir,
        scratch,
        addDays((oldest?.[0]?.date as string) ?? today, -1),
        cacheDirOf({ supabaseUrl: local.url, anonKey: local.keys.anonKey, outDir }),
      );
      log(`${editionsLabel}: served ${result.publish.publishToServedSeconds.toFixed(1)} s after the publish`);
    } catch (error) {
      result.publish = { error: (error as Error).message };
      log(`${editionsLabel}: publish to served not measured: ${result.publish.error}`);
    }
  } catch (error) {
    result.error = (error as Error).message;
    log(`The ${editionsLabel} failed: ${result.error}`);
  }
  return result;
}

export async function runBench(
  options: BenchOptions,
): Promise<{ results: ScenarioResult[]; editions: EditionsResult | null; env: BenchEnvironment; admin: AdminResult; failed: boolean }> {
  await mkdir(SCRATCH_PARENT, { recursive: true });
  const scratch = options.out ? path.resolve(options.out) : await mkdtemp(path.join(SCRATCH_PARENT, 'rd-bench-'));
  let results: ScenarioResult[] = [];
  let editions: EditionsResult | null = null;
  let admin: AdminResult = {};
  let local: LocalSupabase | null = null;
  let browser: Browser | null = null;
  let failed = false;
  const env = benchEnvironment();
  try {
    log('Starting supabase/local (PGlite in memory)...');
    local = await startLocalSupabase({ port: 0, data: 'memory', storageDir: 'memory', functionEnv: {}, confirmEmail: false });
    log('Loading the sample content...');
    const seeded = await seed({ url: local.url, serviceRoleKey: local.keys.serviceRoleKey, sample: true });
    for (const line of formatSeedReport(seeded).split('\n')) log(line);
    const today = seeded.today;

    browser = await startBrowser(env);
    if (!browser) failed = true;
    // The editions alone leave the console out.
    if (options.scenarios.some((s) => s !== 'editions')) {
      admin = await measureAdminOnce(local, scratch);
      if (admin.error) failed = true;
    }

    const api = local;
    let archiveWritten: Promise<WrittenArchive> | undefined;
    const englishArchive = () => (archiveWritten ??= writeEnglishArchive(api, options.total, today));
    const stage: BenchStage = { options, local, browser, scratch, today, englishArchive };
    results = await measureSeedAndArchive(stage);
    if (results.some((r) => r.error)) failed = true;
    if (options.scenarios.includes('editions')) {
      editions = await measureThreeEditions(stage, results);
      if (editions.error) failed = true;
    }
  } finally {
    env.load[1] = os.loadavg()[0];
    await browser?.close().catch(() => {});
    await local?.close().catch(() => {});
    if (options.keep) log(`Builds kept in ${scratch}`);
    else if (!options.out) await rm(scratch, { recursive: true, force: true });
  }
  return { results, editions, env, admin, failed };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  let options: BenchOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(
      `${(error as Error).message}\nUsage: npm run bench [-- --scenario seed|archive|editions|both|all|media|digest] [--subscribers N] [--total N] [--json FILE] [--keep] [--out DIR]`,
    );
    process.exit(2);
  }
  try {
    const { results, editions, env, admin, failed } = options.scenarios.length
      ? await runBench(options)
      : { results: [] as ScenarioResult[], editions: null, env: null, admin: {} as AdminResult, failed: false };
    if (env) {
      console.log(`\n${results.length ? formatReport(results, env) : formatEnvironment(env)}`);
      if (editions) console.log(`\n${formatEditionsReport(editions, options.total >= TEN_YEARS_OF_DAYS)}`);
      if (results.length) console.log(`\n${formatPublishingReport(results)}`);
      const readerPages = formatReaderPagesReport(results);
      if (readerPages) console.log(`\n${readerPages}`);
      const adminLines = formatAdminBundle(admin.bundle, admin.error);
      for (const r of results) if (r.consoleLoad) adminLines.push(...formatConsoleLoad(r.consoleLoad));
      if (adminLines.length) console.log(`\n${adminLines.join('\n')}`);
    }
    let media: MediaFigures | null = null;
    if (options.media) {
      media = await measureMedia(log);
      console.log(`\n${formatMediaReport(media)}`);
    }
    let digest: DigestFigures | null = null;
    if (options.digest) {
      digest = await measureDigest(log, options.subscribers);
      console.log(`\n${formatDigestReport(digest)}`);
    }
    if (options.json) {
      await writeFile(options.json, `${JSON.stringify({ env, results, editions, admin, media, digest }, null, 2)}\n`);
      console.log(`\nFigures written to ${options.json}`);
    }
    process.exit(failed || digest?.error ? 1 : 0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
