/**
 * The confession editor's reads and writes, through the same API and policies as everything else: single rows
 * over REST, replace mode and the Q&A reformat as one RPC each (one transaction), append mode in batches of 50
 * (admin spec §7/§9) with parent rows first so their children can carry the parent id.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SectionRow } from '../../../lib/confessions/creeds-json.ts';
import { batches, withUniqueSlugs } from '../../../lib/confessions/paste/rows.ts';
import type { QaPatch } from '../../../lib/confessions/paste/fix-qa.ts';
import { SECTION_COLUMNS, type Section } from './types.ts';

export async function loadSections(client: SupabaseClient, confessionId: string): Promise<Section[]> {
  const { data, error } = await client
    .from('confession_sections')
    .select(SECTION_COLUMNS)
    .eq('confession_id', confessionId)
    .order('section_number')
    .order('section_type')
    .limit(1000);
  if (error) throw new Error(error.message);
  return data as Section[];
}

export type SectionDraft = Pick<Section, 'section_type' | 'section_number' | 'title' | 'content' | 'scripture_proofs' | 'parent_section_id'> & {
  url_slug?: string;
};

export async function insertSection(client: SupabaseClient, confessionId: string, draft: SectionDraft): Promise<void> {
  const { error } = await client.from('confession_sections').insert({ ...draft, confession_id: confessionId });
  if (error) throw new Error(error.message);
}

export async function updateSection(client: SupabaseClient, id: string, patch: Partial<SectionDraft>): Promise<void> {
  const { data, error } = await client.from('confession_sections').update(patch).eq('id', id).select('id');
  if (error) throw new Error(error.message);
  if (!data?.length) throw new Error('The section was not found or may not be changed');
}

export async function deleteSection(client: SupabaseClient, id: string): Promise<void> {
  const { data, error } = await client.from('confession_sections').delete().eq('id', id).select('id');
  if (error) throw new Error(error.message);
  if (!data?.length) throw new Error('The section was not found or may not be deleted');
}

/** Replace mode: one RPC, so the old sections are gone only if every new one was written. */
export async function replaceSections(client: SupabaseClient, confessionId: string, rows: SectionRow[]): Promise<number> {
  const { data, error } = await client.rpc('replace_confession_sections', { target: confessionId, sections: rows });
  if (error) throw new Error(error.message);
  return Number(data);
}

/**
 * Append mode: rows are added beside the existing ones (taken url_slugs get a suffix), parents first and then
 * children with their parent's new id, each in batches of 50. Returns how many rows were written; on failure
 * the error says how many had been written before it.
 */
export async function appendSections(client: SupabaseClient, confessionId: string, rows: SectionRow[], existing: Section[]): Promise<number> {
  const unique = withUniqueSlugs(
    rows,
    existing.map((s) => s.url_slug),
  );
  const parentIds = new Map(existing.map((s) => [s.url_slug, s.id]));
  const toRecord = (row: SectionRow) => ({
    confession_id: confessionId,
    section_type: row.section_type,
    section_number: row.section_number,
    title: row.title,
    content: row.content,
    scripture_proofs: row.scripture_proofs,
    url_slug: row.url_slug,
    parent_section_id: row.parent_url_slug ? (parentIds.get(row.parent_url_slug) ?? null) : null,
  });
  let written = 0;
  const write = async (group: SectionRow[]) => {
    for (const batch of batches(group)) {
      const { data, error } = await client.from('confession_sections').insert(batch.map(toRecord)).select('id, url_slug');
      if (error) throw new Error(written ? `${error.message} (${written} sections had been imported)` : error.message);
      for (const r of data as { id: string; url_slug: string }[]) parentIds.set(r.url_slug, r.id);
      written += batch.length;
    }
  };
  await write(unique.filter((r) => !r.parent_url_slug));
  await write(unique.filter((r) => r.parent_url_slug));
  return written;
}

/** Fix Q&A Format: every patch in one RPC. */
export async function applyPatches(client: SupabaseClient, confessionId: string, patches: QaPatch[]): Promise<number> {
  const { data, error } = await client.rpc('update_confession_sections', { target: confessionId, patches });
  if (error) throw new Error(error.message);
  return Number(data);
}
