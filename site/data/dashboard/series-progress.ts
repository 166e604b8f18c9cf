/**
 * The dashboard's series progress: for each series the reader has started in their edition, how many of its parts
 * they read and a link to the next unread released part. The parts come from the build (the edition's
 * /series/index.json, released parts only); which of them the reader read comes from their own reading history,
 * through their own policies.
 */
import type { PageClient } from '../client/types.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { seriesProgress } from '@lib/series/parts.ts';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import type { SeriesIndexEntry } from '../build/series.ts';

export interface StartedSeries {
  slug: string;
  title: string;
  /** The language `title` is written in: the edition's, or 'en' where the series has no title in it yet. */
  titleLanguage: string;
  /** The series' page in the edition. */
  href: string;
  read: number;
  total: number;
  /** The next unread released part's page in the edition; null when every released part is read. */
  nextHref: string | null;
}

/**
 * The series the reader started in `locale`'s edition, in the site's order; empty when there are none or they cannot
 * be read (logged).
 */
export async function loadSeriesProgress(client: PageClient, userId: string, locale: Locale): Promise<StartedSeries[]> {
  let index: SeriesIndexEntry[];
  try {
    const response = await fetch(editionHref(locale, '/series/index.json'));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    index = (await response.json()) as SeriesIndexEntry[];
  } catch (error) {
    console.error('Dashboard: could not load the series:', error);
    return [];
  }
  const partIds = index.flatMap((s) => s.parts);
  if (partIds.length === 0) return [];
  const { data, error } = await client.from('user_reading_history').select('devotional_id').eq('user_id', userId).in('devotional_id', partIds);
  if (error) {
    console.error('Dashboard: could not load series progress:', error.message);
    return [];
  }
  const readIds = new Set(data.map((row) => row.devotional_id));
  return index.flatMap((s) => {
    const progress = seriesProgress(s.parts, s.total, readIds);
    if (!progress) return [];
    return [
      {
        slug: s.slug,
        title: s.title,
        titleLanguage: s.titleLanguage,
        href: editionHref(locale, `/series/${s.slug}/`),
        read: progress.read,
        total: progress.total,
        nextHref: progress.nextUnread ? editionHref(locale, `/devotional/${progress.nextUnread}/`) : null,
      },
    ];
  });
}
