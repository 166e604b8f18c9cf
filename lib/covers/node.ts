/** The cover rasterizer in Node: resvg's wasm and the Lora WOFF files read from node_modules. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCoverRasterizer, type CoverRasterizer } from './raster.ts';

const require = createRequire(import.meta.url);

export const COVER_FONT_FILES = ['lora-latin-400-normal.woff', 'lora-latin-400-italic.woff', 'lora-latin-700-normal.woff'];

let rasterizer: Promise<CoverRasterizer> | null = null;

export function nodeCoverRasterizer(): Promise<CoverRasterizer> {
  rasterizer ??= (async () => {
    const wasm = await readFile(path.join(path.dirname(require.resolve('@resvg/resvg-wasm')), 'index_bg.wasm'));
    const fontDir = path.join(path.dirname(require.resolve('@fontsource/lora/package.json')), 'files');
    const fonts = await Promise.all(COVER_FONT_FILES.map(async (f) => new Uint8Array(await readFile(path.join(fontDir, f)))));
    return createCoverRasterizer({ wasm, fonts });
  })();
  return rasterizer;
}
