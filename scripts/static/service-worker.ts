/**
 * Writes the service worker, dist/sw.js (docs/offline.md): site/offline/worker.ts bundled with esbuild, given this
 * build's shell list (the offline page, the CSS it links, the fonts, the icons, the web manifest) and a version
 * made from the shell's and every edition's week list's content. Any change to either, such as a newly released day, changes
 * the bytes of /sw.js, which is what makes a browser install the new worker on the reader's next visit.
 */
import { existsSync } from 'node:fs';
import { LOCALES } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { weekListPath } from '@lib/offline/week.ts';
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { MANIFEST_ICONS } from '@lib/icons/web-manifest.ts';

const WORKER_ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site/offline/worker.ts');
const OFFLINE_PAGE = '/offline/';

export interface ServiceWorkerBuild {
  /** Bytes of dist/sw.js. */
  workerBytes: number;
  /** The shell files the worker precaches on install, and their total bytes. */
  shell: string[];
  shellBytes: number;
  version: string;
}

/** The stylesheets a built page links (same-origin paths). */
export function linkedStylesheets(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?stylesheet/i.test(tag[0])) continue;
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag[0])?.[1];
    if (href?.startsWith('/') && !href.startsWith('//')) found.push(href);
  }
  return found;
}

/** The shell's paths: each edition's offline page and manifest, the stylesheets, the built fonts and the icons. */
export async function shellPaths(outDir: string): Promise<string[]> {
  const offlineHtml = await readFile(path.join(outDir, 'offline/index.html'), 'utf8');
  const editionOffline = LOCALES.map((locale) => localePath(locale, OFFLINE_PAGE)).filter((page) => existsSync(fileFor(outDir, page)));
  // Each edition's web app manifest, so a Dutch or Spanish reader's installed app starts in its language offline too.
  const editionManifests = LOCALES.map((locale) => localePath(locale, '/manifest.webmanifest')).filter((file) => existsSync(fileFor(outDir, file)));
  const fonts = (await readdir(path.join(outDir, '_astro')).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.woff2'))
    .map((name) => `/_astro/${name}`);
  return [
    ...new Set([
      // Each edition's offline page: the worker serves the one of the edition a reader was reading.
      OFFLINE_PAGE,
      ...editionOffline,
      ...linkedStylesheets(offlineHtml),
      ...fonts.sort(),
      '/manifest.webmanifest',
      ...editionManifests,
      '/favicon.svg',
      ...MANIFEST_ICONS.map((i) => i.src),
    ]),
  ];
}

function fileFor(outDir: string, urlPath: string): string {
  return path.join(outDir, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
}

export async function writeServiceWorker(outDir: string): Promise<ServiceWorkerBuild> {
  const shell = await shellPaths(outDir);
  // Each edition's list: a new Dutch day gives Dutch readers a new worker as a new English day does English ones.
  const weekLists = LOCALES.map(weekListPath).filter((list) => existsSync(fileFor(outDir, list)));
  const hash = createHash('sha256');
  let shellBytes = 0;
  for (const urlPath of [...shell, ...weekLists]) {
    const bytes = await readFile(fileFor(outDir, urlPath));
    hash.update(urlPath).update('\0').update(bytes).update('\0');
    if (!weekLists.includes(urlPath)) shellBytes += bytes.length;
  }
  const version = hash.digest('hex').slice(0, 12);
  const result = await build({
    entryPoints: [WORKER_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    define: { __RD_VERSION__: JSON.stringify(version), __RD_SHELL__: JSON.stringify(shell) },
  });
  const code = result.outputFiles[0].contents;
  await writeFile(path.join(outDir, 'sw.js'), code);
  return { workerBytes: (await stat(path.join(outDir, 'sw.js'))).size, shell, shellBytes, version };
}
