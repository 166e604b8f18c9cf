/**
 * Puts a synthetic archive (synthetic-archive.ts) into a seeded database through supabase-js with the
 * service-role key: the seed's own preparation (KJV text, reading time, tag and reference checks), then
 * batched inserts of devotionals, their tags and their confessional references. Twelve generated covers, one
 * per doctrine, are shared by the synthetic days, so the cards and pages have images as real ones do. For the
 * editions, each English day's Dutch and Spanish translations join its translation group (loadSyntheticEditions).
 */
import type { PostgrestSingleResponse, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { KEY_DOCTRINES } from '@lib/devotionals/doctrines.ts';
import { renderCover } from '@lib/covers/cover.ts';
import { EDITIONS } from '@lib/editions/registry.ts';
import { slugify } from '@lib/slug.ts';
import { COVER_BUCKET, prepareDevotionals, resolveSections, type StoredScripture } from '../seed/devotionals.ts';
import { EDITION_SAMPLES, editionScripture } from '../seed/edition-samples.ts';
import type { KjvSource } from '@lib/sources/node.ts';
import { generateSyntheticArchive, type SyntheticDevotional } from './synthetic-archive.ts';
import { generateEditionTranslations, type EditionLanguage } from './synthetic-editions.ts';

export const INSERT_BATCH_SIZE = 200;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

async function must<T>(what: string, request: PromiseLike<PostgrestSingleResponse<T>>): Promise<T> {
  const reply = await request;
  if (reply.error) throw new Error(`${what} failed: ${reply.error.message}`);
  return reply.data;
}

export interface ArchivePlan {
  /** English devotionals already in the database (the seed's). */
  existing: number;
  /** Synthetic days to add so the total reaches the target. */
  count: number;
  /** Offset from today of the newest synthetic day: the day before the oldest existing devotional. */
  lastDay: number;
}

/** How many synthetic days fill the database up to `total`, and where they end so no date is taken twice. */
export async function planArchive(client: SupabaseClient<Database>, { total, today }: { total: number; today: string }): Promise<ArchivePlan> {
  // English days: the seed's Dutch and Spanish samples translate some of them and add no day.
  const { count, error } = await client.from('devotionals').select('id', { count: 'exact', head: true }).eq('language', 'en');
  if (error) throw new Error(`Counting the devotionals failed: ${error.message}`);
  const oldest = await must<{ date: string }[]>(
    'Reading the oldest devotional',
    client.from('devotionals').select('date').order('date', { ascending: true }).limit(1),
  );
  const existing = count ?? 0;
  const lastDay = oldest.length ? daysBetween(today, oldest[0].date) - 1 : 0;
  return { existing, count: Math.max(0, total - existing), lastDay };
}

async function uploadDoctrineCovers(client: SupabaseClient<Database>): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const doctrine of KEY_DOCTRINES) {
    const objectPath = `bench/${slugify(doctrine)}.svg`;
    const svg = renderCover({ title: doctrine, doctrine });
    const { error } = await client.storage.from(COVER_BUCKET).upload(objectPath, new TextEncoder().encode(svg), { contentType: 'image/svg+xml', upsert: true });
    if (error) throw new Error(`Uploading the cover ${COVER_BUCKET}/${objectPath} failed: ${error.message}`);
    urls.set(doctrine, client.storage.from(COVER_BUCKET).getPublicUrl(objectPath).data.publicUrl);
  }
  return urls;
}

export interface InsertArchiveOptions {
  today: string;
  /** Where the passages' text comes from: the KJV for English, the edition's Bible for a translation. */
  kjv: StoredScripture;
  /** For translations: the translation group of each English slug (what insertArchive returned for the English days). */
  translationGroups?: ReadonlyMap<string, string>;
  batchSize?: number;
  log?: (line: string) => void;
}

export interface InsertedArchive {
  written: number;
  /** The translation group of each devotional written, by slug. */
  groups: Map<string, string>;
}

