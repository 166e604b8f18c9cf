/**
 * The "verse card": a square picture of a devotional's memory verse to share, drawn by the cover
 * engine in the doctrine's palette with the verse in Lora italic, its reference, and the site's name. Pure: the
 * build rasterises it (site/pages/devotional/[id]/verse-card.png.ts), and the same picture, square and in a phone's
 * story shape, for the verse of the day churches download (site/pages/[...lang]/embed/verse/).
 */
import { escapeXml } from '../escape.ts';
import { COVER_FONT_FAMILY, paletteOf } from './styles.ts';
import { wrapWords } from './word-wrap.ts';

export const VERSE_CARD_SIZE = 1080;
export const VERSE_CARD_SITE_NAME = 'Reformed Devotionals';

export interface MemoryVerseParts {
  words: string;
  reference: string | null;
}

/** The stored memory verse is its words then the reference in parentheses: "… I shall not want. (Psalm 23:1)". */
export function splitMemoryVerse(stored: string): MemoryVerseParts {
  const text = stored.trim();
  const m = /^([\s\S]*\S)\s*\(([^()]+)\)\s*$/.exec(text);
  return m ? { words: m[1], reference: m[2].trim() } : { words: text, reference: null };
}

export interface VerseLayout {
  lines: string[];
  fontSize: number;
  lineHeight: number;
}

/** Lora italic's average letter is a little under half an em; the margin keeps long words inside the box. */
const AVERAGE_ADVANCE = 0.5;

/**
 * The verse's lines and size to fill a box: the largest size (from `maxSize` down, in steps of 2) at which the
 * greedily wrapped words fit `boxWidth` × `boxHeight`; a verse too long even at `minSize` keeps the lines that fit
 * and ends the last in "…". Words are never split or reordered.
 */
export function layoutVerse(words: string, boxWidth: number, boxHeight: number, maxSize = 64, minSize = 30): VerseLayout {
  for (let fontSize = maxSize; fontSize >= minSize; fontSize -= 2) {
    const lineHeight = Math.round(fontSize * 1.35);
    const maxChars = Math.max(8, Math.floor(boxWidth / (fontSize * AVERAGE_ADVANCE)));
    const lines = wrapWords(words, maxChars);
    if (lines.length * lineHeight <= boxHeight && lines.every((l) => l.length <= maxChars)) return { lines, fontSize, lineHeight };
  }
  const lineHeight = Math.round(minSize * 1.35);
  const maxChars = Math.floor(boxWidth / (minSize * AVERAGE_ADVANCE));
  const lines = wrapWords(words, maxChars).map((l) => (l.length > maxChars ? `${l.slice(0, maxChars - 1)}…` : l));
  const fit = Math.max(1, Math.floor(boxHeight / lineHeight));
  if (lines.length > fit) {
    lines.length = fit;
    lines[fit - 1] = `${lines[fit - 1].replace(/[\s,;:.]*$/, '')}…`;
  }
  return { lines, fontSize: minSize, lineHeight };
}

export interface VerseCardSource {
  /** The stored memory verse, "words (Reference)". */
  memoryVerse: string;
  doctrine: string;
}

/**
 * The shapes a verse picture comes in: the square card (the devotional page's verse card, and a post in a feed) and
 * a phone's full screen (a story or status, 9:16). A story's top and bottom are covered by the app's own bars, so its
 * frame and lettering keep further in.
 */
export const VERSE_IMAGE_FORMATS = {
  square: { width: VERSE_CARD_SIZE, height: VERSE_CARD_SIZE, inset: 56, siteNameFromBottom: 100, verseBoxShare: 0.56, verseCentre: 0.47 },
  story: { width: 1080, height: 1920, inset: 56, siteNameFromBottom: 300, verseBoxShare: 0.5, verseCentre: 0.46 },
} as const;
export type VerseImageFormat = keyof typeof VERSE_IMAGE_FORMATS;
export const VERSE_IMAGE_FORMAT_IDS = Object.keys(VERSE_IMAGE_FORMATS) as VerseImageFormat[];

export interface VerseImageSource {
  words: string;
  /** As printed under the verse, e.g. "Johannes 10:11 (SV)"; none when the verse has no reference. */
  reference: string | null;
  doctrine: string;
  format: VerseImageFormat;
}

/** Where the verse's lines go in a format: the box the type must fit, and the baseline of each line. */
export function verseImageLayout(words: string, format: VerseImageFormat): VerseLayout & { baselines: number[]; referenceY: number } {
  const { width, height, verseBoxShare, verseCentre } = VERSE_IMAGE_FORMATS[format];
  const margin = 120;
  const layout = layoutVerse(`“${words}”`, width - 2 * margin, height * verseBoxShare);
  const blockHeight = layout.lines.length * layout.lineHeight;
  const top = height * verseCentre - blockHeight / 2;
  const baselines = layout.lines.map((_, i) => Math.round(top + i * layout.lineHeight + layout.fontSize));
  return { ...layout, baselines, referenceY: Math.round(top + blockHeight + 80) };
}

/** A verse picture in one of VERSE_IMAGE_FORMATS: the verse in the doctrine's palette, its reference, the site's name. */
export function verseImageSvg({ words, reference, doctrine, format }: VerseImageSource): string {
  const { width, height, inset, siteNameFromBottom } = VERSE_IMAGE_FORMATS[format];
  const { palette: p } = paletteOf(doctrine);
  const cx = width / 2;
  const layout = verseImageLayout(words, format);
  const spans = layout.lines.map((line, i) => `<tspan x="${cx}" y="${layout.baselines[i]}">${escapeXml(line)}</tspan>`).join('');
  const text = (content: string, y: number, fontSize: number, fill: string, extra = '') =>
    `<text x="${cx}" y="${y}" font-family="${COVER_FONT_FAMILY}" font-size="${fontSize}" fill="${fill}" text-anchor="middle"${extra}>${escapeXml(content)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<rect width="${width}" height="${height}" fill="#000" fill-opacity="0.18"/>` +
    `<rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" fill="none" stroke="${p.accent}" stroke-opacity="0.5" stroke-width="2"/>` +
    `<text font-family="${COVER_FONT_FAMILY}" font-style="italic" font-size="${layout.fontSize}" fill="${p.ink}" text-anchor="middle">${spans}</text>` +
    (reference ? text(reference, layout.referenceY, 40, p.accent, ' font-weight="700"') : '') +
    text(VERSE_CARD_SITE_NAME.toUpperCase(), height - siteNameFromBottom, 26, p.accent, ' letter-spacing="5"') +
    `</svg>`
  );
}

/** The verse card as a square SVG (the stored verse's own reference under it). */
export function verseCardSvg({ memoryVerse, doctrine }: VerseCardSource): string {
  return verseImageSvg({ ...splitMemoryVerse(memoryVerse), doctrine, format: 'square' });
}
