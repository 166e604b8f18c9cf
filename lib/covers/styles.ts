/**
 * Four cover styles, drawn as SVG from what the devotional says of itself — title, passage, key doctrine (its
 * palette and motif) — at the two sizes the site needs: 1200×630 for link previews (og:image) and a square for
 * cards. Text is set in Lora, the font the project ships (lib/covers/raster.ts loads it); no system font is used.
 * Pure and deterministic: the same devotional and style always give the same picture.
 */
import { DOCTRINE_COVERS, type CoverPalette } from './palettes.ts';
import { isKeyDoctrine } from '../devotionals/doctrines.ts';
import { escapeXml } from '../escape.ts';
import { titleSeed } from './title-seed.ts';
import { wrapWords } from './word-wrap.ts';

export const COVER_STYLES = [
  { id: 'dawn', name: 'Dawn', description: 'The doctrine’s sky and motif behind the title' },
  { id: 'parchment', name: 'Parchment', description: 'Dark serif lettering on warm paper, framed by a thin rule' },
  { id: 'nocturne', name: 'Nocturne', description: 'Light lettering on a night sky with a ring of stars' },
  { id: 'banner', name: 'Banner', description: 'A bold colour field with the title on a band' },
] as const;
export type CoverStyle = (typeof COVER_STYLES)[number]['id'];

export const COVER_SIZES = {
  /** Link previews: Facebook, X, WhatsApp, iMessage. */
  wide: { width: 1200, height: 630 },
  /** Cards and podcast art. */
  square: { width: 1080, height: 1080 },
} as const;
export type CoverSize = keyof typeof COVER_SIZES;

export const COVER_FONT_FAMILY = 'Lora';

export interface CoverSource {
  title: string;
  /** "John 10:11-18" */
  passage: string;
  doctrine: string;
}

export interface TitleLayout {
  lines: string[];
  fontSize: number;
  lineHeight: number;
}

/** Lora's average letter is about half an em wide; a little margin keeps long words inside the box. */
const AVERAGE_ADVANCE = 0.52;

/**
 * The title's lines and size to fill a box: the largest size (from `maxSize` down) at which the wrapped title
 * fits `boxWidth` × `boxHeight` in at most four lines; below the smallest size the last line ends in "…".
 */
export function layoutTitle(title: string, boxWidth: number, boxHeight: number, maxSize = 84, minSize = 40): TitleLayout {
  for (let fontSize = maxSize; fontSize >= minSize; fontSize -= 2) {
    const lineHeight = Math.round(fontSize * 1.2);
    const maxChars = Math.max(4, Math.floor(boxWidth / (fontSize * AVERAGE_ADVANCE)));
    const lines = wrapWords(title, maxChars);
    const longest = Math.max(...lines.map((l) => l.length));
    if (lines.length <= 4 && lines.length * lineHeight <= boxHeight && longest <= maxChars) return { lines, fontSize, lineHeight };
  }
  const lineHeight = Math.round(minSize * 1.2);
  const maxChars = Math.floor(boxWidth / (minSize * AVERAGE_ADVANCE));
  const lines = wrapWords(title, maxChars).map((l) => (l.length > maxChars ? `${l.slice(0, maxChars - 1)}…` : l));
  const fit = Math.max(1, Math.min(4, Math.floor(boxHeight / lineHeight)));
  if (lines.length > fit) {
    lines.length = fit;
    lines[fit - 1] = `${lines[fit - 1].replace(/[\s,;:.]*$/, '')}…`;
  }
  return { lines, fontSize: minSize, lineHeight };
}

function titleText(layout: TitleLayout, cx: number, cy: number, fill: string, weight = 700): string {
  const first = cy - ((layout.lines.length - 1) * layout.lineHeight) / 2 + layout.fontSize * 0.35;
  const spans = layout.lines.map((line, i) => `<tspan x="${cx}" y="${Math.round(first + i * layout.lineHeight)}">${escapeXml(line)}</tspan>`).join('');
  return `<text font-family="${COVER_FONT_FAMILY}" font-weight="${weight}" font-size="${layout.fontSize}" fill="${fill}" text-anchor="middle">${spans}</text>`;
}

