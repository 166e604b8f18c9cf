/**
 * The narration core in a browser: lib/narration/worker.ts, bundled for the browser as the admin's build bundles
 * it, narrates in a Web Worker in Chromium with the espeak-ng data fetched over HTTP, in both voices, to MP3s of a
 * plausible length. Proves the core has no Node-only dependency.
 */
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { expect, test } from './fixtures.ts';
import { serveStatic, type StaticServer } from '../../scripts/serve-static.ts';
import { mp3Info } from '@lib/narration/mp3-duration.ts';

let dir = '';
let server: StaticServer;

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rd-narration-worker-'));
  await build({
    entryPoints: [path.resolve(import.meta.dirname, '../../lib/narration/worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    // The Emscripten glue imports node:module only when it runs in Node.
    external: ['module'],
    outfile: path.join(dir, 'worker.js'),
    logLevel: 'silent',
  });
  const require = createRequire(import.meta.url);
  await copyFile(path.join(path.dirname(require.resolve('@echogarden/espeak-ng-emscripten')), 'espeak-ng.data'), path.join(dir, 'espeak-ng.data'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><title>Narration worker</title></html>');
  server = await serveStatic({ root: dir, port: 0 });
});

test.afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('narrates in a Web Worker in both voices', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${server.url}/index.html`);
  const replies = await page.evaluate(async () => {
    const worker = new Worker('/worker.js', { type: 'module' });
    const out: Array<{ voice: string; bytes?: number[]; error?: string }> = [];
    for (const voice of ['male', 'female']) {
      const reply = await new Promise<{ mp3?: Uint8Array; error?: string }>((resolve) => {
        worker.onmessage = (e) => resolve(e.data);
        worker.postMessage({ id: out.length, text: 'The LORD is my shepherd; I shall not want.', voice, dataUrl: '/espeak-ng.data' });
      });
      out.push({ voice, bytes: reply.mp3 ? Array.from(reply.mp3) : undefined, error: reply.error });
    }
    worker.terminate();
    return out;
  });
  const durations = replies.map((r) => {
    expect(r.error, `${r.voice} voice`).toBeUndefined();
    return mp3Info(new Uint8Array(r.bytes!)).duration;
  });
  // Nine words at 110–260 words a minute.
  for (const d of durations) {
    expect(d).toBeGreaterThan((9 / 260) * 60);
    expect(d).toBeLessThan((9 / 110) * 60 + 1);
  }
  expect(replies[0].bytes).not.toEqual(replies[1].bytes);
});
