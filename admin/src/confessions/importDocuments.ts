/**
 * The five standard documents the import offers (admin spec §7, §9): what the confirmation dialog lists, and
 * the call that imports one of them through the import-confessions function.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export interface ImportDocument {
  slug: string;
  name: string;
  /** What the dialog promises: "37 articles". */
  count: number;
  unit: string;
}

export const IMPORT_DOCUMENTS: readonly ImportDocument[] = [
  { slug: 'belgic-confession', name: 'Belgic Confession', count: 37, unit: 'articles' },
  { slug: 'heidelberg-catechism', name: 'Heidelberg Catechism', count: 129, unit: 'Q&As' },
  { slug: 'westminster-confession', name: 'Westminster Confession of Faith', count: 33, unit: 'chapters' },
  { slug: 'westminster-larger-catechism', name: 'Westminster Larger Catechism', count: 196, unit: 'Q&As' },
  { slug: 'westminster-shorter-catechism', name: 'Westminster Shorter Catechism', count: 107, unit: 'Q&As' },
];

export interface ImportResult {
  slug: string;
  success: boolean;
  sectionsImported: number;
  itemsImported?: number;
  error: string | null;
}

/** Imports one document; a transport or server failure becomes a failed result with the server's message. */
export async function importDocument(client: SupabaseClient, slug: string): Promise<ImportResult> {
  const { data, error } = await client.functions.invoke('import-confessions', { body: { confessionSlugs: [slug] } });
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
  const result = (data as { results?: ImportResult[] } | null)?.results?.find((r) => r.slug === slug);
  return result ?? { slug, success: false, sectionsImported: 0, error: 'The import answered without a result for this document' };
}
