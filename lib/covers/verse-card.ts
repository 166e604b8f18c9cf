/**
 * The "verse card": a square picture of a devotional's memory verse to share, drawn by the cover
 * engine in the doctrine's palette with the verse in Lora italic, its reference, and the site's name. Pure: the
 * build rasterises it (site/pages/devotional/[id]/verse-card.png.ts).
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

/** The verse card as a square SVG. */
export function verseCardSvg({ memoryVerse, doctrine }: VerseCardSource): string {
  const size = VERSE_CARD_SIZE;
  const { palette: p } = paletteOf(doctrine);
  const { words, reference } = splitMemoryVerse(memoryVerse);
  const cx = size / 2;
  const margin = 120;
  const layout = layoutVerse(`“${words}”`, size - 2 * margin, size * 0.56);
  const blockHeight = layout.lines.length * layout.lineHeight;
  const top = size * 0.47 - blockHeight / 2;
  const spans = layout.lines
    .map((line, i) => `<tspan x="${cx}" y="${Math.round(top + i * layout.lineHeight + layout.fontSize)}">${escapeXml(line)}</tspan>`)
    .join('');
  const referenceY = Math.round(top + blockHeight + 80);
  const text = (content: string, y: number, fontSize: number, fill: string, extra = '') =>
    `<text x="${cx}" y="${y}" font-family="${COVER_FONT_FAMILY}" font-size="${fontSize}" fill="${fill}" text-anchor="middle"${extra}>${escapeXml(content)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#sky)"/>` +
    `<rect width="${size}" height="${size}" fill="#000" fill-opacity="0.18"/>` +
    `<rect x="56" y="56" width="${size - 112}" height="${size - 112}" fill="none" stroke="${p.accent}" stroke-opacity="0.5" stroke-width="2"/>` +
    `<text font-family="${COVER_FONT_FAMILY}" font-style="italic" font-size="${layout.fontSize}" fill="${p.ink}" text-anchor="middle">${spans}</text>` +
    (reference ? text(reference, referenceY, 40, p.accent, ' font-weight="700"') : '') +
    text(VERSE_CARD_SITE_NAME.toUpperCase(), size - 100, 26, p.accent, ' letter-spacing="5"') +
    `</svg>`
  );
}
