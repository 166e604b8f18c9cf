/**
 * /podcast.xml: the released devotionals' narration in the default voice as a podcast (RSS 2.0 with enclosures and
 * the iTunes tags podcast directories read), so readers can subscribe in their podcast app.
 */
import type { APIRoute } from 'astro';
import { podcastFeedXml } from '@lib/podcast/feed.ts';
import { podcastEpisodes } from '../lib/podcast.ts';

export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('http://localhost:4321');
  const xml = podcastFeedXml(
    {
      title: 'Reformed Devotionals',
      link: new URL('/', base).href,
      feedUrl: new URL('/podcast.xml', base).href,
      description:
        'Rooted in Grace. Growing Daily. A free daily devotional with a Reformed theology focus, read aloud: the day’s scripture, a short story and reflection, and a prayer.',
      author: 'Reformed Devotionals',
      imageUrl: new URL('/images/podcast-cover.png', base).href,
      category: { name: 'Religion & Spirituality', sub: 'Christianity' },
      language: 'en-us',
    },
    await podcastEpisodes(base),
  );
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
};
