/**
 * Where the embeddable cards and their oEmbed responses live. Only paths under /embed/ may be framed by another
 * site (scripts/static/headers.ts), so every card, and the script that sizes a card's frame, lives there.
 * The oEmbed responses are static files, one per released devotional and one for today, so a host that only
 * serves files (Cloudflare Pages) can answer a WordPress discovery.
 */
export const EMBED_TODAY_PATH = '/embed/today/';
export const EMBED_CATECHISM_PATH = '/embed/catechism/';
/** The optional script a church adds beside its frames to fit each frame to its card. */
export const EMBED_RESIZE_SCRIPT_PATH = '/embed/resize.js';
export const OEMBED_TODAY_PATH = '/oembed/today.json';
/** The verse of the day: today's devotional's memory verse as a card, its oEmbed response, and its pictures. */
export const EMBED_VERSE_PATH = '/embed/verse/';
export const OEMBED_VERSE_PATH = '/oembed/verse.json';

/**
 * Today's verse as a picture to download (lib/covers/verse-card.ts): `/embed/verse/square.png` in the edition's own
 * Bible, `/embed/verse/bsb/square.png` in another. One file per format and Bible, renewed by each build, so the
 * addresses stay the same from day to day.
 */
export function verseImagePath(format: string, bible: string | null = null): string {
  return `${EMBED_VERSE_PATH}${bible ? `${encodeURIComponent(bible)}/` : ''}${encodeURIComponent(format)}.png`;
}

export function embedDevotionalPath(id: string): string {
  return `/embed/devotional/${encodeURIComponent(id)}/`;
}

export function oembedDevotionalPath(id: string): string {
  return `/oembed/devotional/${encodeURIComponent(id)}.json`;
}

/** The devotional's page on the site, and the place on it where its narration plays. */
export function devotionalPagePath(id: string): string {
  return `/devotional/${encodeURIComponent(id)}/`;
}

export const LISTEN_ANCHOR = 'listen';

/** This week's Lord's Day in the library: its group on the Heidelberg Catechism's page (lib/confessions/grouping.ts). */
export function lordsDayPath(number: number): string {
  return `/confessions/heidelberg-catechism/#lords-day-${number}`;
}

/** The oEmbed provider endpoint (`?url=`), answered by functions/oembed.ts (lib/embeds/oembed-endpoint.ts). */
export const OEMBED_ENDPOINT_PATH = '/oembed';
export const OEMBED_CATECHISM_PATH = '/oembed/catechism.json';