function smallText(text: string, x: number, y: number, size: number, fill: string, opts: { italic?: boolean; spacing?: number } = {}): string {
  return `<text x="${x}" y="${y}" font-family="${COVER_FONT_FAMILY}" font-size="${size}" fill="${fill}" text-anchor="middle"${opts.italic ? ' font-style="italic"' : ''}${opts.spacing ? ` letter-spacing="${opts.spacing}"` : ''}>${escapeXml(text)}</text>`;
}

export function paletteOf(doctrine: string): { palette: CoverPalette; motif: string } {
  return isKeyDoctrine(doctrine) ? DOCTRINE_COVERS[doctrine] : DOCTRINE_COVERS.Providence;
}

/** A seal in the doctrine's colours at the centre of the paper: rings, a ring of short rays, and a diamond. */
function parchmentMedallion(cx: number, cy: number, side: number, p: CoverPalette, seed: number): string {
  const r = Math.round(side * 0.26);
  const turn = (seed % 12) * (Math.PI / 72);
  const rays = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2 + turn;
    const [inner, outer] = [r * 1.1, r * (i % 2 ? 1.22 : 1.32)];
    const x = (radius: number) => (cx + Math.cos(a) * radius).toFixed(1);
    const y = (radius: number) => (cy + Math.sin(a) * radius).toFixed(1);
    return `<line x1="${x(inner)}" y1="${y(inner)}" x2="${x(outer)}" y2="${y(outer)}" stroke="${p.skyBottom}" stroke-width="${i % 2 ? 3 : 5}" stroke-linecap="round"/>`;
  }).join('');
  const d = Math.round(r * 0.5);
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.motif}" fill-opacity="0.35" stroke="${p.skyTop}" stroke-width="6"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.78)}" fill="none" stroke="${p.skyBottom}" stroke-opacity="0.7" stroke-width="3"/>` +
    rays +
    `<path d="M${cx} ${cy - d}L${cx + d} ${cy}L${cx} ${cy + d}L${cx - d} ${cy}Z" fill="${p.skyTop}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.12)}" fill="${p.accent}"/>`
  );
}

/** A bright eight-pointed star with its glow, at the centre of the night sky. */
function nocturneStar(cx: number, cy: number, side: number, p: CoverPalette): string {
  const [outer, inner] = [side * 0.16, side * 0.045];
  const points = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2 - Math.PI / 2;
    const radius = i % 2 ? inner : i % 4 ? outer * 0.6 : outer;
    return `${(cx + Math.cos(a) * radius).toFixed(1)},${(cy + Math.sin(a) * radius).toFixed(1)}`;
  }).join(' ');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(side * 0.2)}" fill="${p.motif}" fill-opacity="0.22"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(side * 0.11)}" fill="${p.motif}" fill-opacity="0.3"/>` +
    `<polygon points="${points}" fill="${p.accent}"/>`
  );
}

export interface CoverOptions {
  /**
   * false: the art alone, without the title, passage or doctrine lettering, for places that set the title beside the
   * picture (home hero, cards, the devotional's hero). Link previews keep the titled cover.
   */
  titled?: boolean;
}

