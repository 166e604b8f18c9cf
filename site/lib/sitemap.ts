/**
 * The sitemaps: /sitemap.xml for the English edition, /nl/sitemap.xml and /es/sitemap.xml for the others,
 * each listing only the pages its edition has (edition-routes.ts) and its own released devotionals. robots.txt
 * names all three; each page links its translations with hreflang.
 */
import type { Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { escapeXml } from '@lib/escape.ts';
import { confessionSlugs, devotionalManifest } from '../data/build/manifest.ts';
import { archiveMonths } from './archive.ts';
import { releasedSeries } from '../data/build/series.ts';
import { tagPages } from '../data/build/tags.ts';
import { tagPagePath } from '@lib/tags/edition-names.ts';
import { loadGuides } from './groups/guide-data.ts';
import { isEditionPage } from './i18n/edition-routes.ts';

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

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Every public page of an edition (English paths), before the edition's prefix. */
async function englishPathsOf(locale: Locale): Promise<SitemapEntry[]> {
  const [{ devotionals }, confessions, series, guides, tags] = await Promise.all([
    devotionalManifest(locale),
    confessionSlugs(),
    releasedSeries(locale),
    loadGuides(locale),
    tagPages(locale),
  ]);
  // A tag page without a released devotional in the edition only says so: it is not worth a search engine's visit.
  const usedTags = tags.filter((page) => page.devotionals.length > 0);
  return [
    ...PUBLIC_ROUTES.map((path) => ({ path })),
    ...confessions.map((slug) => ({ path: `/confessions/${encodeURIComponent(slug)}/` })),
    ...devotionals.map((d) => ({ path: `/devotional/${encodeURIComponent(d.id)}/`, lastmod: d.date })),
    { path: '/archive/' },
    ...archiveMonths(devotionals).map((m) => ({ path: m.href })),
    ...(series.length > 0
      ? [{ path: '/series/' }, ...series.map((s) => ({ path: `/series/${encodeURIComponent(s.slug)}/`, lastmod: s.parts.at(-1)!.devotional.date }))]
      : []),
    ...(usedTags.length > 0 ? [{ path: '/tags/' }, ...usedTags.map((page) => ({ path: tagPagePath(page.tag.slug), lastmod: page.devotionals[0].date }))] : []),
    ...guides.weeks.map((w) => ({ path: `/groups/guide/${w.key}/`, lastmod: w.readings.at(-1)!.date })),
  ];
}

/** The pages of `locale`'s sitemap: English lists everything; another edition only the pages it has, at its addresses. */
export async function sitemapEntries(locale: Locale): Promise<SitemapEntry[]> {
  const entries = await englishPathsOf(locale);
  if (locale === 'en') return entries;
  return entries.filter((e) => isEditionPage(e.path)).map((e) => ({ ...e, path: localePath(locale, e.path) }));
}

export function sitemapXml(entries: readonly SitemapEntry[], base: URL): string {
  const urls = entries.map((e) => `  <url><loc>${escapeXml(new URL(e.path, base).href)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}
