/**
 * A hosted image model's picture cut to the cover sizes in Chromium (lib/covers/crop-image.ts, bundled for the
 * browser as the console bundles it): exactly 1200×630 and 1080×1080 PNGs of the picture's centre, nothing stretched.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { expect, test } from './fixtures.ts';
import { serveStatic, type StaticServer } from '../../scripts/serve-static.ts';
import { nodeCoverRasterizer } from '@lib/covers/node.ts';
import { pngSize } from '../support/png-size.ts';

let dir = '';
let server: StaticServer;

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rd-cover-crop-'));
  await build({
    entryPoints: [path.resolve(import.meta.dirname, '../../lib/covers/crop-image.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'coverCrop',
    platform: 'browser',
    outfile: path.join(dir, 'crop.js'),
    logLevel: 'silent',
  });
  // A 1536×1024 "model picture": blue, with a red band down the left 200 px and a green band across the top 80 px.
  // The wide cut (full width, rows 109–915) keeps the red band, not the green; the square cut (columns 256–1280) neither.
  const raster = await nodeCoverRasterizer();
  const picture = raster.renderSvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="1024"><rect width="1536" height="1024" fill="#0000ff"/><rect width="200" height="1024" fill="#ff0000"/><rect width="1536" height="80" fill="#00ff00"/></svg>',
  );
  await writeFile(path.join(dir, 'picture.png'), picture);
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><title>Cover crop</title><script src="/crop.js"></script></html>');
  server = await serveStatic({ root: dir, port: 0 });
});

test.afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('cuts a landscape picture to both cover sizes from its centre', async ({ page }) => {
  await page.goto(`${server.url}/index.html`);
  const results = await page.evaluate(async () => {
    const picture = await (await fetch('/picture.png')).blob();
    const crop = (globalThis as unknown as { coverCrop: { cropImageToPng(b: Blob, w: number, h: number): Promise<Blob> } }).coverCrop;
    const out: Array<{ bytes: number[]; type: string; pixels: Record<string, number[]> }> = [];
    for (const [w, h] of [
      [1200, 630],
      [1080, 1080],
    ]) {
      const png = await crop.cropImageToPng(picture, w, h);
      const bitmap = await createImageBitmap(png);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const at = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3));
      out.push({
        bytes: Array.from(new Uint8Array(await png.arrayBuffer())),
        type: png.type,
        pixels: { topLeft: at(5, 5), top: at(w / 2, 5), centre: at(w / 2, h / 2) },
      });
    }
    return out;
  });
  const [wide, square] = results;
  expect(wide.type).toBe('image/png');
  expect(pngSize(new Uint8Array(wide.bytes))).toEqual({ width: 1200, height: 630 });
  expect(pngSize(new Uint8Array(square.bytes))).toEqual({ width: 1080, height: 1080 });
  // Wide: the red band is kept at the left, the green band above row 109 is cut off.
  expect(wide.pixels).toEqual({ topLeft: [255, 0, 0], top: [0, 0, 255], centre: [0, 0, 255] });
  // Square: the red band left of column 256 is cut off; the green band at the top stays (full height is kept).
  expect(square.pixels).toEqual({ topLeft: [0, 255, 0], top: [0, 255, 0], centre: [0, 0, 255] });
});
