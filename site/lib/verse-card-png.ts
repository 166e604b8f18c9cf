/**
 * A verse card (or a verse of the day's picture) as a PNG response, drawn by the cover engine (lib/covers/verse-card.ts) at build time, or taken from
 * the card cache when an earlier build drew the same card (lib/covers/png-cache.ts; CARD_CACHE_DIR, default
 * node_modules/.cache/rd-cards under the build's working directory).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { nodeCoverRasterizer } from '@lib/covers/node.ts';
import { cardCacheDir, pngCache } from '@lib/covers/png-cache.ts';
import { verseCardSvg, verseImageSvg, type VerseImageSource } from '@lib/covers/verse-card.ts';

const require = createRequire(import.meta.url);
/** The versions that decide the pixels besides the SVG: the rasteriser's (its package.json sits beside its entry) and the fonts'. */
const version = [path.join(path.dirname(require.resolve('@resvg/resvg-wasm')), 'package.json'), require.resolve('@fontsource/lora/package.json')]
  .map((file) => {
    const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as { name: string; version: string };
    return `${name}@${version}`;
  })
  .join(' ');
const cards = pngCache(cardCacheDir(), version);

export async function verseCardResponse(memoryVerse: string, doctrine: string): Promise<Response> {
  return pngResponse(verseCardSvg({ memoryVerse, doctrine }));
}

/** A verse picture of the verse of the day, square or story (site/pages/[...lang]/embed/verse/). */
export async function verseImageResponse(source: VerseImageSource): Promise<Response> {
  return pngResponse(verseImageSvg(source));
}

async function pngResponse(svg: string): Promise<Response> {
  const png = await cards.png(svg, async () => (await nodeCoverRasterizer()).renderSvg(svg));
  return new Response(png as BodyInit, { headers: { 'Content-Type': 'image/png' } });
}
