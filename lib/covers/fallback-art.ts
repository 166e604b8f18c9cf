/**
 * The picture the site shows in place of a stored cover that is blank or missing (docs/covers.md): the cover
 * engine's art for the devotional, in the style its date gets and its doctrine's palette, without lettering — the
 * same art the seed and the console's generator store, and the cards draw inline (lib/embeds/card-art.ts). As a
 * data: URL of the SVG (about 3 KB), which every page's img-src allows, so no file is added for it.
 */
import { coverStyleForDate } from './style-rule.ts';
import { coverSvg } from './styles.ts';

export interface FallbackArtSource {
  title: string;
  passage: string;
  doctrine: string | null;
  /** YYYY-MM-DD: decides the style. */
  date: string;
}

export function fallbackArtUrl({ title, passage, doctrine, date }: FallbackArtSource): string {
  const svg = coverSvg({ title, passage, doctrine: doctrine ?? '' }, coverStyleForDate(date), 'square', { titled: false });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
