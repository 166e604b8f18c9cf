/**
 * "Keep my bookmarks offline" (dashboard): the pages of the devotionals the reader bookmarked, kept in the worker's
 * kept cache. Reads the reader's own bookmarks through the API (row-level security answers only theirs); only the
 * built pages are stored, never the API's answer. A bookmarked Dutch or Spanish devotional is kept at its own
 * edition's address (/nl/devotional/{id}/), the only place its page is built.
 */
import { devotionalPath } from '@lib/offline/week.ts';
import { DEFAULT_LOCALE, isLocale } from '@lib/i18n/locales.ts';
import { ACCOUNT_KEPT_CACHE } from '../../offline/caches.ts';
import { bookmarkedDevotionals } from '../../data/bookmarks.ts';
import type { TableClient } from '../../data/client/types.ts';
import { keepForOffline } from './keep.ts';

export async function keepBookmarksOffline(client: TableClient, userId: string): Promise<{ pages: number; bytes: number }> {
  const { data, error } = await bookmarkedDevotionals(client, userId);
  if (error) throw new Error(error.message);
  const languageOf = (language: string | undefined) => (language && isLocale(language) ? language : DEFAULT_LOCALE);
  const pages = [...new Set(data.map((row) => devotionalPath(row.devotional_id, languageOf(row.devotionals?.language))))];
  // A bookmark of a page this build does not have (unpublished since) is skipped, not an error.
  let bytes = 0;
  let kept = 0;
  for (const page of pages) {
    try {
      bytes += await keepForOffline([page], ACCOUNT_KEPT_CACHE);
      kept += 1;
    } catch {
      // skipped
    }
  }
  return { pages: kept, bytes };
}
