/**
 * What a reader downloads, per page type, gzip-compressed (zlib's default level, what most hosts serve):
 * - HTML: the page itself (its inline scripts and styles included).
 * - JavaScript before the first interaction: every file the page makes the browser load without any further action
 *   beyond scrolling: <script src>, <link rel="modulepreload">, the component, renderer and before-hydration files of
 *   each <astro-island> that hydrates without interaction (client:load, idle, visible), and everything those import
 *   statically, transitively.
 * - JavaScript after the first interaction: the same plus the files of the islands that hydrate on interaction
 *   (client:interaction: docs/islands.md), all of them, as if the reader had used every island on the page.
 *   Dynamic import() is left out of both: it loads on demand (Pagefind when full-text search is used, supabase-js
 *   on a form's first submit).
 * Page types with many pages report the median and the largest HTML, and the most JavaScript any of them loads.
 * - Data on use: the manifest's index and year parts (/devotionals/), and the scripture word index's shards.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { queryWords, shardOf } from '../../site/lib/search/words.ts';
import type { TranslatedLocale } from '@lib/editions/registry.ts';

export interface PageTypeSpec {
  key: string;
  label: string;
  /** Matches the path of index.html files relative to the build output. */
  match: RegExp;
}

export const PAGE_TYPES: readonly PageTypeSpec[] = [
  { key: 'home', label: 'home', match: /^index\.html$/ },
  { key: 'devotional', label: 'devotional', match: /^devotional\/[^/]+\/index\.html$/ },
  { key: 'confessions', label: 'confessions index', match: /^confessions\/index\.html$/ },
  { key: 'confession', label: 'confession page', match: /^confessions\/[^/]+\/index\.html$/ },
  // The spec's route is /about-us; /about is accepted too.
  { key: 'about', label: 'about', match: /^about(-us)?\/index\.html$/ },
  { key: 'section', label: 'section citations page', match: /^confessions\/[^/]+\/[^/]+\/index\.html$/ },
  { key: 'month', label: 'archive month page', match: /^archive\/\d{4}\/\d{2}\/index\.html$/ },
  { key: 'guide', label: 'group guide (a week)', match: /^groups\/guide\/\d{4}-W\d{2}\/index\.html$/ },
  // The signed-in reading groups' three shells: /groups/, a group's page and the join page.
  { key: 'groups', label: 'reading groups', match: /^groups\/(?:group\/|join\/)?index\.html$/ },
  // The pages that load the whole supabase-js client: sign-in, settings, dashboard, practice.
  { key: 'auth', label: 'sign in (/auth)', match: /^auth\/index\.html$/ },
  { key: 'settings', label: 'settings', match: /^settings\/index\.html$/ },
  { key: 'dashboard', label: 'dashboard', match: /^dashboard\/index\.html$/ },
  { key: 'practice', label: 'practice', match: /^practice\/index\.html$/ },
];

export interface PageTypeBytes {
  key: string;
  label: string;
  pages: number;
  /** gzip bytes of the median page's HTML, and of the largest. */
  htmlMedian: number;
  htmlMax: number;
  /** The page with the largest HTML (a path under the output folder). */
  largest: string;
  /** gzip bytes of the JavaScript the heaviest page of the type loads before any interaction, and how many files. */
  js: number;
  jsFiles: number;
  /** The same after the reader has interacted with every island on the page. */
  jsAfter: number;
  jsAfterFiles: number;
  /**
   * What a signed-in reader loads before any interaction: the signed-out files plus the signed-in shell
   * (site/signed-in/shell.ts, imported only when the head script finds a session) and the features it mounts on
   * the page (its data-rd-mount elements).
   */
  jsSignedIn: number;
  jsSignedInFiles: number;
  /** That page's three largest JavaScript files (site path, gzip bytes): where the bytes go. */
  jsLargest: { file: string; gzip: number }[];
}

