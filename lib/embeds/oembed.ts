/**
 * The oEmbed response (oembed.com, type "rich") a devotional page and the home page point to with
 * `<link rel="alternate" type="application/json+oembed">`. A consumer such as WordPress fetches it when a link to
 * the page is pasted, and shows `html`.
 *
 * `html` is a link in a <blockquote> followed by the card's frame, the shape WordPress's own post embeds have:
 * WordPress keeps only these two elements of an embed it discovered, sandboxes the frame with scripts allowed but
 * no pop-ups or top navigation, and hides it behind the quote until the card talks to the page (the card's
 * script answers with its height and relays link clicks, lib/embeds/embed-script.ts). So where scripts run the
 * reader gets the card, sized to fit, with links that work; where they do not, the plain link.
 */
import { escapeHtml } from '../escape.ts';
import { embedFrameHtml, type EmbedFrame } from './frame.ts';

export const PROVIDER_NAME = 'Reformed Devotionals';

export interface OembedRich {
  version: '1.0';
  type: 'rich';
  title: string;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  thumbnail_url: string;
  thumbnail_width: number;
  thumbnail_height: number;
}

export interface OembedInput {
  title: string;
  /** The page the link in the quote opens: the devotional, or the home page for today's card. */
  pageUrl: string;
  frame: EmbedFrame;
  site: URL | string;
  /** A raster picture of known size (the devotional's link preview image). */
  thumbnail: { url: string; width: number; height: number };
}

export function oembedResponse({ title, pageUrl, frame, site, thumbnail }: OembedInput): OembedRich {
  return {
    version: '1.0',
    type: 'rich',
    title,
    provider_name: PROVIDER_NAME,
    provider_url: new URL('/', site).href,
    html: `<blockquote><a href="${escapeHtml(pageUrl)}">${escapeHtml(title)}</a></blockquote>${embedFrameHtml(frame)}`,
    width: frame.width,
    height: frame.height,
    thumbnail_url: thumbnail.url,
    thumbnail_width: thumbnail.width,
    thumbnail_height: thumbnail.height,
  };
}
