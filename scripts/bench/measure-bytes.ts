/**
 * What a reader downloads, per page type, gzip-compressed (zlib's default level, what most hosts serve):
 * - HTML: the page itself (its inline scripts and styles included).
 * - JavaScript: every file the page makes the browser load without any further action beyond scrolling:
 *   <script src>, <link rel="modulepreload">, each <astro-island>'s component, renderer and before-hydration
 *   files, and everything those import statically, transitively. Dynamic import() is left out: it loads on
 *   demand (Pagefind loads only when the reader uses full-text search).
 * Page types with many pages report the median and the largest HTML, and the most JavaScript any of them loads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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
  /** gzip bytes of the JavaScript the heaviest page of the type loads, and how many files that is. */
  js: number;
  jsFiles: number;
  /** That page's three largest JavaScript files (site path, gzip bytes): where the bytes go. */
  jsLargest: { file: string; gzip: number }[];
}

export interface BytesMeasurement {
  types: PageTypeBytes[];
  /** Page types with no page in this build, to say so rather than print zeros. */
  missing: string[];
  /** JSON the home page's islands fetch on use (path → gzip bytes); absent files are left out. */
  data: Record<string, number>;
}

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

/** The JavaScript URLs a page asks for up front, and the module code inlined in it (whose imports load too). */
export function pageScripts(html: string): { urls: string[]; inline: string[] } {
  const urls: string[] = [];
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
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attrValue(m[0], name);
      if (url) urls.push(url.replace(/&amp;/g, '&'));
    }
  }
  return { urls, inline };
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

export class JavaScriptSizer {
  private sizes = new Map<string, { gzip: number; imports: string[] } | null>();
  constructor(private outDir: string) {}

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

  /** gzip bytes and file count of everything the page's scripts load, each file counted once. */
  forPage(html: string, pagePath: string): { bytes: number; files: number; largest: { file: string; gzip: number }[]; missing: string[] } {
    const { urls, inline } = pageScripts(html);
    const queue = [
      ...urls.flatMap((u) => resolveSitePath(u, pagePath) ?? []),
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
    }
    const largest = loaded.sort((a, b) => b.gzip - a.gzip).slice(0, 3);
    return { bytes, files: loaded.length, largest, missing };
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export async function measureBytes(outDir: string): Promise<BytesMeasurement> {
  const pages = await indexPages(outDir);
  const sizer = new JavaScriptSizer(outDir);
  const types: PageTypeBytes[] = [];
  const missing: string[] = [];
  for (const spec of PAGE_TYPES) {
    const files = pages.filter((p) => spec.match.test(p));
    if (!files.length) {
      missing.push(spec.label);
      continue;
    }
    const html: number[] = [];
    let largest = { file: files[0], bytes: -1 };
    let js: { bytes: number; files: number; largest: { file: string; gzip: number }[] } = { bytes: 0, files: 0, largest: [] };
    for (const file of files) {
      const text = readFileSync(path.join(outDir, file), 'utf8');
      const bytes = gzipSize(text);
      html.push(bytes);
      if (bytes > largest.bytes) largest = { file, bytes };
      const pagePath = `/${file.replace(/index\.html$/, '')}`;
      const pageJs = sizer.forPage(text, pagePath);
      if (pageJs.bytes > js.bytes) js = pageJs;
    }
    types.push({ key: spec.key, label: spec.label, pages: files.length, htmlMedian: median(html), htmlMax: largest.bytes, largest: largest.file, js: js.bytes, jsFiles: js.files, jsLargest: js.largest });
  }
  const data: Record<string, number> = {};
  for (const file of ['devotionals.json', 'scripture-index.json']) {
    const full = path.join(outDir, file);
    if (existsSync(full)) data[`/${file}`] = gzipSize(readFileSync(full));
  }
  return { types, missing, data };
}
