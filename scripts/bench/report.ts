/**
 * The benchmark's printout: one column per scenario, then the issue's aims marked met or not met.
 * Figures only: an aim that is not met is reported, never turned into a failure.
 */
import type { SyntheticLoad } from './insert-archive.ts';
import type { BuildMeasurement } from './measure-build.ts';
import type { BytesMeasurement } from './measure-bytes.ts';
import { median, type SearchMeasurement } from './measure-search.ts';
import { daysOfRoom } from '../static/host-budget.ts';
import { formatConfessionBudget } from './confession-budget.ts';

export interface ScenarioResult {
  key: 'seed' | 'archive';
  label: string;
  devotionals: { total: number; released: number };
  load?: SyntheticLoad;
  build?: BuildMeasurement;
  bytes?: BytesMeasurement;
  search?: SearchMeasurement;
  /** Publish in the admin → page served (rebuild-site, build hook, rebuild, swap). */
  publish?: import('./measure-publish.ts').PublishMeasurement;
  /** The service worker, its precache and the registration script (docs/offline.md). */
  offline?: import('./measure-offline.ts').OfflineMeasurement;
  /** LCP, TBT and JavaScript bytes with 4× CPU slowdown and slow 4G. */
  paint?: import('./measure-paint.ts').PaintRun[];
  /** JavaScript before interaction as Chromium loaded it (responses of type script and inline scripts, gzip). */
  loadedJs?: import('./measure-js-loaded.ts').LoadedJs[];
  /** Lighthouse's category scores, mobile (the seed scenario only). */
  lighthouse?: import('./measure-lighthouse.ts').LighthouseRun[];
  /** The console's first load, to its sign-in form and to its panel (the seed scenario only). */
  consoleLoad?: import('./measure-console-load.ts').ConsoleLoad;
  /** The cards other sites embed: bytes with all they load, and pages elsewhere carrying their code. */
  embeds?: import('./measure-embeds.ts').EmbedMeasurement;
  /** What the BSB beside the KJV adds to a devotional page's HTML. */
  translation?: import('./measure-translation.ts').TranslationMeasurement;
  /** The build against Cloudflare Pages' file limit (the console's few files not included). */
  host?: import('../static/host-budget.ts').HostBudget;
  /** What stopped this scenario, when something did. */
  error?: string;
}

export interface BenchEnvironment {
  date: string;
  /** 1-minute load average when the bench started and ended: other work on the machine slows every figure. */
  load: [start: number, end: number];
  cpus: number;
  cpuModel: string;
  node: string;
  chromium: string | null;
}

export const TEN_YEARS_OF_DAYS = 3650;

export const AIMS = {
  /** gzip JavaScript on the home and devotional pages, before the reader's first interaction and after it. */
  jsBeforeBytes: 15 * 1024,
  jsBytes: 60 * 1024,
  /** gzip JavaScript a signed-in reader loads before interacting on every page type (a budget). */
  signedInBytes: 30 * 1024,
  /** gzip JavaScript /practice loads after the learner's first interaction, the on-demand voice excepted. */
  practiceJsBytes: 30 * 1024,
  /** Scripture data one "Search by Scripture" fetches. */
  scriptureSearchBytes: 100 * 1024,
  /** The largest confession page's HTML. */
  confessionHtmlBytes: 60 * 1024,
  /** The manifest data fetched before a filter's first result shows (index + newest year). */
  manifestFirstResultBytes: 100 * 1024,
  /** What the second translation (the BSB) adds to a devotional page's HTML, gzip. */
  translationBytes: 1024,
  /** The ten-year archive's build (astro + pagefind), a budget (the aim used to be 2 minutes). */
  archiveBuildSeconds: 60,
  /** From an admin's publish to the new page served, at ten years (a budget). */
  publishServedSeconds: 90,
  /** A full build (astro + pagefind, empty cache) of the ten-year archive in three editions (a budget). */
  editionsBuildSeconds: 120,
  /** From a publish to the page served at ten years with three editions, the rebuild incremental (a budget). */
  editionsPublishServedSeconds: 20,
  /** Full-text search, time to first results. */
  searchMs: 150,
  /** Full-text search at ten years, median query to first result (a budget). */
  tenYearSearchMs: 50,
  /** Lighthouse (mobile), each category, on home, a devotional and a confession. */
  lighthouseScore: 98,
  /** An embedded card, images and all it loads included. */
  embedBytes: 10 * 1024,
} as const;

