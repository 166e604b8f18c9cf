/**
 * Build-time loading for the home page, the search section and the feeds: the compact manifest of released
 * devotionals, their scripture text and the testimonials, read through ./api.ts (with the anon key, so
 * row-level security has already removed drafts and future dates).
 */
import { openingLines } from '@lib/devotionals/opening-lines.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import type { ArchiveIndex, ArchivePart, ArchivePartFile, Manifest, ManifestEntry } from '../../lib/search/manifest.ts';
import { buildWordShards, type WordShard } from '../../lib/search/words.ts';
import { devotionalPages, releasedRows } from './devotionals.ts';
import { CHECKED_DAYS, shownCover } from './stored-covers.ts';
import { fallbackArtUrl } from '@lib/covers/fallback-art.ts';
import { buildClient, read, readAll, siteTimeZone, siteToday, withRetries } from './api.ts';
import { inputsDigest, keptResult } from './kept-result.ts';
import type { Locale } from '@lib/i18n/locales.ts';

function once<T>(load: (client: SupabaseClient<Database> | null) => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load(buildClient()));
}

/** `once` for each edition: an edition's devotionals are read once per build (English unless told). */
function oncePerEdition<T>(load: (client: SupabaseClient<Database> | null, locale: Locale) => Promise<T>): (locale?: Locale) => Promise<T> {
  const pending = new Map<Locale, Promise<T>>();
  return (locale = 'en') => {
    let result = pending.get(locale);
    if (!result) pending.set(locale, (result = load(buildClient(), locale)));
    return result;
  };
}

/**
 * The manifest of an edition's released devotionals: its home page renders from it, and its /devotionals/ (under
 * /nl/ and /es/ for those editions) serves it split by year. Each distinct passage gets a number `p`, oldest first,
 * so numbers stay put as new days are added.
 */
export const devotionalManifest = oncePerEdition(async (client, locale): Promise<Manifest> => {
  const [timeZone, today] = await Promise.all([siteTimeZone(), siteToday()]);
  if (!client) return { siteToday: today, timeZone, devotionals: [] };
  // The edition's rows the pages were built from (newest first, then by id), and the series they are parts of.
  const [rows, seriesOf] = await Promise.all([releasedRows(), seriesSlugs(client, locale)]);
  // The policies gate on the database's today; the repeat keeps the manifest on the build's one today.
  const released = rows.filter((row) => row.language === locale && row.date <= today);
  const passageNumbers = new Map<string, number>();
  for (const row of [...released].reverse()) {
    const passage = row.biblical_passage.trim();
    if (!passageNumbers.has(passage)) passageNumbers.set(passage, passageNumbers.size);
  }
  const devotionals: ManifestEntry[] = await Promise.all(
    released.map(async (row, index) => {
      const opening = openingLines(row.transcript);
      // Cards are square: the square cover when the generator stored one, else the 1200×630 one (cropped by the card);
      // on the newest days a blank or missing one gives way to the art from the style rules (./stored-covers.ts).
      const stored = row.card_image_url || row.image_url || null;
      const image =
        index < CHECKED_DAYS
          ? await shownCover(stored, fallbackArtUrl({ title: row.title, passage: row.biblical_passage, doctrine: row.key_doctrine, date: row.date }))
          : stored;
      return {
        id: row.id,
        slug: row.slug,
        date: row.date,
        title: row.title,
        passage: row.biblical_passage,
        doctrine: row.key_doctrine ?? '',
        tags: (row.tags ?? []).map((tag) => tag.slug).sort(),
        readingTime: row.reading_time,
        ...(seriesOf.has(row.id) ? { series: seriesOf.get(row.id)! } : {}),
        image,
        p: passageNumbers.get(row.biblical_passage.trim())!,
        // The home hero's opening lines, also when the browser renders it for a day the build did not.
        ...(opening ? { opening } : {}),
      };
    }),
  );
  return { siteToday: today, timeZone, devotionals };
});

/** The slug of the series each of an edition's released devotionals names, by devotional id (few rows: only the parts). */
async function seriesSlugs(client: SupabaseClient<Database>, locale: Locale): Promise<Map<string, string>> {
  const rows = await readAll('the series of the devotionals', (from, to) =>
    client
      .from('devotionals')
      .select('id, series(slug)')
      .eq('status', 'published')
      .eq('language', locale)
      .not('series_id', 'is', null)
      .order('id')
      .range(from, to),
  );
  return new Map(rows.flatMap((row) => (row.series ? [[row.id, row.series.slug] as const] : [])));
}

