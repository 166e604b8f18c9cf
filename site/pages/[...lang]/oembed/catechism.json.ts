/**
 * /oembed/catechism.json (and /nl/…, /es/…): the oEmbed response for an edition's catechism card, which the provider
 * endpoint (`/oembed?url=…/embed/catechism/`, lib/embeds/oembed-provider.ts) answers with. Its frame is that
 * edition's /embed/catechism/, renewed by each build with the week's Lord's Day, so its title and picture are the
 * site's; the quote's link opens the Heidelberg Catechism in the edition's library.
 */
import type { APIRoute } from 'astro';
import { DEFAULT_PREVIEW_IMAGE_PATH } from '@lib/covers/preview-image.ts';
import { COVER_SIZES } from '@lib/covers/styles.ts';
import { embedFrame } from '@lib/embeds/frame.ts';
import { oembedResponse } from '@lib/embeds/oembed.ts';
import { embedUrl } from '@lib/embeds/options.ts';
import { EMBED_CATECHISM_PATH } from '@lib/embeds/routes.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { translator } from '@lib/i18n/messages.ts';
import { editionPaths } from '../../../lib/i18n/editions.ts';

export const getStaticPaths = editionPaths;

export const GET: APIRoute<{ locale: Locale }> = ({ site, props }) => {
  const { locale } = props;
  const base = site!;
  const title = translator(locale)('churches.catechismFrameTitle');
  const body = oembedResponse({
    title,
    pageUrl: new URL(localePath(locale, '/confessions/heidelberg-catechism/'), base).href,
    frame: embedFrame('catechism', 'full', embedUrl(localePath(locale, EMBED_CATECHISM_PATH), base), title),
    site: base,
    thumbnail: { url: new URL(DEFAULT_PREVIEW_IMAGE_PATH, base).href, ...COVER_SIZES.wide },
  });
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};
