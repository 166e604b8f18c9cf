/**
 * The translations the production import brings with their originals: importing the Heidelberg Catechism
 * also imports the Dutch Heidelberg Catechism, from CONFESSIONS_NL_SOURCE (a folder or http(s) folder) or by default
 * the pinned public text, question 92 completed from the Statenvertaling (STATENVERTALING_SOURCE, by default the
 * pinned public SWORD module). Each is its own result: a translation that fails leaves its original imported.
 */
import { parseCreedsJson } from '@lib/confessions/creeds-json.ts';
import { TRANSLATED_CONFESSIONS, translationPayload } from '@lib/confessions/translations.ts';
import { COMMANDMENTS_REFERENCE, COMPLETED_QUESTION, completeQuestion92 } from '@lib/confessions/heidelberg-nl.ts';
import type { CatechismDocument } from '@lib/confessions/heidelberg-nl-xml.ts';
import { readDutchHeidelberg } from '@lib/sources/creeds-nl.ts';
import { createEditionSource, EDITION_SOURCES } from '@lib/sources/editions.ts';
import { PINNED_CONFESSIONS_NL } from '@lib/sources/pinned.ts';
import type { ServiceClient } from '../_shared/service-client.ts';

export interface TranslationResult {
  slug: string;
  language: string;
  success: boolean;
  sectionsImported: number;
  itemsImported: number;
  error: string | null;
}

async function readText(file: string): Promise<string> {
  if (/^https?:\/\//i.test(file)) {
    const response = await fetch(file);
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    return response.text();
  }
  return Deno.readTextFile(file);
}

function statenvertaling() {
  const sv = EDITION_SOURCES.sv;
  return createEditionSource('sv', Deno.env.get(sv.env) || sv.pinned.baseUrl, { readText });
}

/**
 * An uploaded document with the gaps its known source has filled as the standard import fills them: the Dutch
 * Heidelberg Catechism's question 92 from the Statenvertaling (the page says so beside the answer). Any other
 * upload, or one whose shape the upload's check will refuse anyway, is returned as it came.
 */
export async function completeKnownGaps(language: unknown, slug: unknown, document: unknown): Promise<unknown> {
  if (!TRANSLATED_CONFESSIONS.some((t) => t.language === language && t.entry.slug === slug && t.entry.format === 'catechism')) return document;
  const data = (document as { Data?: unknown } | null)?.Data;
  if (!Array.isArray(data) || !data.every((q) => q !== null && typeof q === 'object')) return document;
  const question = data.find((q) => (q as { Number?: unknown }).Number === COMPLETED_QUESTION);
  if (typeof (question as { Answer?: unknown } | undefined)?.Answer !== 'string') return document;
  const { verses } = await statenvertaling().verses(COMMANDMENTS_REFERENCE);
  return completeQuestion92(
    document as CatechismDocument,
    verses.map((v) => v.text),
  ).document;
}

/** Imports the translations of `slug` (none for most documents). */
export async function importTranslationsOf(service: ServiceClient, slug: string): Promise<TranslationResult[]> {
  const results: TranslationResult[] = [];
  for (const translation of TRANSLATED_CONFESSIONS.filter((t) => t.entry.slug === slug)) {
    const failed = (error: string): TranslationResult => ({
      slug,
      language: translation.language,
      success: false,
      sectionsImported: 0,
      itemsImported: 0,
      error,
    });
    try {
      const { document } = await readDutchHeidelberg(Deno.env.get('CONFESSIONS_NL_SOURCE') || PINNED_CONFESSIONS_NL.baseUrl, { readText }, statenvertaling());
      const parsed = parseCreedsJson(translation.entry, document);
      const { data, error } = await service.rpc('import_confession', { payload: translationPayload(translation, parsed, document.Metadata) });
      if (error) {
        results.push(failed(`Importing the ${translation.entry.name} failed: ${error.message}`));
        continue;
      }
      results.push({
        slug,
        language: translation.language,
        success: true,
        sectionsImported: Number(data),
        itemsImported: parsed.sections.filter((s) => s.parent_url_slug === null).length,
        error: null,
      });
    } catch (error) {
      results.push(failed((error as Error).message));
    }
  }
  return results;
}
