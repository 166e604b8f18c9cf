/**
 * /sitemap.xml: the public pages a search engine should find: the fixed routes, every released devotional
 * and every confession, the archive by month, the series and the weekly group guides. Sign-in, signed-in and thank-you pages are left out: they are not destinations.
 */
import type { APIRoute } from 'astro';
import { confessionSlugs, devotionalManifest } from '../lib/manifest.ts';
import { escapeXml } from '@lib/escape.ts';
import { archiveMonths } from '../lib/archive.ts';
import { releasedSeries } from '../lib/series.ts';
import { loadGuides } from '../lib/groups/guide-data.ts';

export const PUBLIC_ROUTES = [
  '/',
  '/confessions/',
  '/about-us/',
  '/behind-the-scenes/',
  '/privacy/',
  '/contact/',
  '/donate/',
  '/practice/',
  '/practice/print/',
  '/groups/guide/',
  '/churches/',
];

export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('http://localhost:4321');
  const [{ devotionals }, confessions, series, guides] = await Promise.all([devotionalManifest(), confessionSlugs(), releasedSeries(), loadGuides()]);
  const entries = [
    ...PUBLIC_ROUTES.map((path) => ({ path })),
    ...confessions.map((slug) => ({ path: `/confessions/${encodeURIComponent(slug)}/` })),
    ...devotionals.map((d) => ({ path: `/devotional/${encodeURIComponent(d.id)}/`, lastmod: d.date })),
    { path: '/archive/' },
    ...archiveMonths(devotionals).map((m) => ({ path: m.href })),
    ...(series.length > 0
      ? [{ path: '/series/' }, ...series.map((s) => ({ path: `/series/${encodeURIComponent(s.slug)}/`, lastmod: s.parts.at(-1)!.devotional.date }))]
      : []),
    ...guides.weeks.map((w) => ({ path: `/groups/guide/${w.key}/`, lastmod: w.readings.at(-1)!.date })),
  ];
  const urls = entries.map(
    (e) => `  <url><loc>${escapeXml(new URL(e.path, base).href)}</loc>${'lastmod' in e && e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
