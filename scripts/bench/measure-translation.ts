/**
 * What the second translation costs a devotional page (at most 1 KB gzip): each page's HTML gzip with and
 * without its BSB blocks (the [data-translation-text="bsb"] elements the build adds beside the KJV), median and
 * largest; and how many devotional pages carry the BSB at all.
 */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface TranslationMeasurement {
  pages: number;
  /** Pages with a BSB block (a passage or memory verse the build resolved). */
  withBsb: number;
  /** gzip bytes the BSB adds to a page: the median page, and the most any page pays (with its path). */
  median: number;
  largest: number;
  largestPath: string;
}

/** The HTML without its BSB blocks: each element marked data-translation-text="bsb", up to its matching end tag. */
export function withoutBsb(html: string): string {
  let out = html;
  for (;;) {
    const at = out.search(/<(div|span)\b[^>]*\bdata-translation-text="bsb"[^>]*>/);
    if (at < 0) return out;
    const tag = /^<(div|span)/.exec(out.slice(at))![1];
    const pattern = new RegExp(`<${tag}\\b[^>]*>|</${tag}>`, 'g');
    pattern.lastIndex = at;
    let depth = 0;
    let end = -1;
    for (let m = pattern.exec(out); m; m = pattern.exec(out)) {
      depth += m[0].startsWith('</') ? -1 : 1;
      if (depth === 0) {
        end = m.index + m[0].length;
        break;
      }
    }
    if (end < 0) return out;
    out = out.slice(0, at) + out.slice(end);
  }
}

export async function measureTranslation(outDir: string): Promise<TranslationMeasurement> {
  const dir = path.join(outDir, 'devotional');
  const costs: { path: string; bytes: number }[] = [];
  let pages = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory()) continue;
    const file = path.join(dir, entry.name, 'index.html');
    let html: string;
    try {
      html = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    pages += 1;
    const stripped = withoutBsb(html);
    if (stripped === html) continue;
    costs.push({ path: `devotional/${entry.name}/`, bytes: gzipSync(html).length - gzipSync(stripped).length });
  }
  costs.sort((a, b) => a.bytes - b.bytes);
  const largest = costs.at(-1);
  return {
    pages,
    withBsb: costs.length,
    median: costs.length ? costs[Math.floor(costs.length / 2)].bytes : 0,
    largest: largest?.bytes ?? 0,
    largestPath: largest?.path ?? '',
  };
}