export interface BytesMeasurement {
  types: PageTypeBytes[];
  /** Page types with no page in this build, to say so rather than print zeros. */
  missing: string[];
  data: DataBytes;
}

/** Data the home page's filters fetch on use, gzip bytes. */
export interface DataBytes {
  /** /devotionals/index.json */
  manifestIndex: number;
  /** /devotionals/{year}.json: how many, the newest, the largest, all together. */
  parts: number;
  newestPart: number;
  largestPart: number;
  allParts: number;
  /** /scripture/words/{shard}.json: how many, the largest, all together. */
  shards: number;
  largestShard: number;
  allShards: number;
  /** Scripture data a search for each sample query fetches (the shards of its words). */
  scriptureQueries: { query: string; bytes: number }[];
}

/** Sample "Search by Scripture" queries: a phrase of common words, a rare word, a reference. */
export const SCRIPTURE_QUERIES = ['the LORD is my shepherd', 'still waters', 'Psalm 23'];

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes).length;

async function indexPages(outDir: string, dir = outDir): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Pagefind's and the admin's own HTML are not reader pages.
    if (entry.isDirectory() && !(dir === outDir && ['pagefind', 'admin', '_astro'].includes(entry.name))) files.push(...(await indexPages(outDir, full)));
    else if (entry.name === 'index.html') files.push(path.relative(outDir, full).split(path.sep).join('/'));
  }
  return files;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
const attrValue = (tag: string, name: string) => {
  const m = attr(tag, name);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};

/**
 * The JavaScript URLs a page asks for up front, the module code inlined in it (whose imports load too), and the
 * URLs its interaction-hydrated islands load on first use.
 */
export function pageScripts(html: string): { urls: string[]; inline: string[]; onInteraction: string[]; signedIn: string[] } {
  const urls: string[] = [];
  const onInteraction: string[] = [];
  const inline: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attrValue(`<script ${m[1]}>`, 'src');
    const type = attrValue(`<script ${m[1]}>`, 'type');
    if (src) urls.push(src);
    else if (type === 'module') inline.push(m[2]);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attrValue(m[0], 'rel');
    const href = attrValue(m[0], 'href');
    if (href && rel?.split(/\s+/).includes('modulepreload')) urls.push(href);
  }
  const signedIn: string[] = [];
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    const client = attrValue(m[0], 'client');
    // client:signed-in islands load only for a signed-in reader (site/directives/signed-in.ts).
    const list = client === 'signed-in' ? signedIn : client === 'interaction' ? onInteraction : urls;
    // The signed-in directive drops its island's renderer: the carrier renders nothing (site/directives/signed-in.ts).
    for (const name of client === 'signed-in' ? ['component-url', 'before-hydration-url'] : ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attrValue(m[0], name);
      if (url) list.push(url.replace(/&amp;/g, '&'));
    }
  }
  return { urls, inline, onInteraction, signedIn };
}

/**
 * Static `import ... from "x"`, `import "x"` and `export ... from "x"` specifiers (not dynamic import()).
 * Only paths count: a browser cannot load a bare name ("ws"), so one in built code is text in a string.
 */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{0,2}\/[^"'\n]+)["']/g)) found.push(m[1]);
  return found;
}

/** A same-site URL path resolved against the page or module that named it; null for other origins and data: URLs. */
function resolveSitePath(specifier: string, fromPath: string): string | null {
  if (/^(data|blob):/.test(specifier)) return null;
  const url = new URL(specifier, `http://site.invalid${fromPath}`);
  return url.host === 'site.invalid' ? url.pathname : null;
}

/** Dynamic `import("x")` specifiers (paths only). */
export function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`](\.{0,2}\/[^"'`\n]+)["'`]\s*\)/g)].map((m) => m[1]);
}

