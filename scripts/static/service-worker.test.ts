import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkedStylesheets, writeServiceWorker } from './service-worker.ts';

let dir: string;

async function put(file: string, text: string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rd-sw-'));
  await put('offline/index.html', '<html><head><link rel="stylesheet" href="/_astro/layout.abc.css"></head></html>');
  await put('_astro/layout.abc.css', 'body{}');
  await put('_astro/lora-latin-400.def.woff2', 'font');
  await put('_astro/island.123.js', 'js');
  for (const file of ['manifest.webmanifest', 'favicon.svg', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png']) await put(file, file);
  await put('offline/week.json', JSON.stringify({ siteToday: '2026-11-26', days: [{ date: '2026-11-26', title: 'A', page: '/devotional/a/', cover: null }] }));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

describe('writeServiceWorker', () => {
  it('writes /sw.js precaching the shell: the offline page, its stylesheet, the fonts, the manifest and icons', async () => {
    const built = await writeServiceWorker(dir);
    expect(built.shell).toEqual([
      '/offline/',
      '/_astro/layout.abc.css',
      '/_astro/lora-latin-400.def.woff2',
      '/manifest.webmanifest',
      '/favicon.svg',
      '/icon-192.png',
      '/icon-512.png',
      '/icon-maskable-512.png',
    ]);
    const code = await readFile(path.join(dir, 'sw.js'), 'utf8');
    expect(code).toContain('/_astro/layout.abc.css');
    expect(code).toContain(built.version);
    expect(code).not.toContain('__RD_');
    expect(built.workerBytes).toBe(Buffer.byteLength(code));
  });

  it('gives a build with a newly released day a new worker (and so new caches), and an identical build the same one', async () => {
    const first = await writeServiceWorker(dir);
    expect((await writeServiceWorker(dir)).version).toBe(first.version);
    await put(
      'offline/week.json',
      JSON.stringify({ siteToday: '2026-11-27', days: [{ date: '2026-11-27', title: 'B', page: '/devotional/b/', cover: null }] }),
    );
    const next = await writeServiceWorker(dir);
    expect(next.version).not.toBe(first.version);
    expect(await readFile(path.join(dir, 'sw.js'), 'utf8')).toContain(next.version);
  });

  it("gives a build with a newly released Dutch day a new worker: every edition's week list counts", async () => {
    const week = (id: string) =>
      JSON.stringify({ siteToday: '2026-11-26', days: [{ date: '2026-11-26', title: id, page: `/nl/devotional/${id}/`, cover: null }] });
    await put('nl/offline/week.json', week('a'));
    const first = await writeServiceWorker(dir);
    await put('nl/offline/week.json', week('b'));
    const next = await writeServiceWorker(dir);
    expect(next.version).not.toBe(first.version);
    expect(next.shellBytes).toBe(first.shellBytes);
  });

  it("keeps each edition's offline page and web app manifest", async () => {
    await put('nl/offline/index.html', '<html lang="nl"></html>');
    await put('nl/manifest.webmanifest', '{"lang":"nl"}');
    await put('es/manifest.webmanifest', '{"lang":"es"}');
    const built = await writeServiceWorker(dir);
    expect(built.shell).toEqual(expect.arrayContaining(['/nl/offline/', '/nl/manifest.webmanifest', '/es/manifest.webmanifest']));
    expect(built.shell.indexOf('/nl/manifest.webmanifest')).toBe(built.shell.indexOf('/manifest.webmanifest') + 1);
  });
});

describe('linkedStylesheets', () => {
  it('finds same-origin stylesheet links only', () => {
    const html =
      '<link rel="stylesheet" href="/_astro/a.css"><link rel="icon" href="/favicon.svg"><link href="//cdn.example/b.css" rel="stylesheet"><link rel=stylesheet href=/c.css>';
    expect(linkedStylesheets(html)).toEqual(['/_astro/a.css', '/c.css']);
  });
});
