/**
 * Covers to PNG with resvg compiled to WebAssembly (@resvg/resvg-wasm), with the Lora font from
 * @fontsource/lora (WOFF, converted by ./woff.ts) and no system fonts. No Node-only APIs: the caller hands in the
 * wasm module and the font bytes — read from node_modules by ./node.ts in the seed, fetched in a browser.
 */
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { COVER_FONT_FAMILY, coverSvg, type CoverOptions, type CoverSize, type CoverSource, type CoverStyle } from './styles.ts';
import { woffToSfnt } from './woff.ts';

export interface CoverRasterizer {
  /** PNG bytes of the cover. */
  render(source: CoverSource, style: CoverStyle, size: CoverSize, options?: CoverOptions): Uint8Array;
  renderSvg(svg: string): Uint8Array;
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
    render: (source, style, size, options) => renderSvg(coverSvg(source, style, size, options)),
  };
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