/** The shell's features (site/signed-in/shell.ts FEATURES) by the name of their built file. */
const SIGNED_IN_FEATURES: Record<string, string> = {
  bookmark: 'bookmark',
  notes: 'notes',
  'reading-tracker': 'reading',
  'audio-preferences': 'audio',
  'confession-extras': 'confession',
};

/**
 * Whether the signed-in shell loads this file on the page: a feature's file only where the page has its
 * data-rd-mount element (the shell imports nothing else of them), every other file always.
 */
export function featureMounted(file: string, html: string): boolean {
  const name = /\/([^/.]+)\.[^/]*js$/.exec(file)?.[1] ?? '';
  const feature = SIGNED_IN_FEATURES[name];
  return !feature || html.includes(`data-rd-mount="${feature}"`);
}

export class JavaScriptSizer {
  private sizes = new Map<string, { gzip: number; imports: string[] } | null>();
  constructor(private outDir: string) {}

  private code(sitePath: string): string {
    const full = path.join(this.outDir, decodeURIComponent(sitePath));
    return existsSync(full) ? readFileSync(full, 'utf8') : '';
  }

  private file(sitePath: string): { gzip: number; imports: string[] } | null {
    if (!this.sizes.has(sitePath)) {
      const full = path.join(this.outDir, decodeURIComponent(sitePath));
      if (!existsSync(full)) this.sizes.set(sitePath, null);
      else {
        const code = readFileSync(full, 'utf8');
        const imports = staticImports(code).flatMap((s) => resolveSitePath(s, sitePath) ?? []);
        this.sizes.set(sitePath, { gzip: gzipSize(code), imports });
      }
    }
    return this.sizes.get(sitePath)!;
  }

