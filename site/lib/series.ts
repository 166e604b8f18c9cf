/**
 * Build-time data for the series pages (/series/, /series/{slug}/), the "Part 3 of 10" line on a devotional and
 * /series/index.json (the dashboard's progress). Read with the anon key: the devotionals are the released ones
 * only, and each series' part_count says how many there are in all without naming the others.
 */
import { seriesParts, type SeriesParts } from '@lib/series/parts.ts';
import { buildClient, read, readAll, siteToday } from './api.ts';

export interface SeriesPartLink {
  id: string;
  title: string;
  date: string;
}

export interface SeriesEntry extends SeriesParts<SeriesPartLink> {
  id: string;
  slug: string;
  title: string;
  description: string;
}

async function loadSeries(): Promise<SeriesEntry[]> {
  const client = buildClient();
  if (!client) return [];
  const series = await read('series', () => client.from('series').select('id, slug, title, description, part_count').order('position').order('title'));
  const parts = await readAll('the parts of the series', (from, to) =>
    client
      .from('devotionals')
      .select('id, title, date, series_id')
      .eq('status', 'published')
      .eq('language', 'en')
      .not('series_id', 'is', null)
      .order('date')
      .order('id')
      .range(from, to),
  );
  const today = await siteToday();
  return series.map((row) => {
    const own = parts.filter((p) => p.series_id === row.id).map(({ id, title, date }) => ({ id, title, date }));
    return { id: row.id, slug: row.slug, title: row.title, description: row.description, ...seriesParts(own, row.part_count, today) };
  });
}

let catalog: Promise<SeriesEntry[]> | undefined;

/** Every series with at least one released part, in the admins' order: a series shows nothing before its first day. */
export function releasedSeries(): Promise<SeriesEntry[]> {
  catalog ??= loadSeries().then((all) => all.filter((s) => s.parts.length > 0));
  return catalog;
}

/** The series a devotional is a part of, by devotional id. */
export async function seriesByDevotional(): Promise<Map<string, SeriesEntry>> {
  const byId = new Map<string, SeriesEntry>();
  for (const series of await releasedSeries()) for (const part of series.parts) byId.set(part.devotional.id, series);
  return byId;
}

/** /series/index.json: what the dashboard needs to show progress (released part ids in order, parts in all). */
export interface SeriesIndexEntry {
  slug: string;
  title: string;
  total: number;
  parts: string[];
}
