/**
 * Puts a synthetic archive (synthetic-archive.ts) into a seeded database through supabase-js with the
 * service-role key: the seed's own preparation (KJV text, reading time, tag and reference checks), then
 * batched inserts of devotionals, their tags and their confessional references. Twelve generated covers, one
 * per doctrine, are shared by the synthetic days, so the cards and pages have images as real ones do.
 */
import type { PostgrestSingleResponse, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { KEY_DOCTRINES } from '@lib/devotionals/doctrines.ts';
import { renderCover } from '@lib/covers/cover.ts';
import { slugify } from '@lib/slug.ts';
import { COVER_BUCKET, prepareDevotionals, resolveSections } from '../seed/devotionals.ts';
import type { KjvSource } from '@lib/sources/node.ts';
import { generateSyntheticArchive, type SyntheticDevotional } from './synthetic-archive.ts';

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
  /** Devotionals already in the database (the seed's). */
  existing: number;
  /** Synthetic days to add so the total reaches the target. */
  count: number;
  /** Offset from today of the newest synthetic day: the day before the oldest existing devotional. */
  lastDay: number;
}

/** How many synthetic days fill the database up to `total`, and where they end so no date is taken twice. */
export async function planArchive(client: SupabaseClient<Database>, { total, today }: { total: number; today: string }): Promise<ArchivePlan> {
  const { count, error } = await client.from('devotionals').select('id', { count: 'exact', head: true });
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
  kjv: KjvSource;
  batchSize?: number;
  log?: (line: string) => void;
}

/** Writes the archive; fails on the first rejected batch with the API's message. */
export async function insertArchive(client: SupabaseClient<Database>, archive: SyntheticDevotional[], options: InsertArchiveOptions): Promise<number> {
  const batchSize = options.batchSize ?? INSERT_BATCH_SIZE;
  const tags = await must<{ id: string; slug: string }[]>('Reading the tags', client.from('tags').select('id, slug'));
  const tagIds = new Map(tags.map((t) => [t.slug, t.id]));
  const prepared = await prepareDevotionals(archive, { today: options.today, kjv: options.kjv, tagSlugs: new Set(tagIds.keys()) });
  const sectionIds = await resolveSections(client, prepared);
  const covers = await uploadDoctrineCovers(client);

  let written = 0;
  for (let start = 0; start < prepared.length; start += batchSize) {
    const batch = prepared.slice(start, start + batchSize);
    const rows = batch.map((d) => ({ ...d.row, image_url: covers.get(d.row.key_doctrine) ?? null }));
    const saved = await must<{ id: string; slug: string }[]>(
      `Inserting devotionals ${start + 1}-${start + batch.length}`,
      client.from('devotionals').insert(rows).select('id, slug'),
    );
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
  return written;
}

export interface SyntheticLoad {
  plan: ArchivePlan;
  inserted: number;
  /** Oldest and newest synthetic dates, when any were added. */
  range: [string, string] | null;
  seconds: number;
}

/** Plans, generates and inserts the days that bring the database to `total` devotionals. */
export async function loadSyntheticArchive(
  client: SupabaseClient<Database>,
  { total, today, kjv, tagSlugs, seed, log }: { total: number; today: string; kjv: KjvSource; tagSlugs: string[]; seed?: string; log?: (line: string) => void },
): Promise<SyntheticLoad> {
  const started = performance.now();
  const plan = await planArchive(client, { total, today });
  const archive = generateSyntheticArchive({ count: plan.count, today, lastDay: plan.lastDay, tagSlugs, seed });
  const inserted = await insertArchive(client, archive, { today, kjv, log });
  return {
    plan,
    inserted,
    range: archive.length ? [archive[0].date, archive[archive.length - 1].date] : null,
    seconds: (performance.now() - started) / 1000,
  };
}