/** The cover as SVG in a style and size. */
export function coverSvg(source: CoverSource, style: CoverStyle, size: CoverSize, { titled = true }: CoverOptions = {}): string {
  const { width: w, height: h } = COVER_SIZES[size];
  const { palette: p, motif } = paletteOf(source.doctrine);
  const seed = titleSeed(source.title);
  const cx = w / 2;
  const square = size === 'square';
  const box = { width: w * (square ? 0.78 : 0.8), height: h * (square ? 0.42 : 0.46) };
  const cy = h * (square ? 0.46 : 0.45);
  const layout = layoutTitle(source.title, box.width, box.height, square ? 96 : 84);
  const passageY = Math.round(cy + (layout.lines.length * layout.lineHeight) / 2 + (square ? 90 : 60));
  const doctrine = source.doctrine.toUpperCase();
  const lettering = (svg: string) => (titled ? svg : '');
  let body = '';
  switch (style) {
    case 'dawn': {
      const sunR = (square ? 300 : 220) + (seed % 5) * 10;
      body =
        `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>` +
        `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
        `<circle cx="${cx + ((seed % 9) - 4) * 20}" cy="${h}" r="${sunR}" fill="${p.motif}" fill-opacity="0.35"/>` +
        `<circle cx="${cx + ((seed % 9) - 4) * 20}" cy="${h}" r="${sunR * 1.5}" fill="none" stroke="${p.accent}" stroke-opacity="0.25" stroke-width="3"/>` +
        `<rect width="${w}" height="${h}" fill="#000" fill-opacity="0.12"/>` +
        lettering(smallText(doctrine, cx, Math.round(h * 0.14), square ? 30 : 24, p.accent, { spacing: 4 })) +
        lettering(titleText(layout, cx, cy, p.ink)) +
        lettering(smallText(source.passage, cx, passageY, square ? 40 : 32, p.accent, { italic: true }));
      break;
    }
    case 'parchment': {
      const ink = '#3a2e22';
      const m = square ? 48 : 36;
      body =
        `<rect width="${w}" height="${h}" fill="#f6efdf"/>` +
        `<rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h - 2 * m}" fill="none" stroke="${p.skyTop}" stroke-width="3"/>` +
        `<rect x="${m + 12}" y="${m + 12}" width="${w - 2 * m - 24}" height="${h - 2 * m - 24}" fill="none" stroke="${p.skyTop}" stroke-opacity="0.45" stroke-width="1.5"/>` +
        lettering(smallText(doctrine, cx, Math.round(h * 0.17), square ? 28 : 22, p.skyBottom, { spacing: 5 })) +
        lettering(
          `<line x1="${cx - 60}" y1="${Math.round(h * 0.17) + 22}" x2="${cx + 60}" y2="${Math.round(h * 0.17) + 22}" stroke="${p.skyBottom}" stroke-width="2"/>`,
        ) +
        lettering(titleText(layout, cx, cy, ink)) +
        lettering(smallText(source.passage, cx, passageY, square ? 40 : 32, p.skyTop, { italic: true })) +
        // The lettering is this style's picture: without it the paper would be an empty frame (a blank cover), so
        // the art alone gets the doctrine's medallion in its place.
        (titled ? '' : parchmentMedallion(cx, h / 2, Math.min(w, h), p, seed));
      break;
    }
    case 'nocturne': {
      const stars = Array.from({ length: 36 }, (_, i) => {
        const a = (i / 36) * Math.PI * 2 + (seed % 100) / 100;
        const r = (square ? 440 : 280) + ((seed >> (i % 16)) & 7) * 6;
        const x = cx + Math.cos(a) * r * (square ? 1 : 1.9);
        const y = cy + Math.sin(a) * r;
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${1.5 + (i % 3)}" fill="${p.accent}" fill-opacity="${0.45 + (i % 4) * 0.12}"/>`;
      }).join('');
      body =
        `<rect width="${w}" height="${h}" fill="#0d1424"/>` +
        `<circle cx="${cx}" cy="${cy}" r="${square ? 380 : 250}" fill="${p.skyBottom}" fill-opacity="0.18"/>` +
        stars +
        // Without its lettering the sky would be dark and nearly empty (a blank cover): the art gets a star in its place.
        (titled ? '' : nocturneStar(cx, cy, Math.min(w, h), p)) +
        lettering(titleText(layout, cx, cy, '#f5f1e6')) +
        lettering(smallText(source.passage, cx, passageY, square ? 38 : 30, p.motif, { italic: true })) +
        lettering(smallText(doctrine, cx, h - (square ? 70 : 44), square ? 26 : 20, p.accent, { spacing: 4 }));
      break;
    }
    case 'banner': {
      const bandH = Math.max(layout.lines.length * layout.lineHeight + 70, h * 0.38);
      body =
        `<rect width="${w}" height="${h}" fill="${p.skyBottom}"/>` +
        `<rect y="${(cy - bandH / 2).toFixed(0)}" width="${w}" height="${bandH.toFixed(0)}" fill="${p.skyTop}"/>` +
        `<rect y="${(cy + bandH / 2).toFixed(0)}" width="${w}" height="8" fill="${p.motif}"/>` +
        `<rect y="${(cy - bandH / 2 - 8).toFixed(0)}" width="${w}" height="8" fill="${p.motif}"/>` +
        lettering(smallText(doctrine, cx, Math.round((cy - bandH / 2) / 2 + 10), square ? 30 : 24, p.ink, { spacing: 4 })) +
        lettering(titleText(layout, cx, cy, p.ink)) +
        lettering(smallText(source.passage, cx, Math.round((cy + bandH / 2 + h) / 2 + 12), square ? 40 : 32, p.ink, { italic: true }));
      break;
    }
  }
  // `motif` keeps the doctrine's character in the Dawn style's palette choice; the other styles use colour only.
  void motif;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
