/**
 * The cards other sites embed (/embed/*, docs/churches.md): what a church's visitor downloads for one card, gzip,
 * the page with everything it makes the browser fetch from the site (images, stylesheets, scripts, fonts named in
 * its style); aim 10 KB. And the other side of the promise: no page outside /embed/ carries the cards' code (their
 * inline script or a script under /embed/), so the site's own pages pay nothing for them.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { EMBED_SCRIPT } from '@lib/embeds/embed-script.ts';
import { RESIZE_SCRIPT } from '@lib/embeds/resize-script.ts';
import { LOCALES } from '@lib/i18n/locales.ts';

export const EMBED_KINDS = [
  { key: 'today', label: "today's devotional", match: /^embed\/today\/index\.html$/ },
  { key: 'devotional', label: 'one devotional', match: /^embed\/devotional\/[^/]+\/index\.html$/ },
  { key: 'catechism', label: 'catechism of the week', match: /^embed\/catechism\/index\.html$/ },
  { key: 'verse', label: 'verse of the day', match: /^embed\/verse\/index\.html$/ },
] as const;

export interface EmbedKindBytes {
  key: string;
  label: string;
  pages: number;
  /** gzip bytes of a card with everything it loads: the median card, and the largest (with its path). */
  median: number;
  largest: number;
  largestPath: string;
}

export interface EmbedMeasurement {
  kinds: EmbedKindBytes[];
  /** /embed/resize.js as served (bytes, not compressed) and gzip. */
  resizeScript: { bytes: number; gzip: number };
  /** Pages outside /embed/ that load the cards' code: should be none. */
  pagesWithEmbedCode: string[];
}

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes).length;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Same-site paths a page makes the browser fetch: img/script src, link href (stylesheets, icons, preloads), url() in its style. */
export function loadedPaths(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<(?:img|script|source|iframe)\b[^>]*\ssrc="([^"]+)"/gi)) found.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\shref="([^"]+)"[^>]*>/gi)) if (!/rel="(?:canonical|alternate)"/.test(m[0])) found.add(m[1]);
  for (const m of html.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/gi)) found.add(m[1]);
  return [...found].filter((p) => p.startsWith('/') && !p.startsWith('//'));
}

/** A card's bytes: its page and every same-site file it loads, each gzip. */
export function cardBytes(outDir: string, html: string): number {
  let bytes = gzipSize(html);
  for (const loaded of loadedPaths(html)) {
    const file = path.join(outDir, decodeURIComponent(loaded.split(/[?#]/)[0]));
    if (existsSync(file)) bytes += gzipSize(readFileSync(file));
  }
  return bytes;
}

/** A card's own page: under /embed/, or an edition's /nl/embed/ or /es/embed/. */
export function isCardPage(file: string): boolean {
  return new RegExp(`^(?:(?:${LOCALES.join('|')})/)?embed/`).test(file);
}

/** Whether a page outside /embed/ runs the cards' code. */
export function carriesEmbedCode(html: string): boolean {
  const card = sha256(EMBED_SCRIPT);
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc="[^"]*\/embed\//.test(m[1])) return true;
    if (sha256(m[2]) === card) return true;
  }
  return false;
}

async function htmlFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('admin/') && !file.startsWith('pagefind/'));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export async function measureEmbeds(outDir: string): Promise<EmbedMeasurement> {
  const files = await htmlFiles(outDir);
  const kinds: EmbedKindBytes[] = [];
  for (const kind of EMBED_KINDS) {
    const sizes = files.filter((f) => kind.match.test(f)).map((file) => ({ file, bytes: cardBytes(outDir, readFileSync(path.join(outDir, file), 'utf8')) }));
    if (!sizes.length) continue;
    const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    kinds.push({
      key: kind.key,
      label: kind.label,
      pages: sizes.length,
      median: median(sizes.map((s) => s.bytes)),
      largest: largest.bytes,
      largestPath: largest.file,
    });
  }
  const pagesWithEmbedCode = files.filter((f) => !isCardPage(f) && carriesEmbedCode(readFileSync(path.join(outDir, f), 'utf8')));
  return { kinds, resizeScript: { bytes: Buffer.byteLength(RESIZE_SCRIPT), gzip: gzipSize(RESIZE_SCRIPT) }, pagesWithEmbedCode };
}
