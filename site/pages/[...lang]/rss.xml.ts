/**
 * /rss.xml (and /nl/rss.xml, /es/rss.xml): an edition's released devotionals, newest first, as RSS 2.0 with
 * absolute links (astro.config's site, from SITE_URL), in the edition's language. Written by hand: the feed is a
 * handful of elements and needs no dependency.
 */
import type { APIRoute } from 'astro';
import type { Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { translator } from '@lib/i18n/messages.ts';
import { referenceIn } from '@lib/scripture/book-names.ts';
import { referencesInProse } from '@lib/scripture/prose-references.ts';
import { devotionalDetails, devotionalManifest } from '../../data/build/manifest.ts';
import { editionPaths } from '../../lib/i18n/editions.ts';
import { escapeXml } from '@lib/escape.ts';
import { isKeyDoctrine } from '@lib/devotionals/doctrines.ts';
import { FEED_LANGUAGES } from '../../lib/feed-languages.ts';

export const getStaticPaths = editionPaths;

/** A feed reader needs only the recent past; the whole archive is on the site. */
const FEED_ITEMS = 50;

export const GET: APIRoute<{ locale: Locale }> = async ({ site, props }) => {
  const { locale } = props;
  const t = translator(locale);
  const base = site ?? new URL('http://localhost:4321');
  const { devotionals } = await devotionalManifest(locale);
  // A translated focus names the books it cites in the feed's language, as the page does.
  const focus = new Map((await devotionalDetails(locale)).map((d) => [d.id, referencesInProse(locale, d.focus ?? '')]));
  // The category is the key doctrine as the edition names it (the stored English name in the English feed).
  const doctrineName = (doctrine: string) => (isKeyDoctrine(doctrine) ? t(`doctrine.${doctrine}`) : doctrine);
  const items = devotionals.slice(0, FEED_ITEMS).map((d) => {
    const link = new URL(localePath(locale, `/devotional/${encodeURIComponent(d.id)}/`), base).href;
    const description = focus.get(d.id) || t('feeds.rssItemDescription', { passage: referenceIn(locale, d.passage) });
    return `    <item>
      <title>${escapeXml(d.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${new Date(`${d.date}T00:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeXml(description)}</description>
      ${d.doctrine ? `<category>${escapeXml(doctrineName(d.doctrine))}</category>` : ''}
    </item>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Reformed Devotionals</title>
    <link>${escapeXml(new URL(localePath(locale, '/'), base).href)}</link>
    <atom:link href="${escapeXml(new URL(localePath(locale, '/rss.xml'), base).href)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(t('feeds.rssDescription'))}</description>
    <language>${FEED_LANGUAGES[locale]}</language>
${items.join('\n')}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
};
