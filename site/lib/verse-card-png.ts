/** A verse card as a PNG response, drawn by the cover engine (lib/covers/verse-card.ts) at build time. */
import { nodeCoverRasterizer } from '@lib/covers/node.ts';
import { verseCardSvg } from '@lib/covers/verse-card.ts';

export async function verseCardResponse(memoryVerse: string, doctrine: string): Promise<Response> {
  const raster = await nodeCoverRasterizer();
  const png = raster.renderSvg(verseCardSvg({ memoryVerse, doctrine }));
  return new Response(png as BodyInit, { headers: { 'Content-Type': 'image/png' } });
}
