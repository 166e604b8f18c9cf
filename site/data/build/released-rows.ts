/**
 * Every released devotional's row for the build, as one select of DEVOTIONAL_SELECT reads it, with the long texts
 * (DEVOTIONAL_TEXT_COLUMNS: the transcript, the Scripture, the prayer…) read again only for the rows that changed
 * since the last build: they are most of what a ten-year archive weighs. The build keeps them in its cache folder
 * (SITE_CACHE_DIR, as astro.config.mjs names it, in devotional-rows/) by row id and the row's updated_at, which a
 * trigger sets on every update of a devotional (migration 20261125000300_triggers.sql): texts read at one updated_at
 * are the texts of that version of the row. Each build reads everything else of every row with its updated_at, and the
 * tags and confessional references from their own tables, then the texts of the rows whose updated_at the cache does
 * not hold; a row edited or unpublished between the two reads has texts of another version, so the reads are made again. With no
 * cache, or one made from another API, every text is read.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { read, readAll } from './api.ts';
import { inParallel } from '@lib/in-parallel.ts';
import {
  DEVOTIONAL_OUTLINE_SELECT,
  DEVOTIONAL_REFERENCE_SELECT,
  DEVOTIONAL_SECTION_SELECT,
  DEVOTIONAL_TAG_SELECT,
  DEVOTIONAL_TEXT_COLUMNS,
  DEVOTIONAL_TEXTS_SELECT,
  type DevotionalRow,
  type DevotionalTexts,
  type ReferenceRow,
} from '../../lib/devotional-row.ts';

/** What the file holds: another value makes older files unread. */
const FORMAT = 1;
/** Ids per request for the changed rows' texts: an address short enough for any proxy. */
const IDS_PER_READ = 100;
/** Reads of texts in flight at once. */
const TEXT_READS_IN_FLIGHT = 4;
/** Rounds of reads before giving up on rows that keep changing while the build reads them. */
const ATTEMPTS = 3;

type KeptTexts = Record<string, { updatedAt: string; texts: DevotionalTexts }>;

interface TextCache {
  format: number;
  /** The API the texts came from: another's rows are not these. */
  api: string;
  rows: KeptTexts;
}

type OutlineRow = Omit<DevotionalRow, keyof DevotionalTexts | 'tags' | 'devotional_confession_references'> & { updated_at: string };
type TagRow = NonNullable<DevotionalRow['tags']>[number] & { id: string };
type LinkRow = { devotional_id: string; tag_id: string };
type TaggedRow = TagRow & { devotional_tags: Array<{ devotional_id: string }> };
type ReferenceLinkRow = Omit<ReferenceRow, 'confession_sections'> & { devotional_id: string; section_id: string };
type SectionRow = NonNullable<ReferenceRow['confession_sections']> & { id: string; confession_id: string };

/** Each devotional's tags and confessional references, by devotional id, as DEVOTIONAL_SELECT embeds them. */
interface Relations {
  tags: Map<string, NonNullable<DevotionalRow['tags']>>;
  references: Map<string, ReferenceRow[]>;
  citations: Citation[];
}

/**
 * A confessional reference by the section's document: what a confession's pages need to list the devotionals citing
 * each section, in the order of the references' ids.
 */
export interface Citation {
  devotional_id: string;
  confession_id: string;
  url_slug: string;
}

