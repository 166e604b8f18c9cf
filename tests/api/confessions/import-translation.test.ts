/**
 * The console's "Import a translation" through the import-confessions function on supabase/local: an admin uploads
 * the Dutch Heidelberg Catechism from ../shared/confessions-nl with its source and licence, and the Dutch document
 * holds 129 questions under the English anchors and names its source; a re-import keeps every section's id; anyone
 * else is refused; an upload with a missing question, in English, or without a licence is refused with a sentence
 * saying what is wrong, and changes nothing.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { catalogEntry } from '@lib/confessions/catalog.ts';
import { parseCreedsJson } from '@lib/confessions/creeds-json.ts';
import { startTestBackend, type TestBackend } from '../harness.ts';
import { confessionActors, REFUSED, type ConfessionActors } from './actors.ts';
import { CONFESSIONS_DIR, CONFESSIONS_NL_DIR, readJson } from '../../fixtures/shared-data.ts';

interface Catechism {
  Metadata: Record<string, unknown>;
  Data: { Number: number; Question: string; Answer: string }[];
}

const SOURCE_URL = 'https://github.com/saintleva/HeidelbergCatechismReader';
const dutch = () => readJson<Catechism>(path.join(CONFESSIONS_NL_DIR, 'heidelberg_catechism.json'));
const upload = (overrides: Record<string, unknown> = {}) => ({
  translation: {
    language: 'nl',
    slug: 'heidelberg-catechism',
    document: dutch(),
    sourceName: 'HeidelbergCatechismReader',
    sourceUrl: SOURCE_URL,
    licence: 'Public Domain',
    ...overrides,
  },
});

let backend: TestBackend;
let actors: ConfessionActors;
beforeAll(async () => {
  backend = await startTestBackend();
  actors = await confessionActors(backend);
  // The English original alone, straight through the importer: the translation follows its structure.
  const entry = catalogEntry('heidelberg-catechism')!;
  const english = parseCreedsJson(entry, readJson(path.join(CONFESSIONS_DIR, entry.fileName)));
  const { error } = await backend.service().rpc('import_confession', { payload: english });
  if (error) throw new Error(error.message);
});
afterAll(() => backend?.close());

async function refusal(error: unknown): Promise<{ status: number; body: { error?: string; problems?: { field: string; message: string }[] } }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

async function dutchDocument() {
  return backend
    .service()
    .from('confessions')
    .select('id, name, total_sections, source_name, source_url, licence')
    .eq('language', 'nl')
    .eq('slug', 'heidelberg-catechism')
    .maybeSingle();
}

describe('importing a translation', () => {
  it.each(REFUSED)('refuses %s and imports nothing', async (actor) => {
    const { error } = await actors[actor].functions.invoke('import-confessions', { body: upload() });
    const { status } = await refusal(error);
    expect([401, 403]).toContain(status);
    expect((await dutchDocument()).data).toBeNull();
  });

  it('refuses a malformed upload with what is wrong, and changes nothing', async () => {
    const withoutQuestion12 = dutch();
    withoutQuestion12.Data = withoutQuestion12.Data.filter((q) => q.Number !== 12);
    const missing = await refusal((await actors.admin.functions.invoke('import-confessions', { body: upload({ document: withoutQuestion12 }) })).error);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('The translation was not imported: Question 12 is missing');

    const english = await refusal((await actors.admin.functions.invoke('import-confessions', { body: upload({ language: 'en' }) })).error);
    expect(english.status).toBe(400);
    expect(english.body.problems).toEqual([
      { field: 'language', message: 'Choose the edition the text is written in (nl, es, pt): English is the original, not a translation' },
    ]);

    const unlicensed = await refusal((await actors.admin.functions.invoke('import-confessions', { body: upload({ licence: '' }) })).error);
    expect(unlicensed.status).toBe(400);
    expect(unlicensed.body.problems).toEqual([{ field: 'licence', message: 'Name the licence the text is published under (for an old text: Public Domain)' }]);

    expect((await dutchDocument()).data).toBeNull();
    const { count } = await backend.service().from('confessions').select('id', { count: 'exact', head: true });
    expect(count).toBe(1);
  });

  it('imports the Dutch Heidelberg Catechism with its source and licence, and a re-import keeps every section id', { timeout: 120_000 }, async () => {
    const first = await actors.admin.functions.invoke('import-confessions', { body: upload() });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({
      success: true,
      result: { slug: 'heidelberg-catechism', language: 'nl', success: true, sectionsImported: 129, itemsImported: 129, error: null },
    });
    const { data: document } = await dutchDocument();
    expect(document).toMatchObject({
      name: 'Heidelbergse Catechismus',
      total_sections: 129,
      source_name: 'HeidelbergCatechismReader',
      source_url: SOURCE_URL,
      licence: 'Public Domain',
    });
    const service = backend.service();
    const { data: sections } = await service
      .from('confession_sections')
      .select('id, url_slug, title, content')
      .eq('confession_id', document!.id)
      .order('section_number');
    expect(sections!.map((s) => s.url_slug)).toEqual(Array.from({ length: 129 }, (_, i) => `question-${i + 1}`));
    expect(sections![0].title).toMatch(/^Wat is uw enige troost/);
    // Question 92 is completed from the Statenvertaling, as the standard import completes it.
    expect(sections![91].content).toContain('Gij zult geen andere goden voor Mijn aangezicht hebben');

    const again = await actors.admin.functions.invoke('import-confessions', { body: upload({ licence: 'Publiek domein' }) });
    expect(again.error).toBeNull();
    const { data: after } = await service
      .from('confession_sections')
      .select('id, url_slug, title, content')
      .eq('confession_id', document!.id)
      .order('section_number');
    expect(after).toEqual(sections);
    expect((await dutchDocument()).data).toMatchObject({ id: document!.id, licence: 'Publiek domein' });
  });

  it('refuses a source address that is not a web address, at the database too', async () => {
    const bad = await refusal((await actors.admin.functions.invoke('import-confessions', { body: upload({ sourceUrl: 'javascript:alert(1)' }) })).error);
    expect(bad.body.problems).toEqual([{ field: 'sourceUrl', message: "The source's address must be a web address starting with https:// or http://" }]);
    const { error } = await backend
      .service()
      .from('confessions')
      .update({ source_url: 'javascript:alert(1)' })
      .eq('language', 'nl')
      .eq('slug', 'heidelberg-catechism');
    expect(error?.message).toMatch(/confessions_source_url_check/);
  });
});
