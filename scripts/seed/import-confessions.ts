/**
 * The project's confession importer: parse a Creeds.json document (lib/confessions/creeds-json.ts) and send it
 * to `public.import_confession`, which writes the confession and its sections in one transaction and is
 * idempotent. Needs a service-role client (the seed, the import-confessions function): since migration
 * 20261126000210 the API's anon and authenticated roles may not call it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { CONFESSION_CATALOG, type CatalogConfession } from '@lib/confessions/catalog.ts';
import { parseCreedsJson, type ParsedConfession } from '@lib/confessions/creeds-json.ts';
import { readCreedsDocument } from '@lib/sources/node.ts';

export interface ImportedConfession {
  slug: string;
  name: string;
  sections: number;
}

/** Imports one parsed document; returns the confession's section count afterwards. */
export async function importConfession(client: SupabaseClient<Database>, parsed: ParsedConfession): Promise<number> {
  const { data, error } = await client.rpc('import_confession', { payload: parsed });
  if (error) throw new Error(`Importing the ${parsed.confession.name} failed: ${error.message}`);
  return Number(data);
}

/** Reads, parses and imports each catalog document from `source` in turn (each one its own transaction). */
export async function importConfessions(
  client: SupabaseClient<Database>,
  source: string,
  entries: readonly CatalogConfession[] = CONFESSION_CATALOG,
): Promise<ImportedConfession[]> {
  const results: ImportedConfession[] = [];
  for (const entry of entries) {
    const parsed = parseCreedsJson(entry, await readCreedsDocument(source, entry.fileName));
    results.push({ slug: entry.slug, name: entry.name, sections: await importConfession(client, parsed) });
  }
  return results;
}
