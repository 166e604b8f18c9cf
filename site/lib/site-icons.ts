/** The favicon set, rasterised at build time from the one SVG mark (lib/icons/site-mark.ts) with resvg. */
import { nodeCoverRasterizer } from '@lib/covers/node.ts';
import { icoFromPngs } from '@lib/icons/ico.ts';
import { siteMarkSvg } from '@lib/icons/site-mark.ts';

export async function markPng(size: number, tile: boolean): Promise<Uint8Array> {
  const rasterizer = await nodeCoverRasterizer();
  return rasterizer.renderSvg(siteMarkSvg({ size, tile }));
}

export async function maskablePng(size: number): Promise<Uint8Array> {
  const rasterizer = await nodeCoverRasterizer();
  return rasterizer.renderSvg(siteMarkSvg({ size, maskable: true }));
}

export async function faviconIco(): Promise<Uint8Array> {
  return icoFromPngs([
    { size: 16, png: await markPng(16, true) },
    { size: 32, png: await markPng(32, true) },
    { size: 48, png: await markPng(48, true) },
  ]);
}

export function binary(bytes: Uint8Array, type: string): Response {
  return new Response(bytes as BodyInit, { headers: { 'content-type': type } });
}
