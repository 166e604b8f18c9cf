/**
 * /oembed/devotional/{id}.json (and /nl/…, /es/… for those editions' devotionals): the oEmbed response a devotional page's discovery link names, one static file per
 * released devotional (a static host cannot answer `?url=`); its frame is /embed/devotional/{id}/.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { previewImage } from '@lib/covers/preview-image.ts';
import { embedFrame } from '@lib/embeds/frame.ts';
import { oembedResponse } from '@lib/embeds/oembed.ts';
import { embedUrl } from '@lib/embeds/options.ts';
import { devotionalPagePath, embedDevotionalPath } from '@lib/embeds/routes.ts';
import { LOCALES, type Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { translator } from '@lib/i18n/messages.ts';
import { releasedDevotionals } from '../../../../lib/embeds.ts';
import type { Devotional } from '../../../../data/build/devotionals.ts';
import { langParam } from '../../../../lib/i18n/editions.ts';
import { pageCacheKey } from '../../../../lib/incremental/cache-key.ts';

export const getStaticPaths: GetStaticPaths = async () =>
  (
    await Promise.all(
      LOCALES.map(async (locale) =>
        Promise.all(
          (await releasedDevotionals(locale)).map(async (devotional) => ({
            params: { lang: langParam(locale), id: devotional.id },
            props: { devotional, locale },
            // Rendered again only when the devotional changed (docs/deploy.md, "Publishing what changed").
            cacheKey: await pageCacheKey({ devotional, locale }),
          })),
        ),
      ),
    )
  ).flat();

export const GET: APIRoute = ({ props, site }) => {
  const devotional = props.devotional as Devotional;
  const locale = props.locale as Locale;
  const base = site!;
  const body = oembedResponse({
    title: devotional.title,
    pageUrl: new URL(localePath(locale, devotionalPagePath(devotional.id)), base).href,
    frame: embedFrame(
      'devotional',
      'full',
      embedUrl(localePath(locale, embedDevotionalPath(devotional.id)), base),
      translator(locale)('feeds.embed.frameTitle', { title: devotional.title }),
    ),
    site: base,
    // The same picture the page's link preview shows: the 1200×630 cover, else the site's default.
    thumbnail: previewImage(devotional.imageUrl, base),
  });
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};
