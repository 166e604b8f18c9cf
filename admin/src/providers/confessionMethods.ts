/**
 * The confession editor's reads and writes as data provider methods, through the same API and policies as
 * everything else: single rows over REST, replace mode and the Q&A reformat as one RPC each (one transaction),
 * append mode in batches of 50  with parent rows first so their children can carry the parent
 * id, and the standard documents and a church's translations through the import-confessions function.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import type { SectionRow } from '@lib/confessions/creeds-json.ts';
import { batches, withUniqueSlugs } from '@lib/confessions/paste/rows.ts';
import type { QaPatch } from '@lib/confessions/paste/fix-qa.ts';
import type { ImportProblem, TranslationImportInput } from '@lib/confessions/translation-import.ts';
import { CONFESSION_COLUMNS, SECTION_COLUMNS, type Confession, type ImportResult, type Section } from './types.ts';

export type SectionDraft = Pick<Section, 'section_type' | 'section_number' | 'title' | 'content' | 'scripture_proofs' | 'parent_section_id' | 'url_slug'>;

export type ConfessionDetails = Partial<Pick<Confession, 'name' | 'year' | 'description' | 'historical_context'>>;

export interface ConfessionDataProvider {
  /** One confession's metadata; throws when it cannot be read or does not exist. */
  getConfession(id: string): Promise<Confession>;
  /** Saves the Metadata tab; throws when nothing was written (RLS matched no row). */
  updateConfession(id: string, details: ConfessionDetails): Promise<void>;
  getSections(confessionId: string): Promise<Section[]>;
  insertSection(confessionId: string, draft: SectionDraft): Promise<void>;
  updateSection(id: string, patch: Partial<SectionDraft>): Promise<void>;
  deleteSection(id: string): Promise<void>;
  /** Replace mode: one RPC, so the old sections are gone only if every new one was written. */
  replaceSections(confessionId: string, rows: SectionRow[]): Promise<number>;
  /**
   * Append mode: rows are added beside the existing ones (taken url_slugs get a suffix), parents first and then
   * children with their parent's new id, each in batches of 50. Returns how many rows were written; on failure
   * the error says how many had been written before it.
   */
  appendSections(confessionId: string, rows: SectionRow[], existing: Section[]): Promise<number>;
  /** Fix Q&A Format: every patch in one RPC. */
  applySectionPatches(confessionId: string, patches: QaPatch[]): Promise<number>;
  /** Imports one standard document; a transport or server failure becomes a failed result with the server's message. */
  importConfession(slug: string): Promise<ImportResult>;
  /** The url_slugs of the English document with this slug, which a translation must match; null when the library lacks it. */
  englishUrlSlugs(slug: string): Promise<string[] | null>;
  /** Imports a church's translation; a refusal comes back with the server's sentences, field by field. */
  importTranslation(upload: TranslationImportInput): Promise<TranslationImportReply>;
}

type TranslationImportReply = { success: true; result: ImportResult & { language: string } } | { success: false; error: string; problems: ImportProblem[] };

/** The JSON body of a function's refusal, or null when it has none. */
async function refusalBody(error: unknown): Promise<Record<string, unknown> | null> {
  const response = (error as { context?: unknown }).context;
  if (!(response instanceof Response)) return null;
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function confessionMethods(client: SupabaseClient<Database>): ConfessionDataProvider {
  return {
    async getConfession(id) {
      const { data, error } = await client.from('confessions').select(CONFESSION_COLUMNS).eq('id', id).maybeSingle();
      if (error) throw new Error(error.message);
      if (!data) throw new Error('The confession was not found');
      return data;
    },

    async updateConfession(id, details) {
      const { data, error } = await client.from('confessions').update(details).eq('id', id).select('id');
      if (error) throw new Error(error.message);
      if (!data?.length) throw new Error('The confession was not found or may not be changed');
    },

    async getSections(confessionId) {
      const { data, error } = await client
        .from('confession_sections')
        .select(SECTION_COLUMNS)
        .eq('confession_id', confessionId)
        .order('section_number')
        .order('section_type')
        .limit(1000);
      if (error) throw new Error(error.message);
      // scripture_proofs is an array by its CHECK constraint; the generated type says only Json.
      return data as Section[];
    },

    async insertSection(confessionId, draft) {
      const { error } = await client.from('confession_sections').insert({ ...draft, confession_id: confessionId });
      if (error) throw new Error(error.message);
    },

    async updateSection(id, patch) {
      const { data, error } = await client.from('confession_sections').update(patch).eq('id', id).select('id');
      if (error) throw new Error(error.message);
      if (!data?.length) throw new Error('The section was not found or may not be changed');
    },

    async deleteSection(id) {
      const { data, error } = await client.from('confession_sections').delete().eq('id', id).select('id');
      if (error) throw new Error(error.message);
      if (!data?.length) throw new Error('The section was not found or may not be deleted');
    },

    async replaceSections(confessionId, rows) {
      const { data, error } = await client.rpc('replace_confession_sections', { target: confessionId, sections: rows });
      if (error) throw new Error(error.message);
      return Number(data);
    },

    async appendSections(confessionId, rows, existing) {
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
          for (const r of data) parentIds.set(r.url_slug, r.id);
          written += batch.length;
        }
      };
      await write(unique.filter((r) => !r.parent_url_slug));
      await write(unique.filter((r) => r.parent_url_slug));
      return written;
    },

    async applySectionPatches(confessionId, patches) {
      const { data, error } = await client.rpc('update_confession_sections', { target: confessionId, patches });
      if (error) throw new Error(error.message);
      return Number(data);
    },

    async importConfession(slug) {
      const { data, error } = await client.functions.invoke<{ results?: ImportResult[] }>('import-confessions', { body: { confessionSlugs: [slug] } });
      if (error) {
        let message = error.message;
        const response = (error as { context?: unknown }).context;
        if (response instanceof Response) {
          try {
            message = ((await response.json()) as { error?: string }).error ?? message;
          } catch {
            // keep supabase-js's message
          }
        }
        return { slug, success: false, sectionsImported: 0, error: message };
      }
      const result = data?.results?.find((r) => r.slug === slug);
      return result ?? { slug, success: false, sectionsImported: 0, error: 'The import answered without a result for this document' };
    },

    async englishUrlSlugs(slug) {
      const { data: english, error } = await client.from('confessions').select('id').eq('language', 'en').eq('slug', slug).maybeSingle();
      if (error) throw new Error(error.message);
      if (!english) return null;
      const sections = await client.from('confession_sections').select('url_slug').eq('confession_id', english.id).order('section_number').limit(5000);
      if (sections.error) throw new Error(sections.error.message);
      return sections.data.map((s) => s.url_slug);
    },

    async importTranslation(upload) {
      const { data, error } = await client.functions.invoke<TranslationImportReply>('import-confessions', { body: { translation: upload } });
      if (error) {
        const body = await refusalBody(error);
        const message = typeof body?.error === 'string' ? body.error : error.message;
        const problems = Array.isArray(body?.problems) ? (body.problems as ImportProblem[]) : [{ field: 'document' as const, message }];
        return { success: false, error: message, problems };
      }
      return data ?? { success: false, error: 'The import answered nothing', problems: [{ field: 'document', message: 'The import answered nothing' }] };
    },
  };
}
