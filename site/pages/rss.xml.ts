/**
 * /rss.xml: the released devotionals, newest first, as RSS 2.0 with absolute links (astro.config's site,
 * from SITE_URL). Written by hand: the feed is a handful of elements and needs no dependency.
 */
import type { APIRoute } from 'astro';
import { devotionalDetails, devotionalManifest } from '../lib/manifest.ts';
import { escapeXml } from '@lib/escape.ts';

/** A feed reader needs only the recent past; the whole archive is on the site. */
const FEED_ITEMS = 50;

export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('http://localhost:4321');
  const { devotionals } = await devotionalManifest();
  const focus = new Map((await devotionalDetails()).map((d) => [d.id, d.focus ?? '']));
  const items = devotionals.slice(0, FEED_ITEMS).map((d) => {
    const link = new URL(`/devotional/${encodeURIComponent(d.id)}/`, base).href;
    const description = focus.get(d.id) || `${d.passage}: today's devotional from Reformed Devotionals.`;
    return `    <item>
      <title>${escapeXml(d.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${new Date(`${d.date}T00:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeXml(description)}</description>
      ${d.doctrine ? `<category>${escapeXml(d.doctrine)}</category>` : ''}
    </item>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Reformed Devotionals</title>
    <link>${escapeXml(new URL('/', base).href)}</link>
    <atom:link href="${escapeXml(new URL('/rss.xml', base).href)}" rel="self" type="application/rss+xml" />
    <description>Rooted in Grace. Growing Daily. A free daily devotional with a Reformed theology focus.</description>
    <language>en-us</language>
${items.join('\n')}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
};
