/**
 * /oembed/verse.json (and /nl/…, /es/…): the oEmbed response /embed/verse/ names in its head. Its frame is that
 * edition's verse card, which each build renews; like today.json, its title and picture are the site's, not one
 * day's, since a consumer keeps the response for a day or more.
 */
import type { APIRoute } from 'astro';
import { DEFAULT_PREVIEW_IMAGE_PATH } from '@lib/covers/preview-image.ts';
import { COVER_SIZES } from '@lib/covers/styles.ts';
import { embedFrame } from '@lib/embeds/frame.ts';
import { oembedResponse } from '@lib/embeds/oembed.ts';
import { embedUrl } from '@lib/embeds/options.ts';
import { EMBED_VERSE_PATH } from '@lib/embeds/routes.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { translator } from '@lib/i18n/messages.ts';
import { editionPaths } from '../../../lib/i18n/editions.ts';

export const getStaticPaths = editionPaths;

export const GET: APIRoute<{ locale: Locale }> = ({ site, props }) => {
  const { locale } = props;
  const base = site!;
  const title = translator(locale)('feeds.oembedVerse');
  const body = oembedResponse({
    title,
    pageUrl: new URL(localePath(locale, '/'), base).href,
    frame: embedFrame('verse', 'full', embedUrl(localePath(locale, EMBED_VERSE_PATH), base), title),
    site: base,
    thumbnail: { url: new URL(DEFAULT_PREVIEW_IMAGE_PATH, base).href, ...COVER_SIZES.wide },
  });
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};
