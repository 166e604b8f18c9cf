/**
 * A verse card drawn in the reader's browser, for the BSB's memory verse: the same SVG the build rasterises for the
 * KJV's /devotional/{id}/verse-card.png (lib/covers/verse-card.ts), with the cover's Lora faces embedded, painted on a
 * canvas and saved as PNG. Only the KJV card is a file of the site: a second file per day would spend Cloudflare
 * Pages' file allowance (docs/features/translations.md). Loaded on demand, when a reader asks for the card.
 */
import { COVER_FONT_FAMILY } from '@lib/covers/styles.ts';
import { VERSE_CARD_SIZE, verseCardSvg } from '@lib/covers/verse-card.ts';
import regular from '@fontsource/lora/files/lora-latin-400-normal.woff2?url';
import italic from '@fontsource/lora/files/lora-latin-400-italic.woff2?url';
import bold from '@fontsource/lora/files/lora-latin-700-normal.woff2?url';

const FACES: readonly [url: string, style: string, weight: number][] = [
  [regular, 'normal', 400],
  [italic, 'italic', 400],
  [bold, 'normal', 700],
];

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The font could not be read'));
    reader.readAsDataURL(blob);
  });
}

let fontFaces: Promise<string> | null = null;

/** The three faces as @font-face rules with data: sources (an SVG drawn as an image may load nothing else). */
function faces(): Promise<string> {
  fontFaces ??= Promise.all(
    FACES.map(async ([url, style, weight]) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`The card's font could not be loaded (${response.status})`);
      const source = await dataUrl(await response.blob());
      return `@font-face{font-family:'${COVER_FONT_FAMILY}';font-style:${style};font-weight:${weight};src:url(${source}) format('woff2')}`;
    }),
  ).then((rules) => rules.join(''));
  fontFaces.catch(() => (fontFaces = null));
  return fontFaces;
}

/** The card as a PNG: `memoryVerse` is "words (Reference)", as stored; `doctrine` the devotional's key doctrine. */
export async function drawVerseCard(memoryVerse: string, doctrine: string): Promise<Blob> {
  const withFonts = verseCardSvg({ memoryVerse, doctrine }).replace(/^(<svg[^>]*>)/, `$1<style>${await faces()}</style>`);
  const url = URL.createObjectURL(new Blob([withFonts], { type: 'image/svg+xml' }));
  try {
    const image = new Image(VERSE_CARD_SIZE, VERSE_CARD_SIZE);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = VERSE_CARD_SIZE;
    canvas.height = VERSE_CARD_SIZE;
    canvas.getContext('2d')!.drawImage(image, 0, 0, VERSE_CARD_SIZE, VERSE_CARD_SIZE);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('The verse card could not be drawn'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
