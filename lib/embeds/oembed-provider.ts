/**
 * The oEmbed provider endpoint (oembed.com, section 2.2): `/oembed?url=…` names a page or a card of this site, and
 * the answer is the static oEmbed file that page's discovery link names. Consumers that read discovery links fetch
 * those files directly; the endpoint serves the ones that only know the endpoint. Each kind of card is one entry of
 * OEMBED_CARDS: the addresses that show it (the page and its card under /embed/, in every edition) and its file.
 */
import { splitLocalePath, localePath } from '../i18n/paths.ts';
import { OEMBED_CATECHISM_PATH, OEMBED_TODAY_PATH, oembedDevotionalPath } from './routes.ts';

export interface OembedCard {
  id: string;
  /** Matches a path within an edition (no /nl or /es in front), trailing slash optional. */
  pattern: RegExp;
  /** The English path of the static oEmbed file for a match; the edition's prefix is added to it. */
  file(match: RegExpExecArray): string;
}

/** A devotional's id as the site writes it (a UUID); anything else is not one of ours. */
const ID = '([0-9A-Za-z-]{1,64})';

export const OEMBED_CARDS: readonly OembedCard[] = [
  { id: 'today', pattern: /^\/(?:embed\/today\/?)?$/, file: () => OEMBED_TODAY_PATH },
  { id: 'devotional', pattern: new RegExp(`^/(?:embed/)?devotional/${ID}/?$`), file: (match) => oembedDevotionalPath(match[1]) },
  { id: 'catechism', pattern: /^\/embed\/catechism\/?$/, file: () => OEMBED_CATECHISM_PATH },
  // The verse of the day's card and its static response (/oembed/verse.json).
  { id: 'verse', pattern: /^\/embed\/verse\/?$/, file: () => '/oembed/verse.json' },
];

/**
 * The path of the static oEmbed file for `url`, or null when `url` is not an address on `site` (compared by host, so
 * http and https name the same page) or has no card. The query and fragment (`?theme=dark`) do not change which card.
 */
export function oembedFileFor(url: string, site: URL | string): string | null {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(target.protocol) || target.host !== new URL(site).host) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(target.pathname);
  } catch {
    return null;
  }
  const { locale, path } = splitLocalePath(pathname);
  for (const card of OEMBED_CARDS) {
    const match = card.pattern.exec(path);
    if (match) return localePath(locale, card.file(match));
  }
  return null;
}
