/**
 * A generated cover for a devotional: an SVG with the doctrine's palette, a simple geometric motif and the
 * title set in a serif face. Pure and deterministic (the same title and doctrine always give the same file),
 * with no external images or fonts, so every sample devotional has a tasteful cover before any image is uploaded.
 */
import { DOCTRINE_COVERS, type CoverMotif, type CoverPalette } from './palettes.ts';
import { isKeyDoctrine } from '../devotionals/doctrines.ts';
import { escapeXml } from '../escape.ts';
import { titleSeed } from './title-seed.ts';
import { wrapWords } from './word-wrap.ts';

export const COVER_SIZE = 1200;

export interface CoverInput {
  title: string;
  doctrine: string;
}

function motifMarkup(motif: CoverMotif, p: CoverPalette, seed: number): string {
  const c = COVER_SIZE / 2;
  const shift = (seed % 7) * 12 - 36;
  switch (motif) {
    case 'sunrise': {
      const rays = Array.from({ length: 13 }, (_, i) => {
        const angle = Math.PI + (Math.PI * (i + 0.5)) / 13;
        const x = c + Math.cos(angle) * 900;
        const y = 1010 + Math.sin(angle) * 900;
        return `<line x1="${c}" y1="1010" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="${p.accent}" stroke-width="6" stroke-opacity="0.14"/>`;
      }).join('');
      return `${rays}<circle cx="${c}" cy="1010" r="${230 + shift}" fill="${p.motif}" fill-opacity="0.85"/><rect x="0" y="1010" width="${COVER_SIZE}" height="190" fill="${p.skyTop}" fill-opacity="0.55"/>`;
    }
    case 'circles':
      return [440, 360, 280, 200, 120]
        .map(
          (r, i) =>
            `<circle cx="${c + shift}" cy="${c - 40}" r="${r}" fill="none" stroke="${i % 2 ? p.accent : p.motif}" stroke-width="${i === 0 ? 3 : 5}" stroke-opacity="${0.2 + i * 0.08}"/>`,
        )
        .join('');
    case 'waves':
      return Array.from({ length: 6 }, (_, i) => {
        const y = 820 + i * 60;
        return `<path d="M0 ${y} Q 150 ${y - 40 - shift / 3} 300 ${y} T 600 ${y} T 900 ${y} T 1200 ${y}" fill="none" stroke="${i % 2 ? p.accent : p.motif}" stroke-width="6" stroke-opacity="${0.35 - i * 0.04}"/>`;
      }).join('');
    case 'cross':
      return (
        `<circle cx="${c}" cy="${c - 40}" r="420" fill="${p.motif}" fill-opacity="0.08"/>` +
        `<rect x="${c - 22}" y="${c - 420}" width="44" height="760" rx="6" fill="${p.motif}" fill-opacity="0.35"/>` +
        `<rect x="${c - 240}" y="${c - 250}" width="480" height="44" rx="6" fill="${p.motif}" fill-opacity="0.35"/>`
      );
    case 'arches':
      return [520, 430, 340, 250]
        .map(
          (r, i) =>
            `<path d="M ${c - r} 1200 L ${c - r} ${c + 80} A ${r} ${r} 0 0 1 ${c + r} ${c + 80} L ${c + r} 1200" fill="none" stroke="${i % 2 ? p.accent : p.motif}" stroke-width="6" stroke-opacity="${0.18 + i * 0.06}"/>`,
        )
        .join('');
    case 'seed': {
      // A sprouting plant below the title: seven leaves around the stem's top.
      const base = 1000;
      const leaves = Array.from({ length: 7 }, (_, i) => {
        const angle = (i - 3) * 24 + shift / 6;
        return `<ellipse cx="${c}" cy="${base - 120}" rx="34" ry="120" fill="${i % 2 ? p.accent : p.motif}" fill-opacity="0.25" transform="rotate(${angle.toFixed(1)} ${c} ${base})"/>`;
      }).join('');
      return `${leaves}<line x1="${c}" y1="${base}" x2="${c}" y2="1200" stroke="${p.motif}" stroke-width="8" stroke-opacity="0.35"/>`;
    }
  }
}

/** The cover as an SVG document (1200 × 1200; the title sits in the middle band so wide crops keep it). */
export function renderCover({ title, doctrine }: CoverInput): string {
  const theme = isKeyDoctrine(doctrine) ? DOCTRINE_COVERS[doctrine] : DOCTRINE_COVERS.Providence;
  const p = theme.palette;
  const seed = titleSeed(title);
  const lines = wrapWords(title, 18);
  const fontSize = lines.length > 3 ? 72 : 88;
  const lineHeight = Math.round(fontSize * 1.18);
  const firstBaseline = COVER_SIZE / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const titleMarkup = lines.map((line, i) => `<tspan x="600" y="${Math.round(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`).join('');
  const label = escapeXml(doctrine.toUpperCase());
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_SIZE} ${COVER_SIZE}" width="${COVER_SIZE}" height="${COVER_SIZE}" role="img" aria-label="${escapeXml(title)}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.18"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${COVER_SIZE}" height="${COVER_SIZE}" fill="url(#sky)"/>`,
    `<rect width="${COVER_SIZE}" height="${COVER_SIZE}" fill="url(#glow)"/>`,
    motifMarkup(theme.motif, p, seed),
    `<rect x="60" y="60" width="1080" height="1080" fill="none" stroke="${p.accent}" stroke-opacity="0.35" stroke-width="2"/>`,
    `<text x="600" y="${Math.round(firstBaseline - fontSize - 40)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" letter-spacing="8" fill="${p.accent}" fill-opacity="0.9">${label}</text>`,
    `<text text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${fontSize}" font-weight="bold" fill="${p.ink}">${titleMarkup}</text>`,
    `<text x="600" y="1100" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-style="italic" font-size="30" fill="${p.ink}" fill-opacity="0.75">Reformed Devotionals</text>`,
    `</svg>`,
  ].join('');
}
