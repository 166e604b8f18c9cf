/**
 * "Generate images": four covers, one in each named style of lib/covers/styles.ts.
 * Default: drawn here in the browser from the devotional's title, passage and key doctrine, rasterised to PNG by
 * resvg (WebAssembly, allowed by the console's CSP 'wasm-unsafe-eval') with the Lora font the project ships —
 * no server, no key, no system fonts. When a hosted image API is configured (IMAGE_* secrets of the
 * generate-images function, an OpenAI-compatible images endpoint) the function asks it for one picture per
 * style and returns them inline, so nothing is stored until the chosen one is saved.
 * Saving stores the chosen cover at 1200×630 with its title (link previews, image_url) and 1080×1080 as art without
 * lettering (cards and heroes, card_image_url).
 */
import resvgWasmUrl from '@resvg/resvg-wasm/index_bg.wasm?url';
import lora400 from '@fontsource/lora/files/lora-latin-400-normal.woff?url';
import lora400Italic from '@fontsource/lora/files/lora-latin-400-italic.woff?url';
import lora700 from '@fontsource/lora/files/lora-latin-700-normal.woff?url';
import { createCoverRasterizer, type CoverRasterizer } from '@lib/covers/raster.ts';
import { cropImageToPng } from '@lib/covers/crop-image.ts';
import { isBlankPicture } from '@lib/covers/picture-pixels.ts';
import { COVER_SIZES, COVER_STYLES, type CoverSize, type CoverSource, type CoverStyle } from '@lib/covers/styles.ts';
import { checkImageRequest, coverSourceOf, IMAGE_FAILED, NO_IMAGES, readImagesResponse, type ImageRequest } from '@lib/generator/media.ts';
import type { GeneratorMethods } from '../providers/generatorMethods.ts';
import { readFunctionError } from './functionError.ts';

export interface GeneratedCover {
  style: CoverStyle;
  /** The style's name, shown under the choice. */
  name: string;
  index: number;
  /** What the choice shows: an object URL of the local PNG, or the hosted image's data URL. */
  previewUrl: string;
  /** Drawn here from `source`, or a hosted picture (cropped to each size when saved). */
  origin: { kind: 'local'; source: CoverSource } | { kind: 'hosted'; image: Blob };
}

export type CoversResult = { ok: true; covers: GeneratedCover[]; provider: 'browser' | 'hosted' } | { ok: false; message: string };

/** Every picture the image model sent was blank (lib/covers/blank-cover.ts). */
const BLANK_IMAGES = `${IMAGE_FAILED}: the image model sent only blank pictures. Generate the images again.`;

let rasterizer: Promise<CoverRasterizer> | null = null;

async function fetchBytes(url: string, what: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${what} could not be loaded (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

function browserRasterizer(): Promise<CoverRasterizer> {
  rasterizer ??= (async () => {
    const [wasm, ...fonts] = await Promise.all([
      fetchBytes(resvgWasmUrl, 'The image renderer'),
      ...[lora400, lora400Italic, lora700].map((url) => fetchBytes(url, 'The cover font')),
    ]);
    return createCoverRasterizer({ wasm, fonts });
  })();
  // A failed start is not remembered: the next attempt loads again.
  rasterizer.catch(() => (rasterizer = null));
  return rasterizer;
}

const png = (bytes: Uint8Array) => new Blob([bytes as BlobPart], { type: 'image/png' });

/** `data:image/…;base64,…` to bytes (fetching a data: URL would need connect-src data:, which the console's CSP does not allow). */
function dataUrlBlob(url: string): Blob | null {
  const match = /^data:(image\/[a-z+.-]+);base64,(.*)$/i.exec(url);
  if (!match) return null;
  const binary = atob(match[2]);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: match[1] });
}

export async function generateCovers(dataProvider: Pick<GeneratorMethods, 'generateImages'>, request: ImageRequest): Promise<CoversResult> {
  const checked = checkImageRequest(request);
  if (!checked.ok) return checked;
  let data: unknown;
  try {
    data = await dataProvider.generateImages(checked.value);
  } catch (error) {
    const failure = readFunctionError(error);
    if (failure.kind === 'failed') return { ok: false, message: failure.reason ?? `${IMAGE_FAILED}: ${(error as Error).message}` };
    return drawHere(coverSourceOf(checked.value));
  }
  const images = readImagesResponse(data);
  if (!images.ok) return images;
  const covers: GeneratedCover[] = [];
  let blank = 0;
  for (const image of images.value) {
    const blob = dataUrlBlob(image.url);
    if (!blob) continue;
    // A model can answer with an empty or one-colour picture; it is not offered, since it could not be stored. One
    // this browser cannot read is offered: its preview shows a placeholder, and saving it says why it cannot be stored.
    if (await isBlankPicture(blob).catch(() => false)) {
      blank++;
      continue;
    }
    covers.push({
      style: image.style,
      name: COVER_STYLES.find((s) => s.id === image.style)!.name,
      index: image.index,
      previewUrl: image.url,
      origin: { kind: 'hosted', image: blob },
    });
  }
  if (!covers.length) return { ok: false, message: blank ? BLANK_IMAGES : NO_IMAGES };
  return { ok: true, covers, provider: 'hosted' };
}

async function drawHere(source: CoverSource): Promise<CoversResult> {
  try {
    const raster = await browserRasterizer();
    const covers = COVER_STYLES.map((style, index) => ({
      style: style.id,
      name: style.name,
      index,
      previewUrl: URL.createObjectURL(png(raster.render(source, style.id, 'wide'))),
      origin: { kind: 'local' as const, source },
    }));
    return { ok: true, covers, provider: 'browser' };
  } catch (e) {
    return { ok: false, message: `${IMAGE_FAILED}: ${(e as Error).message}` };
  }
}

/**
 * The chosen cover as a PNG of one of the two sizes. A locally drawn square is the art without lettering: the site
 * sets the title beside it (cards, heroes); the wide one keeps the title for link previews.
 */
export async function coverFile(cover: GeneratedCover, size: CoverSize): Promise<Blob> {
  if (cover.origin.kind === 'local') {
    return png((await browserRasterizer()).render(cover.origin.source, cover.style, size, { titled: size === 'wide' }));
  }
  const { width, height } = COVER_SIZES[size];
  return cropImageToPng(cover.origin.image, width, height);
}
