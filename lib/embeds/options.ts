/**
 * How a church asks for a card: `?theme=` and `?size=` on the card's address. The card reads them with its own
 * small script (lib/embeds/embed-script.ts); without the script, or with no parameter, it follows the visitor's
 * light or dark preference and shows in full.
 */
export const EMBED_THEMES = ['auto', 'light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

export const EMBED_SIZES = ['full', 'compact'] as const;
export type EmbedSize = (typeof EMBED_SIZES)[number];

export const THEME_LABELS: Record<EmbedTheme, string> = { auto: "Visitor's preference", light: 'Light', dark: 'Dark' };
export const SIZE_LABELS: Record<EmbedSize, string> = { full: 'Full', compact: 'Compact' };

export interface EmbedChoice {
  theme?: EmbedTheme;
  size?: EmbedSize;
}

/** A card's path with the parameters that differ from the defaults (auto theme, full size). */
export function embedPath(path: string, { theme = 'auto', size = 'full' }: EmbedChoice = {}): string {
  const query = new URLSearchParams();
  if (theme !== 'auto') query.set('theme', theme);
  if (size !== 'full') query.set('size', size);
  return query.size ? `${path}?${query}` : path;
}

/** The same as an absolute address on `site` (SITE_URL): what a church pastes and what oEmbed names. */
export function embedUrl(path: string, site: URL | string, choice: EmbedChoice = {}): string {
  return new URL(embedPath(path, choice), site).href;
}
