/**
 * Covers to PNG with resvg compiled to WebAssembly (@resvg/resvg-wasm), with the Lora font from
 * @fontsource/lora (WOFF, converted by ./woff.ts) and no system fonts. No Node-only APIs: the caller hands in the
 * wasm module and the font bytes — read from node_modules by ./node.ts in the seed, fetched in a browser.
 */
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { COVER_FONT_FAMILY, coverSvg, type CoverOptions, type CoverSize, type CoverSource, type CoverStyle } from './styles.ts';
import { woffToSfnt } from './woff.ts';
import { SAMPLE_SIDE, type CoverPixels } from './blank-cover.ts';

export interface CoverRasterizer {
  /** PNG bytes of the cover. */
  render(source: CoverSource, style: CoverStyle, size: CoverSize, options?: CoverOptions): Uint8Array;
  renderSvg(svg: string): Uint8Array;
  /** A PNG, JPEG or WebP picture decoded and scaled to SAMPLE_SIDE square, as RGBA (for ./blank-cover.ts). */
  samplePixels(image: Uint8Array, type: string): CoverPixels;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

let initialised: Promise<void> | null = null;

/** `wasm`: resvg's index_bg.wasm (bytes, a Response or a URL); `fonts`: WOFF or TTF files of the cover font. */
export async function createCoverRasterizer({ wasm, fonts }: { wasm: Parameters<typeof initWasm>[0]; fonts: Uint8Array[] }): Promise<CoverRasterizer> {
  // resvg-wasm can be initialised once per realm.
  initialised ??= initWasm(wasm);
  await initialised;
  const fontBuffers = await Promise.all(
    fonts.map((f) => (f[0] === 0x77 && f[1] === 0x4f && f[2] === 0x46 && f[3] === 0x46 ? woffToSfnt(f) : Promise.resolve(f))),
  );
  const renderSvg = (svg: string) =>
    new Resvg(svg, { font: { fontBuffers, defaultFontFamily: COVER_FONT_FAMILY, serifFamily: COVER_FONT_FAMILY } }).render().asPng();
  return {
    renderSvg,
    samplePixels(image, type) {
      const side = SAMPLE_SIDE;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><image width="${side}" height="${side}" preserveAspectRatio="none" href="data:${type};base64,${base64(image)}"/></svg>`;
      return { data: new Resvg(svg).render().pixels, width: side, height: side };
    },
    render: (source, style, size, options) => renderSvg(coverSvg(source, style, size, options)),
  };
}