export const kb = (bytes: number | undefined) => (bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)}`);
export const ms = (value: number | null | undefined) => (value === null || value === undefined ? '-' : `${Math.round(value)}`);
export const seconds = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(1));
export const count = (value: number | null | undefined) => (value === null || value === undefined ? '-' : value.toLocaleString('en-US'));

export type Row = [label: string, ...cells: string[]] | [heading: string];

export function table(rows: Row[], header: string[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.filter((r) => r.length > 1).map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('   ')
      .trimEnd();
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('   ')];
  for (const row of rows) out.push(row.length === 1 ? row[0] : line(row as string[]));
  return out.join('\n');
}

function pageType(bytes: BytesMeasurement | undefined, key: string) {
  return bytes?.types.find((t) => t.key === key);
}

/** The machine and its load: on a shared machine every figure is slower than on an idle one. */
export function formatEnvironment(env: BenchEnvironment): string {
  return [
    `Reformed Devotionals benchmark, ${env.date}: ${env.cpus} CPU (${env.cpuModel}), Node ${env.node}${env.chromium ? `, Chromium ${env.chromium}` : ''}`,
    `Load average (1 min) at start ${env.load[0].toFixed(1)}, at end ${env.load[1].toFixed(1)}${Math.max(...env.load) > env.cpus ? ': the machine was busy with other work, so times are slower than on an idle machine' : ''}`,
  ].join('\n');
}

/** One cell per scenario: `n/a` where a scenario that stopped has no figure. */
type Cells = (f: (r: ScenarioResult) => string) => string[];

const PAGE_TYPES = [
  ['home', 'home'],
  ['devotional', 'devotional'],
  ['confessions', 'confessions index'],
  ['confession', 'confession page'],
  ['about', 'about'],
  ['section', 'section citations page'],
  ['month', 'archive month page'],
  ['groups', 'reading groups'],
] as const;
// The signed-in figure also for the account's pages (the light client, supabase-js only on use).
const SIGNED_IN_PAGE_TYPES = [
  ...PAGE_TYPES,
  ['auth', 'sign in (/auth)'],
  ['settings', 'settings'],
  ['dashboard', 'dashboard'],
  ['practice', 'practice'],
] as const;

/** A page type's figure, or why there is none: the type was not built, or the scenario measured no bytes. */
function pageCell(r: ScenarioResult, key: string, figure: (t: NonNullable<ReturnType<typeof pageType>>) => string): string {
  const t = pageType(r.bytes, key);
  if (!t) return r.bytes ? 'not built' : '-';
  return figure(t);
}

/** What was built, how long it took, and the HTML and JavaScript of each page type. */
function pageRows(each: Cells): Row[] {
  const rows = (keys: ReadonlyArray<readonly [string, string]>, figure: Parameters<typeof pageCell>[2]) =>
    keys.map(([key, label]): Row => [`  ${label}`, ...each((r) => pageCell(r, key, figure))]);
  return [
    ['Pages built'],
    ['  HTML files', ...each((r) => count(r.build?.pages.html))],
    ['  devotional pages', ...each((r) => count(r.build?.pages.devotional))],
    ['  confession pages', ...each((r) => count(r.build?.pages.confession))],
    ['  pages in the Pagefind index', ...each((r) => count(r.build?.pages.indexed))],
    ['Build time (s)'],
    ['  astro build', ...each((r) => seconds(r.build?.astroSeconds))],
    ['  pagefind', ...each((r) => seconds(r.build?.pagefindSeconds))],
    ['  total', ...each((r) => seconds(r.build?.totalSeconds))],
    ['HTML, gzip KB (median / largest)'],
    ...rows(PAGE_TYPES, (t) => (t.pages > 1 ? `${kb(t.htmlMedian)} / ${kb(t.htmlMax)}` : kb(t.htmlMedian))),
    ['JavaScript before the first interaction, gzip KB'],
    ...rows(PAGE_TYPES, (t) => `${kb(t.js)} (${t.jsFiles} files)`),
    ['JavaScript after the first interaction (every island hydrated), gzip KB'],
    ...rows(PAGE_TYPES, (t) => `${kb(t.jsAfter)} (${t.jsAfterFiles} files)`),
    ['JavaScript a signed-in reader loads before interacting (signed-in shell and the features it mounts), gzip KB'],
    ...rows(SIGNED_IN_PAGE_TYPES, (t) => `${kb(t.jsSignedIn)} (${t.jsSignedInFiles} files)`),
  ];
}

/** The data the search fetches: the manifest the filters read, the Scripture word index. */
function searchDataRows(results: ScenarioResult[], each: Cells): Row[] {
  const data = (f: (d: BytesMeasurement['data']) => number) => each((r) => (r.bytes ? kb(f(r.bytes.data)) : '-'));
  return [
    ['Manifest, fetched when the filters are used, gzip KB'],
    ['  /devotionals/index.json', ...data((d) => d.manifestIndex)],
    ['  newest year part', ...data((d) => d.newestPart)],
    ['  before the first result (index + newest year)', ...data((d) => d.manifestIndex + d.newestPart)],
    ['  largest year part', ...data((d) => d.largestPart)],
    ['  all year parts (read only by a search reaching back)', ...each((r) => (r.bytes ? `${kb(r.bytes.data.allParts)} (${r.bytes.data.parts})` : '-'))],
    ['Scripture word index, fetched by "Search by Scripture", gzip KB'],
    ['  largest shard', ...data((d) => d.largestShard)],
    ['  all shards (never fetched together)', ...each((r) => (r.bytes ? `${kb(r.bytes.data.allShards)} (${r.bytes.data.shards})` : '-'))],
    ...(results.find((r) => r.bytes)?.bytes?.data.scriptureQueries ?? []).map(({ query }): Row => [
      `  one search: "${query}"`,
      ...data((d) => d.scriptureQueries.find((q) => q.query === query)?.bytes ?? 0),
    ]),
  ];
}

/** The embedded cards, the host's file limit and the offline copies. */
function deliveryRows(each: Cells): Row[] {
  return [
    ['Embedded cards (/embed/*): the page and all it loads, gzip KB (median / largest)'],
    ...(['today', 'devotional', 'catechism'] as const).map((key): Row => [
      `  ${{ today: "today's devotional", devotional: 'one devotional', catechism: 'catechism of the week' }[key]}`,
      ...each((r) => {
        const kind = r.embeds?.kinds.find((k) => k.key === key);
        if (!kind) return r.embeds ? 'not built' : '-';
        return kind.pages > 1 ? `${kb(kind.median)} / ${kb(kind.largest)}` : kb(kind.largest);
      }),
    ]),
    ['  /embed/resize.js, bytes (gzip)', ...each((r) => (r.embeds ? `${r.embeds.resizeScript.bytes} (${r.embeds.resizeScript.gzip})` : '-'))],
    ['  pages outside /embed/ carrying embed code', ...each((r) => count(r.embeds?.pagesWithEmbedCode.length))],
    ["Cloudflare Pages' file limit (20,000; the console's few files not counted)"],
    ['  files in the build', ...each((r) => count(r.host?.files))],
    ['  files each released day adds', ...each((r) => (r.host ? String(r.host.filesPerDevotional) : '-'))],
    ['  days of room left', ...each((r) => count(r.host ? daysOfRoom(r.host) : undefined))],
    ['Offline (service worker), KB'],
    ['  /sw.js (gzip)', ...each((r) => (r.offline ? `${kb(r.offline.worker)} (${kb(r.offline.workerGzip)})` : '-'))],
    ['  shell precached on install (files)', ...each((r) => (r.offline ? `${kb(r.offline.shellBytes)} (${r.offline.shellFiles})` : '-'))],
    ["  the week's pages kept on install (pages)", ...each((r) => (r.offline ? `${kb(r.offline.weekBytes)} (${r.offline.weekPages})` : '-'))],
    ['  registration script before interaction, gzip', ...each((r) => (r.offline ? kb(r.offline.registrationGzip) : '-'))],
  ];
}

/** Search in Chromium: Pagefind's start, full-text queries warm and cold, the title filter. */
function searchTimeRows(results: ScenarioResult[], each: Cells): Row[] {
  const queryRange = (s: SearchMeasurement | undefined) => {
    if (!s || s.medianMs === null) return s?.fullTextError ? 'failed' : '-';
    const times = s.queries.map((q) => q.ms);
    return `${ms(s.medianMs)} (${ms(Math.min(...times))}-${ms(Math.max(...times))})`;
  };
  const filter = (s: SearchMeasurement | undefined, which: 'first' | 'rest') => {
    if (!s) return '-';
    if ('error' in s.filter) return 'n/a';
    return ms(which === 'first' ? s.filter.firstMs : s.filter.medianRestMs);
  };
  return [
    ['Search in Chromium (ms)'],
    ['  Pagefind import + init + ready, on focus (once)', ...each((r) => ms(r.search?.initMs))],
    [`  full-text query to first result, as typed, median (min-max) of ${results[0]?.search?.queries.length ?? 0}`, ...each((r) => queryRange(r.search))],
    ['    of which search(), median', ...each((r) => ms(median(r.search?.queries.map((q) => q.searchMs))))],
    ["    of which the first result's data(), median", ...each((r) => ms(median(r.search?.queries.map((q) => q.dataMs))))],
    [
      '  the same, cold: search() at once after init(), median (min-max)',
      ...each((r) => (r.search?.cold ? queryRange({ ...r.search, ...r.search.cold }) : '-')),
    ],
    ['  title filter, first use (fetches manifest)', ...each((r) => filter(r.search, 'first'))],
    ['  title filter, median of later uses', ...each((r) => filter(r.search, 'rest'))],
  ];
}

/** What the table cannot show: page types skipped, where embed code leaked, the largest scripts, what failed. */
function reportNotes(results: ScenarioResult[]): string[] {
  const notes: string[] = [];
  const missing = new Set(results.flatMap((r) => r.bytes?.missing ?? []));
  if (missing.size) notes.push(`Page types not built yet, skipped: ${[...missing].join(', ')}.`);
  for (const r of results) {
    if (r.embeds?.pagesWithEmbedCode.length) notes.push(`${r.label}: pages carrying the embeds' code: ${r.embeds.pagesWithEmbedCode.slice(0, 5).join(', ')}.`);
  }
  const last = [...results].reverse().find((r) => r.bytes);
  for (const key of ['home', 'devotional']) {
    const t = pageType(last?.bytes, key);
    if (t?.jsLargest.length)
      notes.push(`Largest JavaScript on the ${t.label} page: ${t.jsLargest.map((f) => `${f.file.replace(/^.*\//, '')} ${kb(f.gzip)} KB`).join(', ')}.`);
  }
  for (const r of results) {
    // The first lines say what failed; the whole output is in the log above the table.
    if (r.error) notes.push(`${r.label}: ${r.error.split('\n').slice(0, 3).join('\n    ')}`);
    if (r.search?.fullTextError) notes.push(`${r.label}: ${r.search.fullTextError}`);
    if (r.search && 'error' in r.search.filter) notes.push(`${r.label}: title filter not measured: ${r.search.filter.error}`);
  }
  return notes;
}

/** The whole printout: the machine, one column per scenario, the aims, and notes. */
export function formatReport(results: ScenarioResult[], env: BenchEnvironment): string {
  const header = ['', ...results.map((r) => r.label)];
  const each: Cells = (f) => results.map((r) => (r.error && f(r) === '-' ? 'n/a' : f(r)));
  const rows: Row[] = [
    ['devotionals released / in database', ...each((r) => `${count(r.devotionals.released)} / ${count(r.devotionals.total)}`)],
    ['synthetic days inserted (s)', ...each((r) => (r.load ? `${count(r.load.inserted)} (${seconds(r.load.seconds)})` : '-'))],
    ...pageRows(each),
    ...searchDataRows(results, each),
    ...deliveryRows(each),
    ...searchTimeRows(results, each),
  ];
  const out = [formatEnvironment(env), '', table(rows, header), '', 'Aims', ...formatAims(results)];
  const notes = reportNotes(results);
  if (notes.length) out.push('', 'Notes', ...notes.map((n) => `  ${n}`));
  return out.join('\n');
}

function mark(value: number | null | undefined, aim: number, inclusive: boolean): string {
  if (value === null || value === undefined) return 'not measured';
  return (inclusive ? value <= aim : value < aim) ? 'met' : 'NOT MET';
}

export function formatAims(results: ScenarioResult[]): string[] {
  const lines: string[] = [];
  const judge = (label: string, aim: number, value: (r: ScenarioResult) => number | undefined) => {
    const cells = results.map((r) => {
      const bytes = value(r);
      return `${r.label}: ${bytes === undefined ? '-' : `${kb(bytes)} KB`} ${mark(bytes, aim, true)}`;
    });
    lines.push(`  ${label} <= ${aim / 1024} KB gzip: ${cells.join('; ')}`);
  };
  judge('home page JavaScript before the first interaction', AIMS.jsBeforeBytes, (r) => pageType(r.bytes, 'home')?.js);
  judge('devotional page JavaScript before the first interaction', AIMS.jsBeforeBytes, (r) => pageType(r.bytes, 'devotional')?.js);
  judge('home page JavaScript after the first interaction', AIMS.jsBytes, (r) => pageType(r.bytes, 'home')?.jsAfter);
  judge('devotional page JavaScript after the first interaction', AIMS.jsBytes, (r) => pageType(r.bytes, 'devotional')?.jsAfter);
  // Every page type, the account's pages included: no signed-in page may load more.
  for (const [key, label] of SIGNED_IN_PAGE_TYPES) {
    judge(`signed-in reader's JavaScript before interacting, ${label}`, AIMS.signedInBytes, (r) => pageType(r.bytes, key)?.jsSignedIn);
  }
  judge('scripture data per search (largest sample query)', AIMS.scriptureSearchBytes, (r) =>
    r.bytes ? Math.max(0, ...r.bytes.data.scriptureQueries.map((q) => q.bytes)) : undefined,
  );
  // At ten years (the archive's column) the page lists more devotionals citing its sections.
  judge('largest confession page HTML', AIMS.confessionHtmlBytes, (r) => pageType(r.bytes, 'confession')?.htmlMax);
  const lighthoused = results.find((r) => r.lighthouse);
  if (lighthoused) lines.push(formatConfessionBudget(lighthoused.lighthouse!.find((run) => run.page === 'confession')));
  judge('manifest before the first filter result', AIMS.manifestFirstResultBytes, (r) =>
    r.bytes ? r.bytes.data.manifestIndex + r.bytes.data.newestPart : undefined,
  );
  judge('embedded card with all it loads (largest)', AIMS.embedBytes, (r) =>
    r.embeds?.kinds.length ? Math.max(...r.embeds.kinds.map((k) => k.largest)) : undefined,
  );
  const translationCells = results.map((r) =>
    r.translation
      ? `${r.label}: median ${r.translation.median} B, largest ${r.translation.largest} B ${mark(r.translation.largest, AIMS.translationBytes, true)} (${r.translation.withBsb} of ${r.translation.pages} pages carry it)`
      : `${r.label}: -`,
  );
  lines.push(`  the BSB beside the KJV adds <= 1 KB gzip to a devotional page: ${translationCells.join('; ')}`);
  const carrying = results.map(
    (r) => `${r.label}: ${r.embeds ? `${r.embeds.pagesWithEmbedCode.length} pages ${r.embeds.pagesWithEmbedCode.length ? 'NOT MET' : 'met'}` : '-'}`,
  );
  lines.push(`  no JavaScript from the embeds on any other page: ${carrying.join('; ')}`);
  const archive = results.find((r) => r.key === 'archive');
  if (archive) {
    // The aims are about ten years of days; a smaller --total is reported but not judged against them.
    const tenYears = archive.devotionals.total >= TEN_YEARS_OF_DAYS;
    const judgeTenYears = (label: string, value: number | null | undefined, aim: number, inclusive: boolean, unit: 's' | 'ms') => {
      const figure = value === null || value === undefined ? '-' : unit === 's' ? `${value.toFixed(1)} s` : `${Math.round(value)} ms`;
      const verdict = tenYears ? mark(value, aim, inclusive) : `(only ${archive.devotionals.total} devotionals: not a ten-year archive)`;
      lines.push(`  ${label}: ${figure} ${verdict}`);
    };
    judgeTenYears(
      `ten-year archive built in < ${AIMS.archiveBuildSeconds} s (astro + pagefind)`,
      archive.build?.totalSeconds,
      AIMS.archiveBuildSeconds,
      false,
      's',
    );
    judgeTenYears(
      `ten-year publish served in < ${AIMS.publishServedSeconds} s (publish → rebuild → swap, this machine)`,
      archive.publish?.publishToServedSeconds,
      AIMS.publishServedSeconds,
      false,
      's',
    );
    judgeTenYears(`median full-text query at ten years <= ${AIMS.tenYearSearchMs} ms`, archive.search?.medianMs, AIMS.tenYearSearchMs, true, 'ms');
  } else {
    lines.push(`  ten-year archive built in < ${AIMS.archiveBuildSeconds} s: not run (--scenario seed)`);
    lines.push(`  ten-year publish served in < ${AIMS.publishServedSeconds} s: not run (--scenario seed)`);
    lines.push(`  median full-text query at ten years <= ${AIMS.tenYearSearchMs} ms: not run (--scenario seed)`);
  }
  const search = results.map(
    (r) => `${r.label}: ${r.search?.medianMs == null ? '-' : `${Math.round(r.search.medianMs)} ms`} ${mark(r.search?.medianMs, AIMS.searchMs, false)}`,
  );
  lines.push(`  search results in < ${AIMS.searchMs} ms (median query): ${search.join('; ')}`);
  return lines;
}
