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
import { readCreedsDocument, readDutchHeidelbergFromEnv } from '@lib/sources/node.ts';
import { DUTCH_HEIDELBERG, translationPayload } from '@lib/confessions/translations.ts';

export interface ImportedConfession {
  slug: string;
  /** Set for a translation; the originals are English. */
  language?: string;
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

/**
 * Imports the library's translations (lib/confessions/translations.ts): the Dutch Heidelberg Catechism from
 * CONFESSIONS_NL_SOURCE (default ../shared/confessions-nl, else the pinned public text), question 92 completed from
 * the Statenvertaling. Same slug and url_slugs as the English document, so its anchors and practice items hold.
 */
export async function importTranslatedConfessions(client: SupabaseClient<Database>, env: NodeJS.ProcessEnv = process.env): Promise<ImportedConfession[]> {
  const { document } = await readDutchHeidelbergFromEnv(env);
  const parsed = translationPayload(DUTCH_HEIDELBERG, parseCreedsJson(DUTCH_HEIDELBERG.entry, document), document.Metadata);
  const sections = await importConfession(client, parsed);
  return [{ slug: DUTCH_HEIDELBERG.entry.slug, language: DUTCH_HEIDELBERG.language, name: DUTCH_HEIDELBERG.entry.name, sections }];
}
