/**
 * The frame a church pastes, or WordPress builds from the oEmbed response: the card's address, a title for screen
 * readers, and a size that holds the card without its resize script. The heights were measured at the default width and at 320 pixels
 * with the longest sample texts; the card clamps its long parts (site/components/embed/embed.css), so a narrower frame
 * scrolls a little rather than cutting a line in half.
 */
import { escapeHtml } from '../escape.ts';
import type { EmbedSize } from './options.ts';

export type EmbedKind = 'devotional' | 'catechism' | 'verse';

export const EMBED_FRAME_WIDTH = 560;

export const EMBED_FRAME_HEIGHTS: Record<EmbedKind, Record<EmbedSize, number>> = {
  devotional: { full: 460, compact: 300 },
  catechism: { full: 600, compact: 400 },
  verse: { full: 340, compact: 260 },
};

export interface EmbedFrame {
  src: string;
  title: string;
  width: number;
  height: number;
}

export function embedFrame(kind: EmbedKind, size: EmbedSize, src: string, title: string): EmbedFrame {
  return { src, title, width: EMBED_FRAME_WIDTH, height: EMBED_FRAME_HEIGHTS[kind][size] };
}

/**
 * The <iframe> element. `frameborder` is for hosts that strip `style` (WordPress keeps only a few attributes of a
 * discovered embed); `max-width` lets the frame shrink inside a narrow column; a width of '100%' fills the column.
 */
export function embedFrameHtml({ src, title, width, height }: Omit<EmbedFrame, 'width'> & { width: number | '100%' }): string {
  return `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" width="${width}" height="${height}" frameborder="0" loading="lazy" style="border:0;max-width:100%"></iframe>`;
}
