/**
 * Addresses per edition: English pages keep their addresses, a Dutch or Spanish page is the same address under
 * /nl/ or /es/. Paths are site-absolute ("/archive/", "/devotional/{id}/#memory-verse").
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

/** The path of `path` in `locale`'s edition: "/about-us/" → "/nl/about-us/"; English paths are unchanged. */
export function localePath(locale: Locale, path: string): string {
  if (!path.startsWith('/')) throw new Error(`localePath needs a site-absolute path, not "${path}"`);
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** The edition a path belongs to and the path within it: "/nl/archive/" → { locale: 'nl', path: '/archive/' }. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*|$)/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) return { locale: match[1], path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The edition of the page at `url` (Astro.url in a component). */
export function localeOfUrl(url: URL): Locale {
  return splitLocalePath(url.pathname).locale;
}

/** An edition's home page. */
export function editionHome(locale: Locale): string {
  return localePath(locale, '/');
}
