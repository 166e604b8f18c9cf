/**
 * How a church asks for a card: `?theme=`, `?size=` and `?translation=` on the card's address. The card reads them
 * with its own small script (lib/embeds/embed-script.ts); without the script, or with no parameter, it follows the
 * visitor's light or dark preference, shows in full and quotes the KJV. The translation is the church's to choose:
 * a frame on another site cannot read the reader's own choice (its storage is partitioned by the framing site).
 */
import type { TranslationId } from '../scripture/translations.ts';

export const EMBED_THEMES = ['auto', 'light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

export const EMBED_SIZES = ['full', 'compact'] as const;
export type EmbedSize = (typeof EMBED_SIZES)[number];

export interface EmbedChoice {
  theme?: EmbedTheme;
  size?: EmbedSize;
  /** The memory verse's translation (a devotional card's only Scripture); the KJV by default. */
  translation?: TranslationId;
}

/** A card's path with the parameters that differ from the defaults (auto theme, full size, the KJV). */
export function embedPath(path: string, { theme = 'auto', size = 'full', translation = 'kjv' }: EmbedChoice = {}): string {
  const query = new URLSearchParams();
  if (theme !== 'auto') query.set('theme', theme);
  if (size !== 'full') query.set('size', size);
  if (translation !== 'kjv') query.set('translation', translation);
  return query.size ? `${path}?${query}` : path;
}

/** The same as an absolute address on `site` (SITE_URL): what a church pastes and what oEmbed names. */
export function embedUrl(path: string, site: URL | string, choice: EmbedChoice = {}): string {
  return new URL(embedPath(path, choice), site).href;
}
