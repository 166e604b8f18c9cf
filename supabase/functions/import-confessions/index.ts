/**
 * import-confessions: (re-)imports the standard documents an admin picks from the same
 * Creeds.json source as the seed (CONFESSIONS_SOURCE: an http(s) base URL, or a folder the function may read; by
 * default the public Creeds.json folder at its pinned commit, checksummed, lib/sources/creeds.ts). Each document goes through public.import_confession, one RPC and one transaction per
 * document, which keeps every section's id (devotional references and reader bookmarks survive) and makes a
 * second run change nothing.
 *
 * POST { confessionSlugs: string[] } → { success, results: [{ slug, success, sectionsImported, itemsImported, error }] }
 * where sectionsImported counts the document's rows afterwards and itemsImported its top-level items (articles,
 * Q&As, chapters or creed lines: 37, 129, 196, 107, 33).
 *
 * POST { translation: { language, slug, document, sourceName, sourceUrl, licence } } → { success: true, result } or
 * 400 { success: false, error, problems: [{ field, message }] }: a church's translation of one document, checked
 * against the English document before anything is written (translation-upload.ts).
 *
 * The caller must be an admin (their JWT); the import itself uses the service role, which is never exposed.
 */
import { requireAdmin } from '../_shared/admin.ts';
import { serviceKeyFor } from '../_shared/caller.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { catalogEntry } from '@lib/confessions/catalog.ts';
import { parseCreedsJson } from '@lib/confessions/creeds-json.ts';
import { PUBLIC_CREEDS_URL, readCreedsDocument } from '@lib/sources/creeds.ts';
import { serviceClient, type ServiceClient } from '../_shared/service-client.ts';
import { importTranslationsOf, type TranslationResult } from './translations.ts';
import { importUploadedTranslation } from './translation-upload.ts';

/** The console's words for a refused caller. */
const ADMIN_MESSAGES = { signIn: 'Please sign in to access this page', notAdmin: 'Access denied. Admin privileges required.' };

/**
 * The documents the import offers: the console's five, then the Catechism for Young Children and
 * the three creeds the memory practice added. The Canons of Dort are not among them.
 */
export const IMPORTABLE_SLUGS = [
  'belgic-confession',
  'heidelberg-catechism',
  'westminster-confession',
  'westminster-larger-catechism',
  'westminster-shorter-catechism',
  'catechism-for-young-children',
  'apostles-creed',
  'nicene-creed',
  'athanasian-creed',
] as const;

interface ImportResult {
  slug: string;
  success: boolean;
  sectionsImported: number;
  itemsImported: number;
  error: string | null;
}

const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });

function requestedSlugs(body: unknown): string[] | null {
  const slugs = (body as { confessionSlugs?: unknown } | null)?.confessionSlugs;
  if (!Array.isArray(slugs) || slugs.length === 0 || slugs.length > 20) return null;
  if (!slugs.every((s) => typeof s === 'string')) return null;
  return [...new Set(slugs as string[])];
}

async function importOne(service: ServiceClient, source: string, slug: string): Promise<ImportResult> {
  const failed = (error: string): ImportResult => ({ slug, success: false, sectionsImported: 0, itemsImported: 0, error });
  const entry = (IMPORTABLE_SLUGS as readonly string[]).includes(slug) ? catalogEntry(slug) : null;
  if (!entry) return failed(`${slug} is not one of the standard documents: ${IMPORTABLE_SLUGS.join(', ')}`);
  try {
    // No cache: a function may write only to /tmp, and a few small files are quickly fetched again.
    const document = await readCreedsDocument(source, entry.fileName, { readText: (file) => Deno.readTextFile(file) });
    const parsed = parseCreedsJson(entry, document);
    const { data, error } = await service.rpc('import_confession', { payload: parsed });
    if (error) return failed(`Importing the ${entry.name} failed: ${error.message}`);
    return {
      slug,
      success: true,
      sectionsImported: Number(data),
      itemsImported: parsed.sections.filter((s) => s.parent_url_slug === null).length,
      error: null,
    };
  } catch (error) {
    return failed((error as Error).message);
  }
}

export async function handleImportConfessions(req: Request): Promise<Response> {
  const preflight = preflightResponse(req);
  if (preflight) return preflight;
  if (req.method !== 'POST') return reply({ success: false, error: 'Use POST with { confessionSlugs: [...] }' }, 405);

  const url = Deno.env.get('SUPABASE_URL');
  const serviceKey = serviceKeyFor((name) => Deno.env.get(name));
  if (!url || !serviceKey) return reply({ success: false, error: 'The function is missing SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY' }, 500);
  const service = serviceClient(url, serviceKey);

  const caller = await requireAdmin(req, ADMIN_MESSAGES, service);
  if (!caller.ok) return reply({ success: false, error: caller.message }, caller.status);

  let body: unknown;
  try {
    body = await req.json();
  } catch {
    body = null;
  }
  if (body !== null && typeof body === 'object' && 'translation' in body) {
    const { status, body: answer } = await importUploadedTranslation(service, (body as { translation: unknown }).translation);
    return reply(answer, status);
  }
  const slugs = requestedSlugs(body);
  if (!slugs) {
    return reply(
      { success: false, error: `The body must be { confessionSlugs: [...] } naming some of: ${IMPORTABLE_SLUGS.join(', ')}, or { translation: {...} }` },
      400,
    );
  }

  const source = Deno.env.get('CONFESSIONS_SOURCE') || PUBLIC_CREEDS_URL;
  const results: ImportResult[] = [];
  const translations: TranslationResult[] = [];
  // One after another: each is its own transaction, and a failure of one leaves the others imported.
  for (const slug of slugs) {
    const result = await importOne(service, source, slug);
    results.push(result);
    // A document's translations follow their original (the Dutch Heidelberg Catechism of the Dutch edition).
    if (result.success) translations.push(...(await importTranslationsOf(service, slug)));
  }
  return reply({ success: results.every((r) => r.success), results, translations });
}

Deno.serve(handleImportConfessions);
