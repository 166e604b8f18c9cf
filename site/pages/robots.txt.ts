/**
 * /robots.txt: crawlers may read the whole reader site; the console is not a destination. Names each edition's
 * sitemap at the site's public address (SITE_URL): /sitemap.xml, /nl/sitemap.xml, /es/sitemap.xml.
 */
import type { APIRoute } from 'astro';
import { LOCALES } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';

export const GET: APIRoute = ({ site }) => {
  const base = site ?? new URL('http://localhost:4321');
  const sitemaps = LOCALES.map((locale) => `Sitemap: ${new URL(localePath(locale, '/sitemap.xml'), base).href}`).join('\n');
  const text = `User-agent: *\nAllow: /\nDisallow: /admin/\n\n${sitemaps}\n`;
  return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
