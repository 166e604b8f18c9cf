/**
 * /series/index.json: each released series' parts in order (ids only) and its number of parts in all. The
 * dashboard reads it to show a signed-in reader's progress through the series they started.
 */
import type { APIRoute } from 'astro';
import { releasedSeries, type SeriesIndexEntry } from '../../data/build/series.ts';

export const GET: APIRoute = async () => {
  const index: SeriesIndexEntry[] = (await releasedSeries()).map((s) => ({
    slug: s.slug,
    title: s.title,
    total: s.total,
    parts: s.parts.map((p) => p.devotional.id),
  }));
  return new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