  /**
   * gzip bytes and file count of everything the page's scripts load, each file counted once: before any interaction,
   * or (`afterInteraction`) once every interaction-hydrated island has hydrated too. `signedIn` adds what the
   * signed-in shell loads: every feature it may import (`features: 'all'`, what a page could ever load for a signed-in
   * reader), or only those the page mounts (`'mounted'`, what the reader does load: the bench's signed-in figure).
   */
  forPage(
    html: string,
    pagePath: string,
    afterInteraction = false,
    signedIn = false,
    features: 'all' | 'mounted' = 'all',
  ): { bytes: number; files: number; largest: { file: string; gzip: number }[]; missing: string[]; paths: string[] } {
    const { urls, inline, onInteraction, signedIn: signedInUrls } = pageScripts(html);
    const queue = [
      ...[...urls, ...(afterInteraction ? onInteraction : []), ...(signedIn ? signedInUrls : [])].flatMap((u) => resolveSitePath(u, pagePath) ?? []),
      ...inline.flatMap((code) => staticImports(code).flatMap((s) => resolveSitePath(s, pagePath) ?? [])),
    ];
    const seen = new Set<string>();
    const missing: string[] = [];
    const loaded: { file: string; gzip: number }[] = [];
    let bytes = 0;
    while (queue.length) {
      const next = queue.shift()!;
      if (seen.has(next)) continue;
      seen.add(next);
      const info = this.file(next);
      if (!info) {
        missing.push(next);
        continue;
      }
      bytes += info.gzip;
      loaded.push({ file: next, gzip: info.gzip });
      queue.push(...info.imports);
      if (signedIn && /\/(SignedInShell|shell|bookmark|notes|reading-tracker|audio-preferences|confession-extras)\.[^/]*js$/.test(next)) {
        const loads = dynamicImports(this.code(next)).flatMap((spec) => resolveSitePath(spec, next) ?? []);
        queue.push(...(features === 'all' ? loads : loads.filter((file) => featureMounted(file, html))));
      }
    }
    const paths = loaded.map((f) => f.file);
    const largest = loaded.sort((a, b) => b.gzip - a.gzip).slice(0, 3);
    return { bytes, files: loaded.length, largest, missing, paths };
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export async function measureBytes(outDir: string): Promise<BytesMeasurement> {
  const { types, missing } = await measurePageTypes(outDir);
  return { types, missing, data: await measureData(outDir) };
}

/**
 * The page types' HTML and JavaScript bytes in one edition: English (the default) at the site's root, Dutch or Spanish
 * under /nl/ or /es/, whose pages match the same types once the prefix is taken off. `keys` limits the types measured.
 */
export async function measurePageTypes(
  outDir: string,
  { edition, keys }: { edition?: TranslatedLocale; keys?: readonly string[] } = {},
): Promise<Pick<BytesMeasurement, 'types' | 'missing'>> {
  const prefix = edition ? `${edition}/` : '';
  const all = await indexPages(outDir);
  const pages = edition ? all.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length)) : all;
  const sizer = new JavaScriptSizer(outDir);
  const types: PageTypeBytes[] = [];
  const missing: string[] = [];
  for (const spec of PAGE_TYPES.filter((t) => !keys || keys.includes(t.key))) {
    const files = pages.filter((p) => spec.match.test(p)).map((p) => `${prefix}${p}`);
    if (!files.length) {
      missing.push(spec.label);
      continue;
    }
    const html: number[] = [];
    let largest = { file: files[0], bytes: -1 };
    let js: { bytes: number; files: number; largest: { file: string; gzip: number }[] } = { bytes: 0, files: 0, largest: [] };
    let after = { bytes: 0, files: 0 };
    let signedIn = { bytes: 0, files: 0 };
    for (const file of files) {
      const text = readFileSync(path.join(outDir, file), 'utf8');
      const bytes = gzipSize(text);
      html.push(bytes);
      if (bytes > largest.bytes) largest = { file, bytes };
      const pagePath = `/${file.replace(/index\.html$/, '')}`;
      const pageJs = sizer.forPage(text, pagePath);
      if (pageJs.bytes > js.bytes) js = pageJs;
      const afterJs = sizer.forPage(text, pagePath, true);
      if (afterJs.bytes > after.bytes) after = afterJs;
      const signedInJs = sizer.forPage(text, pagePath, false, true, 'mounted');
      if (signedInJs.bytes > signedIn.bytes) signedIn = signedInJs;
    }
    types.push({
      key: spec.key,
      label: spec.label,
      pages: files.length,
      htmlMedian: median(html),
      htmlMax: largest.bytes,
      largest: largest.file,
      js: js.bytes,
      jsFiles: js.files,
      jsAfter: after.bytes,
      jsAfterFiles: after.files,
      jsSignedIn: signedIn.bytes,
      jsSignedInFiles: signedIn.files,
      jsLargest: js.largest,
    });
  }
  return { types, missing };
}

async function gzipSizes(dir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  if (!existsSync(dir)) return sizes;
  for (const name of await readdir(dir)) if (name.endsWith('.json')) sizes.set(name.slice(0, -5), gzipSize(readFileSync(path.join(dir, name))));
  return sizes;
}

/** The manifest's parts and the scripture word index, as the home page's filters fetch them. */
export async function measureData(outDir: string): Promise<DataBytes> {
  const manifest = await gzipSizes(path.join(outDir, 'devotionals'));
  const manifestIndex = manifest.get('index') ?? 0;
  manifest.delete('index');
  const years = [...manifest.keys()].sort().reverse();
  const shards = await gzipSizes(path.join(outDir, 'scripture', 'words'));
  const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
  return {
    manifestIndex,
    parts: years.length,
    newestPart: years.length ? manifest.get(years[0])! : 0,
    largestPart: Math.max(0, ...manifest.values()),
    allParts: sum(manifest.values()),
    shards: shards.size,
    largestShard: Math.max(0, ...shards.values()),
    allShards: sum(shards.values()),
    scriptureQueries: SCRIPTURE_QUERIES.map((query) => ({
      query,
      bytes: sum([...new Set(queryWords(query).map(shardOf))].map((key) => shards.get(key) ?? 0)),
    })),
  };
}
