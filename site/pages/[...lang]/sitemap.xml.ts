/**
 * /sitemap.xml, /nl/sitemap.xml, /es/sitemap.xml: each edition's public pages a search engine should find: the
 * fixed routes, every released devotional of the edition and every confession, the archive by month, the series and
 * the weekly group guides (site/lib/sitemap.ts). Sign-in, signed-in and thank-you pages are left out: they are not
 * destinations.
 */
import type { APIRoute } from 'astro';
import type { Locale } from '@lib/i18n/locales.ts';
import { editionPaths } from '../../lib/i18n/editions.ts';
import { sitemapEntries, sitemapXml } from '../../lib/sitemap.ts';

export const getStaticPaths = editionPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ site, props }) => {
  const base = site ?? new URL('http://localhost:4321');
  return new Response(sitemapXml(await sitemapEntries(props.locale), base), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
