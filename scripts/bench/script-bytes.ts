/**
 * Counting the JavaScript a page loaded before any interaction, as Chromium recorded it: each script response
 * (files, module preloads and dynamic imports that ran on their own) once by URL, and each inline script of the page,
 * all gzip-compressed at zlib's default level so the figure does not depend on what the local server compressed.
 * Inline <script> elements count only when the browser runs them as JavaScript (no type, a JavaScript MIME type or
 * "module"); JSON data blocks (application/json, application/ld+json) and templates are not code.
 */
import { gzipSync } from 'node:zlib';

export interface LoadedScript {
  /** The response's URL, or `inline #n` for the page's n-th inline script. */
  source: string;
  /** gzip bytes. */
  gzip: number;
}

export interface ScriptBytes {
  total: number;
  scripts: LoadedScript[];
}

const JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'application/ecmascript', 'text/ecmascript']);

/** Whether an inline <script type="…"> runs as JavaScript (HTML's rule: empty or a JavaScript MIME type, or module). */
export function isJavaScriptType(type: string | null | undefined): boolean {
  return JAVASCRIPT_TYPES.has((type ?? '').split(';')[0].trim().toLowerCase());
}

export function gzipBytes(text: string | Uint8Array): number {
  return gzipSync(text).length;
}

/**
 * `files`: the script responses in the order they arrived (a URL seen twice counts once);
 * `inline`: each inline script's type attribute and text.
 */
export function countScriptBytes(files: { url: string; body: string | Uint8Array }[], inline: { type: string | null; text: string }[]): ScriptBytes {
  const scripts: LoadedScript[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.url)) continue;
    seen.add(file.url);
    scripts.push({ source: file.url, gzip: gzipBytes(file.body) });
  }
  inline.forEach((script, i) => {
    if (isJavaScriptType(script.type) && script.text.trim()) scripts.push({ source: `inline #${i + 1}`, gzip: gzipBytes(script.text) });
  });
  return { total: scripts.reduce((sum, s) => sum + s.gzip, 0), scripts };
}
