/**
 * Build-time data for the series pages (/series/, /series/{slug}/), the "Part 3 of 10" line on a devotional and
 * each edition's /series/index.json (the dashboard's progress). Read with the anon key: the devotionals are the released ones
 * only, and each series' part_count says how many there are in all without naming the others.
 */
import { seriesParts, type SeriesParts } from '@lib/series/parts.ts';
import { seriesTextInEdition } from '@lib/series/edition-titles.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { buildClient, read, readAll, siteToday } from './api.ts';

export interface SeriesPartLink {
  id: string;
  title: string;
  date: string;
}

export interface SeriesEntry extends SeriesParts<SeriesPartLink> {
  id: string;
  slug: string;
  /** The title as the edition shows it (lib/series/edition-titles.ts): its own, else the English one. */
  title: string;
  /** The language `title` is written in: the edition's, or 'en' where the series has no title in it yet. */
  titleLanguage: string;
  description: string;
  /** The language `description` is written in. */
  descriptionLanguage: string;
}

interface PartRow {
  id: string;
  title: string;
  date: string;
  series_id: string | null;
  translation_group: string;
}

/**
 * An edition's parts of each series: its devotionals that name the series, and its translations of English parts
 * (a translation may leave series_id to its English devotional; the translation group says which series it is in).
 */
async function loadParts(client: NonNullable<ReturnType<typeof buildClient>>, locale: Locale): Promise<PartRow[]> {
  const english = await readAll('the parts of the series', (from, to) =>
    client
      .from('devotionals')
      .select('id, title, date, series_id, translation_group')
      .eq('status', 'published')
      .eq('language', 'en')
      .not('series_id', 'is', null)
      .order('date')
      .order('id')
      .range(from, to),
  );
  if (locale === 'en' || english.length === 0) return english;
  const seriesOfGroup = new Map(english.map((row) => [row.translation_group, row.series_id]));
  const translated = await readAll('the translated parts of the series', (from, to) =>
    client
      .from('devotionals')
      .select('id, title, date, series_id, translation_group')
      .eq('status', 'published')
      .eq('language', locale)
      .in('translation_group', [...seriesOfGroup.keys()])
      .order('date')
      .order('id')
      .range(from, to),
  );
  return translated.map((row) => ({ ...row, series_id: row.series_id ?? seriesOfGroup.get(row.translation_group) ?? null }));
}

async function loadSeries(locale: Locale): Promise<SeriesEntry[]> {
  const client = buildClient();
  if (!client) return [];
  const series = await read('series', () =>
    client.from('series').select('id, slug, title, description, part_count, series_titles(language, title, description)').order('position').order('title'),
  );
  const parts = await loadParts(client, locale);
  const today = await siteToday();
  return series.map((row) => {
    const own = parts.filter((p) => p.series_id === row.id).map(({ id, title, date }) => ({ id, title, date }));
    return { id: row.id, slug: row.slug, ...seriesTextInEdition(row, row.series_titles, locale), ...seriesParts(own, row.part_count, today) };
  });
}

const catalogs = new Map<Locale, Promise<SeriesEntry[]>>();

/**
 * Every series with at least one released part in the edition (English unless told), in the admins' order: a
 * series shows nothing before its first day. Each is titled and described as the edition shows it.
 */
export function releasedSeries(locale: Locale = 'en'): Promise<SeriesEntry[]> {
  let catalog = catalogs.get(locale);
  if (!catalog) catalogs.set(locale, (catalog = loadSeries(locale).then((all) => all.filter((s) => s.parts.length > 0))));
  return catalog;
}

/** The series a devotional is a part of, by devotional id. */
export async function seriesByDevotional(locale: Locale = 'en'): Promise<Map<string, SeriesEntry>> {
  const byId = new Map<string, SeriesEntry>();
  for (const series of await releasedSeries(locale)) for (const part of series.parts) byId.set(part.devotional.id, series);
  return byId;
}

/** An edition's /series/index.json: what the dashboard needs to show progress (released part ids in order, parts in all). */
export interface SeriesIndexEntry {
  slug: string;
  title: string;
  /** The language `title` is written in: the edition's, or 'en' where the series has no title in it yet. */
  titleLanguage: string;
  total: number;
  parts: string[];
}