/** The released rows and their citations, read together. */
export interface ReleasedRead {
  rows: DevotionalRow[];
  citations: Citation[];
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Every tag link and confessional reference the public may read, from their own tables (row-level security shows
 * those of released devotionals), joined here: as one embedded select of every row they cost the API several times
 * more. The links come embedded in their tags (one read for the few tags, where paging through every link cost
 * dozens), the references page by id (the primary key's order: cheaper to page than created_at's). A devotional's
 * tags come in the order of their ids (the pages sort them by name), its references in the order they were added
 * (created_at, then id).
 */
async function readRelations(client: SupabaseClient<Database>): Promise<Relations> {
  const [tagRows, referenceRows] = await Promise.all([
    readAll('tags', (from, to) => client.from('tags').select(`${DEVOTIONAL_TAG_SELECT}, devotional_tags(devotional_id)`).order('id').range(from, to)),
    readAll('confessional references', (from, to) =>
      client.from('devotional_confession_references').select(`${DEVOTIONAL_REFERENCE_SELECT}, created_at`).order('id').range(from, to),
    ),
  ]);
  const links: LinkRow[] = (tagRows as unknown as TaggedRow[]).flatMap((tag) =>
    tag.devotional_tags.map(({ devotional_id }) => ({ devotional_id, tag_id: tag.id })),
  );
  // PostgREST writes timestamptz in UTC with the fraction's trailing zeros left out: as text they sort as instants.
  (referenceRows as unknown as Array<{ created_at: string; id: string }>).sort((a, b) =>
    a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  const sectionIds = [...new Set((referenceRows as unknown as ReferenceLinkRow[]).map((row) => row.section_id))];
  const sections = new Map<string, SectionRow>();
  for (let i = 0; i < sectionIds.length; i += IDS_PER_READ) {
    const ids = sectionIds.slice(i, i + IDS_PER_READ);
    const rows = (await read('confession sections', () =>
      client.from('confession_sections').select(`${DEVOTIONAL_SECTION_SELECT}, confession_id`).in('id', ids),
    )) as unknown as SectionRow[];
    for (const row of rows) sections.set(row.id, row);
  }
  const tagById = new Map((tagRows as unknown as TagRow[]).map((tag) => [tag.id, tag]));
  const tags: Relations['tags'] = new Map();
  for (const link of links) {
    const tag = tagById.get(link.tag_id);
    if (tag) push(tags, link.devotional_id, { slug: tag.slug, name: tag.name, tag_names: tag.tag_names });
  }
  const references: Relations['references'] = new Map();
  const cited: Array<{ referenceId: string; citation: Citation }> = [];
  for (const { devotional_id, section_id, created_at: _added, ...reference } of referenceRows as unknown as Array<ReferenceLinkRow & { created_at: string }>) {
    const section = sections.get(section_id);
    const { id: _sectionId, confession_id, ...shown } = section ?? { id: '', confession_id: '' };
    push(references, devotional_id, { ...reference, confession_sections: section ? (shown as NonNullable<ReferenceRow['confession_sections']>) : null });
    if (section) cited.push({ referenceId: reference.id, citation: { devotional_id, confession_id, url_slug: section.url_slug } });
  }
  cited.sort((a, b) => (a.referenceId < b.referenceId ? -1 : a.referenceId > b.referenceId ? 1 : 0));
  return { tags, references, citations: cited.map((c) => c.citation) };
}
type TextsRow = DevotionalTexts & { id: string; updated_at: string };

/** Where the texts are kept between builds. */
function rowCacheFile(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.SITE_CACHE_DIR || 'node_modules/.astro', 'devotional-rows', 'texts.json');
}

async function readKept(file: string, api: string): Promise<KeptTexts> {
  try {
    const cache = JSON.parse(await readFile(file, 'utf8')) as TextCache;
    return cache.format === FORMAT && cache.api === api && cache.rows ? cache.rows : {};
  } catch {
    // None yet, or unreadable: every text is read.
    return {};
  }
}

async function keep(file: string, cache: TextCache): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify(cache));
  await rename(partial, file);
}

function textsOf(row: TextsRow): DevotionalTexts {
  return Object.fromEntries(DEVOTIONAL_TEXT_COLUMNS.map((column) => [column, row[column]])) as DevotionalTexts;
}

/**
 * Released devotionals newest first (then by id), with their texts: what `select(DEVOTIONAL_SELECT)` answers; and the
 * confessional references by document, from the same reads.
 */
export async function readReleased(client: SupabaseClient<Database>, api: string, file: string = rowCacheFile()): Promise<ReleasedRead> {
  const kept = await readKept(file, api);
  for (let attempt = 1; ; attempt++) {
    const [outlines, relations] = await Promise.all([
      readAll('devotionals', (from, to) =>
        client.from('devotionals').select(DEVOTIONAL_OUTLINE_SELECT).eq('status', 'published').order('date', { ascending: false }).order('id').range(from, to),
      ) as unknown as Promise<OutlineRow[]>,
      readRelations(client),
    ]);
    const changed = outlines.filter((row) => kept[row.id]?.updatedAt !== row.updated_at).map((row) => row.id);
    const batches: string[][] = [];
    for (let i = 0; i < changed.length; i += IDS_PER_READ) batches.push(changed.slice(i, i + IDS_PER_READ));
    // A few reads in flight, so the build decodes one answer while the API prepares the next (a cold build reads them all).
    await inParallel(batches, TEXT_READS_IN_FLIGHT, async (ids) => {
      const rows = (await read('devotional texts', () => client.from('devotionals').select(DEVOTIONAL_TEXTS_SELECT).in('id', ids))) as unknown as TextsRow[];
      // Texts of the version they were read at, whichever version the outline holds.
      for (const row of rows) kept[row.id] = { updatedAt: row.updated_at, texts: textsOf(row) };
    });
    const torn = outlines.filter((row) => kept[row.id]?.updatedAt !== row.updated_at);
    if (torn.length > 0) {
      if (attempt < ATTEMPTS) continue;
      throw new Error(`${torn.length} devotional(s) kept changing while the build read them (${torn[0].id}…): build again.`);
    }
    const rows = outlines.map(
      ({ updated_at: _version, ...outline }) =>
        ({
          ...outline,
          ...kept[outline.id].texts,
          tags: relations.tags.get(outline.id) ?? [],
          devotional_confession_references: relations.references.get(outline.id) ?? [],
        }) as DevotionalRow,
    );
    // Written again only when it would hold other texts: most builds read none.
    if (changed.length > 0 || Object.keys(kept).length !== outlines.length) {
      await keep(file, { format: FORMAT, api, rows: Object.fromEntries(outlines.map((row) => [row.id, kept[row.id]])) });
    }
    return { rows, citations: relations.citations };
  }
}
