/**
 * The picture on a full card: the cover engine's art for the devotional (its doctrine's palette and motif, in the
 * style its date gets, without lettering; lib/covers/styles.ts), inline as SVG. The stored cover is a PNG of 100 KB
 * or more, ten times the card's whole budget (10 KB gzip); the same art drawn as vector is under 1 KB gzip, and it
 * is the stored picture itself wherever the engine made the cover (the seed, the console's generator).
 */
import { coverSvg } from '../covers/styles.ts';
import { coverStyleForDate } from '../covers/style-rule.ts';

export interface CardArtSource {
  title: string;
  passage: string;
  doctrine: string | null;
  date: string;
}

export function cardArt({ title, passage, doctrine, date }: CardArtSource): string {
  const svg = coverSvg({ title, passage, doctrine: doctrine ?? '' }, coverStyleForDate(date), 'square', { titled: false });
  // Decoration beside the title, which the card already says in words.
  return svg.replace(/^<svg /, '<svg aria-hidden="true" focusable="false" ');
}
