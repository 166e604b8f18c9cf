/**
 * The dashboard's series progress: for each series the reader has started, "3 of 10 read" and a link to
 * the next unread released part. The parts come from the build (/series/index.json, released parts only); which
 * of them the reader read comes from their own reading history, through their own policies.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { progressLabel, seriesProgress } from '@lib/series/parts.ts';
import type { SeriesIndexEntry } from '../build/series.ts';

export interface StartedSeries {
  slug: string;
  title: string;
  /** "3 of 10 read" */
  label: string;
  /** The next unread released part's page; null when every released part is read. */
  nextHref: string | null;
}

/** The series the reader started, in the site's order; empty when there are none or they cannot be read (logged). */
export async function loadSeriesProgress(client: SupabaseClient<Database>, userId: string): Promise<StartedSeries[]> {
  let index: SeriesIndexEntry[];
  try {
    const response = await fetch('/series/index.json');
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
    return [{ slug: s.slug, title: s.title, label: progressLabel(progress), nextHref: progress.nextUnread ? `/devotional/${progress.nextUnread}/` : null }];
  });
}
