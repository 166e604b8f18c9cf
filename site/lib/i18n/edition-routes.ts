/**
 * Which pages each edition has. A page under site/pages/[...lang]/ is built in every edition; until a page is moved
 * there it exists in English only, and a link to it from a Dutch or Spanish page goes to the English page rather
 * than to a page that does not exist. Add a page's first path segment here when it joins the editions.
 */
import type { Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';

/** First path segments of the pages built in every edition ("" is the home page). */
export const EDITION_SEGMENTS: ReadonlySet<string> = new Set([
  '',
  'about-us',
  'archive',
  'auth',
  'behind-the-scenes',
  'churches',
  'confessions',
  'contact',
  'dashboard',
  'devotional',
  'donate',
  'groups',
  'manifest.webmanifest',
  'newsletter',
  'offline',
  'payment-success',
  'podcast.xml',
  'practice',
  'preview',
  'privacy',
  'rss.xml',
  'series',
  'settings',
  'tags',
]);

/** Whether the page at `path` (an English path) is built in every edition. */
export function isEditionPage(path: string): boolean {
  const segment = /^\/([^/?#]*)/.exec(path)?.[1] ?? '';
  return EDITION_SEGMENTS.has(segment);
}

/** A link from a page of `locale`'s edition to the page at `path` (its English path): that edition's page where it exists. */
export function editionHref(locale: Locale, path: string): string {
  return isEditionPage(path) ? localePath(locale, path) : path;
}
