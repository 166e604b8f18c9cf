/**
 * /oembed/today.json (and /nl/…, /es/…): the oEmbed response each edition's home page's discovery link names. Its
 * frame is that edition's /embed/today/, which each build renews, so a consumer that keeps the response (WordPress
 * does, for a day or more) still shows the current day; its title is therefore the site's, not one day's. Its
 * picture is the day's own (the cover of the devotional /embed/today/ shows, as that devotional's own response
 * has it), since the file is rebuilt with each nightly release; the site's default picture when that day has no
 * cover, or before the first release.
 */
import type { APIRoute } from 'astro';
import { previewImage } from '@lib/covers/preview-image.ts';
import { embedFrame } from '@lib/embeds/frame.ts';
import { oembedResponse } from '@lib/embeds/oembed.ts';
import { embedUrl } from '@lib/embeds/options.ts';
import { EMBED_TODAY_PATH } from '@lib/embeds/routes.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { translator } from '@lib/i18n/messages.ts';
import { editionPaths } from '../../../lib/i18n/editions.ts';
import { devotionalOfToday } from '../../../lib/embeds.ts';

export const getStaticPaths = editionPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ site, props }) => {
  const { locale } = props;
  const base = site!;
  const title = translator(locale)('feeds.oembedToday');
  const today = await devotionalOfToday(locale);
  const body = oembedResponse({
    title,
    pageUrl: new URL(localePath(locale, '/'), base).href,
    frame: embedFrame('devotional', 'full', embedUrl(localePath(locale, EMBED_TODAY_PATH), base), title),
    site: base,
    thumbnail: previewImage(today?.imageUrl, base),
  });
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};
