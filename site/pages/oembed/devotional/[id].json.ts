/**
 * /oembed/devotional/{id}.json: the oEmbed response a devotional page's discovery link names, one static file per
 * released devotional (a static host cannot answer `?url=`); its frame is /embed/devotional/{id}/.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { previewImage } from '@lib/covers/preview-image.ts';
import { embedFrame } from '@lib/embeds/frame.ts';
import { oembedResponse } from '@lib/embeds/oembed.ts';
import { embedUrl } from '@lib/embeds/options.ts';
import { devotionalPagePath, embedDevotionalPath } from '@lib/embeds/routes.ts';
import { releasedDevotionals } from '../../../lib/embeds.ts';
import type { Devotional } from '../../../lib/devotional-page.ts';

export const getStaticPaths: GetStaticPaths = async () =>
  (await releasedDevotionals()).map((devotional) => ({ params: { id: devotional.id }, props: { devotional } }));

export const GET: APIRoute = ({ props, site }) => {
  const devotional = props.devotional as Devotional;
  const base = site!;
  const body = oembedResponse({
    title: devotional.title,
    pageUrl: new URL(devotionalPagePath(devotional.id), base).href,
    frame: embedFrame('devotional', 'full', embedUrl(embedDevotionalPath(devotional.id), base), `Devotional: ${devotional.title}`),
    site: base,
    // The same picture the page's link preview shows: the 1200×630 cover, else the site's default.
    thumbnail: previewImage(devotional.imageUrl, base),
  });
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};
