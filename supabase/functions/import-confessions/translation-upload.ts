/**
 * The console's "Import a translation": a church's translated text of one library document, uploaded as a Creeds.json
 * document with its edition, source and licence (lib/confessions/translation-import.ts). It is checked here again,
 * against the English document the library holds, before anything is written; then it goes through
 * public.import_confession like every other document, so a re-import keeps every section's id. A known gap of a
 * known source (the Dutch Heidelberg Catechism's question 92) is completed as the standard import completes it.
 */
import { checkTranslationImport, translationImportPayload, translationWords, type ImportProblem } from '@lib/confessions/translation-import.ts';
import type { ServiceClient } from '../_shared/service-client.ts';
import { completeKnownGaps } from './translations.ts';

interface TranslationUploadResult {
  slug: string;
  language: string;
  success: boolean;
  sectionsImported: number;
  itemsImported: number;
  error: string | null;
}

type TranslationUploadReply =
  | { status: 200; body: { success: true; result: TranslationUploadResult } }
  | { status: 400 | 500; body: { success: false; error: string; problems: ImportProblem[] } };

const refused = (status: 400 | 500, problems: ImportProblem[]): TranslationUploadReply => ({
  status,
  body: { success: false, error: `The translation was not imported: ${problems.map((p) => p.message).join('; ')}`, problems },
});

/** The url_slugs of the English document with this slug, or null when the library does not hold it. */
async function englishUrlSlugs(service: ServiceClient, slug: unknown): Promise<string[] | null> {
  if (typeof slug !== 'string') return null;
  const { data: english, error } = await service.from('confessions').select('id').eq('language', 'en').eq('slug', slug).maybeSingle();
  if (error) throw new Error(`Reading the English document failed: ${error.message}`);
  if (!english) return null;
  const sections = await service.from('confession_sections').select('url_slug').eq('confession_id', english.id).order('section_number').limit(5000);
  if (sections.error) throw new Error(`Reading the English document failed: ${sections.error.message}`);
  return sections.data.map((s) => s.url_slug);
}

/** The words the translation's row keeps: its own on a re-import, else the edition's name for the document. */
async function wordsFor(service: ServiceClient, language: string, slug: string, fileTitle: string) {
  const own = await service.from('confessions').select('name, description, historical_context').eq('language', language).eq('slug', slug).maybeSingle();
  if (own.error) throw new Error(own.error.message);
  const title = await service.from('confession_titles').select('name, description, historical_context').eq('language', language).eq('slug', slug).maybeSingle();
  if (title.error) throw new Error(title.error.message);
  return translationWords(own.data, title.data, fileTitle);
}

export async function importUploadedTranslation(service: ServiceClient, upload: unknown): Promise<TranslationUploadReply> {
  const fields = (upload ?? {}) as Record<string, unknown>;
  try {
    const english = await englishUrlSlugs(service, fields.slug);
    const document = await completeKnownGaps(fields.language, fields.slug, fields.document);
    const check = checkTranslationImport({ ...fields, document }, () => english);
    if (!check.ok) return refused(400, check.problems);
    const { translation } = check;
    const words = await wordsFor(service, translation.language, translation.entry.slug, translation.title);
    const { data, error } = await service.rpc('import_confession', { payload: translationImportPayload(translation, words) });
    if (error) return refused(400, [{ field: 'document', message: error.message }]);
    return {
      status: 200,
      body: {
        success: true,
        result: {
          slug: translation.entry.slug,
          language: translation.language,
          success: true,
          sectionsImported: Number(data),
          itemsImported: translation.parsed.sections.filter((s) => s.parent_url_slug === null).length,
          error: null,
        },
      },
    };
  } catch (error) {
    return refused(500, [{ field: 'document', message: (error as Error).message }]);
  }
}
