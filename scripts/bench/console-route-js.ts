/**
 * The console's JavaScript a route needed, gzip: the scripts the browser fetched from /admin/assets/ before the route
 * showed, each counted once at the size of its built file compressed (as Cloudflare Pages serves it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface RouteJs {
  gzipBytes: number;
  files: number;
}

/** The built files under adminDir that the fetched URLs name; anything not a console script is left out. */
export function consoleScripts(urls: readonly string[]): string[] {
  const files = new Set<string>();
  for (const url of urls) {
    const match = /\/admin\/(assets\/[^?#]+\.js)(?:[?#]|$)/.exec(new URL(url).pathname);
    if (match) files.add(match[1]);
  }
  return [...files].sort();
}

export function routeJs(urls: readonly string[], adminDir: string): RouteJs {
  const files = consoleScripts(urls);
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(adminDir, file))).length, 0);
  return { gzipBytes, files: files.length };
}
