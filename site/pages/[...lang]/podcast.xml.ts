/**
 * /podcast.xml (and /nl/podcast.xml, /es/podcast.xml): an edition's released devotionals' narration in the default
 * voice as a podcast (RSS 2.0 with enclosures and the iTunes tags podcast directories read), so readers can
 * subscribe in their podcast app. The category names are Apple's fixed values, not words to translate.
 */
import type { APIRoute } from 'astro';
import type { Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { translator } from '@lib/i18n/messages.ts';
import { podcastFeedXml } from '@lib/podcast/feed.ts';
import { podcastEpisodes } from '../../data/build/podcast.ts';
import { editionPaths } from '../../lib/i18n/editions.ts';
import { FEED_LANGUAGES } from '../../lib/feed-languages.ts';

export const getStaticPaths = editionPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ site, props }) => {
  const { locale } = props;
  const t = translator(locale);
  const base = site ?? new URL('http://localhost:4321');
  const xml = podcastFeedXml(
    {
      title: 'Reformed Devotionals',
      link: new URL(localePath(locale, '/'), base).href,
      feedUrl: new URL(localePath(locale, '/podcast.xml'), base).href,
      description: t('feeds.podcastDescription'),
      author: 'Reformed Devotionals',
      imageUrl: new URL('/images/podcast-cover.png', base).href,
      category: { name: 'Religion & Spirituality', sub: 'Christianity' },
      language: FEED_LANGUAGES[locale],
    },
    await podcastEpisodes(base, locale),
  );
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
};