/** Writes the archive; fails on the first rejected batch with the API's message. */
export async function insertArchive(client: SupabaseClient<Database>, archive: SyntheticDevotional[], options: InsertArchiveOptions): Promise<InsertedArchive> {
  const batchSize = options.batchSize ?? INSERT_BATCH_SIZE;
  const tags = await must<{ id: string; slug: string }[]>('Reading the tags', client.from('tags').select('id, slug'));
  const tagIds = new Map(tags.map((t) => [t.slug, t.id]));
  const prepared = await prepareDevotionals(archive, { today: options.today, kjv: options.kjv, tagSlugs: new Set(tagIds.keys()) });
  for (const d of prepared) {
    if (!d.translationOf) continue;
    const group = options.translationGroups?.get(d.translationOf);
    if (!group) throw new Error(`${d.file}: the English devotional ${d.translationOf} it translates was not written`);
    d.row.translation_group = group;
  }
  const sectionIds = await resolveSections(client, prepared);
  const covers = await uploadDoctrineCovers(client);

  let written = 0;
  const groups = new Map<string, string>();
  for (let start = 0; start < prepared.length; start += batchSize) {
    const batch = prepared.slice(start, start + batchSize);
    const rows = batch.map((d) => ({ ...d.row, image_url: covers.get(d.row.key_doctrine) ?? null }));
    const saved = await must<{ id: string; slug: string; translation_group: string }[]>(
      `Inserting devotionals ${start + 1}-${start + batch.length}`,
      client.from('devotionals').insert(rows).select('id, slug, translation_group'),
    );
    for (const s of saved) groups.set(s.slug, s.translation_group);
    const ids = new Map(saved.map((s) => [s.slug, s.id]));
    const idOf = (slug: string) => {
      const id = ids.get(slug);
      if (!id) throw new Error(`The API did not return the id of the devotional ${slug}`);
      return id;
    };
    await must(
      `Tagging devotionals ${start + 1}-${start + batch.length}`,
      client.from('devotional_tags').insert(batch.flatMap((d) => d.tags.map((slug) => ({ devotional_id: idOf(d.row.slug), tag_id: tagIds.get(slug)! })))),
    );
    await must(
      `Saving the confessional references of devotionals ${start + 1}-${start + batch.length}`,
      client.from('devotional_confession_references').insert(
        batch.flatMap((d) =>
          d.references.map((r) => ({
            devotional_id: idOf(d.row.slug),
            section_id: sectionIds.get(`${r.confession}/${r.section}`)!,
            reference_type: r.type,
            context_snippet: r.context ?? null,
          })),
        ),
      ),
    );
    written += batch.length;
    if (options.log && (written % 1000 < batchSize || written === prepared.length))
      options.log(`  ${written}/${prepared.length} synthetic devotionals written`);
  }
  return { written, groups };
}

export interface SyntheticLoad {
  plan: ArchivePlan;
  inserted: number;
  /** Oldest and newest synthetic dates, when any were added. */
  range: [string, string] | null;
  seconds: number;
}

/** The English synthetic days written, for their translations (loadSyntheticEditions). */
export interface WrittenArchive {
  load: SyntheticLoad;
  archive: SyntheticDevotional[];
  groups: Map<string, string>;
}

/** Plans, generates and inserts the days that bring the database to `total` devotionals. */
export async function loadSyntheticArchive(
  client: SupabaseClient<Database>,
  { total, today, kjv, tagSlugs, seed, log }: { total: number; today: string; kjv: KjvSource; tagSlugs: string[]; seed?: string; log?: (line: string) => void },
): Promise<WrittenArchive> {
  const started = performance.now();
  const plan = await planArchive(client, { total, today });
  const archive = generateSyntheticArchive({ count: plan.count, today, lastDay: plan.lastDay, tagSlugs, seed });
  const { written, groups } = await insertArchive(client, archive, { today, kjv, log });
  const load: SyntheticLoad = {
    plan,
    inserted: written,
    range: archive.length ? [archive[0].date, archive[archive.length - 1].date] : null,
    seconds: (performance.now() - started) / 1000,
  };
  return { load, archive, groups };
}

export interface EditionsLoad {
  /** Translations written per edition. */
  inserted: Record<EditionLanguage, number>;
  seconds: number;
}

/**
 * A Dutch and a Spanish translation of every English synthetic day (synthetic-editions.ts), in its English day's
 * translation group, with the passage read from the Statenvertaling and the Reina-Valera 1909 as the seed reads the
 * sample translations' (scripts/seed/edition-samples.ts).
 */
export async function loadSyntheticEditions(
  client: SupabaseClient<Database>,
  english: WrittenArchive,
  { today, seed, log }: { today: string; seed?: string; log?: (line: string) => void },
): Promise<EditionsLoad> {
  const started = performance.now();
  const inserted = Object.fromEntries(EDITION_SAMPLES.map(({ language }) => [language, 0])) as Record<EditionLanguage, number>;
  for (const { language, bible } of EDITION_SAMPLES) {
    const translations = generateEditionTranslations(english.archive, language, seed);
    log?.(`  ${translations.length} ${EDITIONS[language].englishName} translations...`);
    const { written } = await insertArchive(client, translations, { today, kjv: editionScripture(bible), translationGroups: english.groups, log });
    inserted[language] = written;
  }
  return { inserted, seconds: (performance.now() - started) / 1000 };
}
