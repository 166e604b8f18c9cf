/**
 * /series/index.json (and /nl/…, /es/… for those editions): each series released in the edition, its parts in order
 * (ids only), its number of parts in all, and its title as the edition shows it. The dashboard reads its edition's
 * file to show a signed-in reader's progress through the series they started.
 */
import type { APIRoute } from 'astro';
import type { Locale } from '@lib/i18n/locales.ts';
import { releasedSeries, type SeriesIndexEntry } from '../../../data/build/series.ts';
import { editionPaths } from '../../../lib/i18n/editions.ts';

export const getStaticPaths = editionPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ props }) => {
  const index: SeriesIndexEntry[] = (await releasedSeries(props.locale)).map((s) => ({
    slug: s.slug,
    title: s.title,
    titleLanguage: s.titleLanguage,
    total: s.total,
    parts: s.parts.map((p) => p.devotional.id),
  }));
  return new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