/** The manifest's year parts, newest first (/devotionals/{year}.json). */
export async function archiveParts(locale: Locale = 'en'): Promise<ArchivePartFile[]> {
  const { devotionals } = await devotionalManifest(locale);
  const parts: ArchivePartFile[] = [];
  for (const d of devotionals) {
    const year = d.date.slice(0, 4);
    if (parts.at(-1)?.year !== year) parts.push({ year, devotionals: [] });
    parts.at(-1)!.devotionals.push(d);
  }
  return parts;
}

/** /devotionals/index.json: what the browser reads first. */
export async function archiveIndex(locale: Locale = 'en'): Promise<ArchiveIndex> {
  const { siteToday, timeZone, devotionals } = await devotionalManifest(locale);
  const parts: ArchivePart[] = (await archiveParts(locale)).map((part) => ({
    year: part.year,
    count: part.devotionals.length,
    newest: part.devotionals[0].date,
    oldest: part.devotionals.at(-1)!.date,
  }));
  const wordShards = [...(await scriptureWordShards(locale)).keys()];
  return { siteToday, timeZone, total: devotionals.length, parts, wordShards };
}

/** Longer fields the manifest leaves out: scripture text for the scripture filter, focus for the RSS feed. */
export const devotionalDetails = oncePerEdition(async (client, locale) => {
  if (!client) return [];
  // The edition's rows the pages were built from, newest first then by id.
  return (await releasedRows())
    .filter((row) => row.language === locale)
    .map(({ id, date, title, focus, scripture_text }) => ({ id, date, title, focus, scripture_text }));
});

const shards = new Map<Locale, Promise<Map<string, WordShard>>>();

/**
 * The scripture word index (site/lib/search/words.ts) over an edition's released devotionals' passages, by shard:
 * the text they store (the edition's Bible) and the BSB the build resolved, so Search by Scripture finds a passage
 * by either translation's words.
 */
export function scriptureWordShards(locale: Locale = 'en'): Promise<Map<string, WordShard>> {
  let edition = shards.get(locale);
  if (edition) return edition;
  edition = (async () => {
    const [{ devotionals }, pages] = await Promise.all([devotionalManifest(locale), devotionalPages(locale)]);
    const passageOf = new Map(devotionals.map((d) => [d.id, d.p]));
    const bsbOf = new Map(pages.map(({ devotional: d }) => [d.id, (d.bsb?.passage ?? []).map((v) => v.text).join(' ')]));
    const texts: [number, string][] = [];
    for (const row of await devotionalDetails(locale)) {
      const p = passageOf.get(row.id);
      const text = [row.scripture_text ?? '', bsbOf.get(row.id) ?? ''].join('\n').trim();
      if (p !== undefined && text) texts.push([p, text]);
    }
    // The same passages and texts give the same shards: kept for the next build (./kept-result.ts).
    return new Map(keptResult(`scripture-words-${locale}`, inputsDigest(texts), () => [...buildWordShards(texts)]));
  })();
  shards.set(locale, edition);
  return edition;
}

export interface Testimonial {
  id: string;
  text: string;
  name: string;
  country: string | null;
  createdAt: string;
}

/**
 * Approved testimonials, newest first: the submitter's full name and country, never an e-mail.
 * The spec hides the section when they cannot be read, so a failure warns instead of failing the build.
 */
export async function latestTestimonials(limit = 6): Promise<Testimonial[]> {
  const client = buildClient();
  if (!client) return [];
  const { data, error } = await withRetries(() =>
    client
      .from('public_testimonials')
      .select('id, feedback_text, country, created_at, full_name')
      .order('created_at', { ascending: false })
      .order('id')
      .limit(limit),
  );
  if (error) {
    console.warn(`[site] Could not load testimonials (${error.message}); the home page is built without them.`);
    return [];
  }
  // A view's columns are all nullable in the generated types; these come from user_feedback's NOT NULL ones.
  return (data ?? []).flatMap(({ id, feedback_text, full_name, country, created_at }) =>
    id && feedback_text && created_at
      ? [{ id, text: feedback_text, name: full_name?.trim() || 'A reader', country: country || null, createdAt: created_at }]
      : [],
  );
}

/** Confession slugs for the sitemap, by year as the index lists them. */
export const confessionSlugs = once(async (client): Promise<string[]> => {
  if (!client) return [];
  const rows = await read('confessions', () => client.from('confessions').select('slug').eq('language', 'en').order('year', { ascending: true }));
  return rows.map((row) => row.slug);
});
