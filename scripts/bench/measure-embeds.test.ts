import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMBED_SCRIPT } from '@lib/embeds/embed-script.ts';
import { carriesEmbedCode, loadedPaths, measureEmbeds } from './measure-embeds.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rd-embeds-bench-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function put(file: string, text: string | Buffer) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
}

describe('bench: the embedded cards', () => {
  it('finds what a page fetches from the site, not its links, canonical address or other origins', () => {
    const html = `<link rel="canonical" href="/a/"><link rel="stylesheet" href="/s.css"><img src="/i.png"><img src="https://x.example/i.png">
<style>.a{background:url('/bg.svg')}</style><a href="/devotional/1/">Read</a><script src="/embed/resize.js"></script>`;
    expect(loadedPaths(html).sort()).toEqual(['/bg.svg', '/embed/resize.js', '/i.png', '/s.css']);
  });

  it("counts a card's page with the files it loads, and names any other page carrying the cards' code", async () => {
    const card = `<html><head><script>${EMBED_SCRIPT}</script></head><body><img src="/images/x.png"></body></html>`;
    const image = Buffer.alloc(5000, 7);
    await put('embed/today/index.html', card);
    await put('embed/devotional/a/index.html', '<p>short</p>');
    await put('embed/devotional/b/index.html', card);
    await put('images/x.png', image);
    await put('index.html', '<p>home</p>');
    await put('churches/index.html', '<pre>&lt;script src="/embed/resize.js"&gt;&lt;/script&gt;</pre><iframe src="/embed/today/"></iframe>');
    await put('leaky/index.html', `<script src="/embed/resize.js"></script>`);
    // An edition's own cards are cards too.
    await put('nl/embed/today/index.html', card);
    const measured = await measureEmbeds(dir);
    const withImage = gzipSync(card).length + gzipSync(image).length;
    expect(measured.kinds.find((k) => k.key === 'today')).toMatchObject({ pages: 1, median: withImage, largest: withImage });
    expect(measured.kinds.find((k) => k.key === 'devotional')).toMatchObject({ pages: 2, largest: withImage, largestPath: 'embed/devotional/b/index.html' });
    expect(measured.kinds.find((k) => k.key === 'catechism')).toBeUndefined();
    // A snippet shown as text and a preview frame are not the cards' code running on the page.
    expect(measured.pagesWithEmbedCode).toEqual(['leaky/index.html']);
    expect(measured.resizeScript.bytes).toBeLessThanOrEqual(1024);
  });

  it("recognises the cards' inline script by its content", () => {
    expect(carriesEmbedCode(`<script>${EMBED_SCRIPT}</script>`)).toBe(true);
    expect(carriesEmbedCode('<script>var other = 1;</script>')).toBe(false);
  });
});
