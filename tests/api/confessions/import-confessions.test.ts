/**
 * The import-confessions function (supabase/functions/import-confessions) through supabase/local: only an admin
 * may run it; it imports the five standard documents (and, on request, the Catechism for Young Children and the
 * creeds) from ../shared/confessions with the spec's counts, and a
 * second run keeps every section's id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../harness.ts';
import { confessionActors, REFUSED, type ConfessionActors } from './actors.ts';

const FIVE = ['belgic-confession', 'heidelberg-catechism', 'westminster-confession', 'westminster-larger-catechism', 'westminster-shorter-catechism'];

let backend: TestBackend;
let actors: ConfessionActors;
beforeAll(async () => {
  backend = await startTestBackend();
  actors = await confessionActors(backend);
});
afterAll(() => backend?.close());

async function statusOf(error: unknown): Promise<{ status: number; body: { error?: string } }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

describe('import-confessions', () => {
  it.each(REFUSED)('refuses %s and imports nothing', async (actor) => {
    const { error } = await actors[actor].functions.invoke('import-confessions', { body: { confessionSlugs: ['belgic-confession'] } });
    const { status, body } = await statusOf(error);
    const signedOut = { status: 401, error: 'Please sign in to access this page' };
    const denied = { status: 403, error: 'Access denied. Admin privileges required.' };
    // A blocked account may also have lost its session (blocking bans the auth user): refused either way.
    const allowed = actor === 'anon' ? [signedOut] : actor === 'user' ? [denied] : [denied, signedOut];
    expect(allowed).toContainEqual({ status, error: body.error });
    const { count } = await backend.service().from('confessions').select('id', { count: 'exact', head: true });
    expect(count).toBe(0);
  });

  it('refuses a body without a list of slugs', async () => {
    const { error } = await actors.admin.functions.invoke('import-confessions', { body: { confessionSlugs: [] } });
    const { status, body } = await statusOf(error);
    expect(status).toBe(400);
    expect(body.error).toMatch(/confessionSlugs/);
  });

  it('imports the five documents with their counts, and a second run keeps every section id', { timeout: 240_000 }, async () => {
    const first = await actors.admin.functions.invoke('import-confessions', { body: { confessionSlugs: FIVE } });
    expect(first.error).toBeNull();
    expect(first.data.success).toBe(true);
    expect(first.data.results.map((r: { slug: string; itemsImported: number }) => [r.slug, r.itemsImported])).toEqual([
      ['belgic-confession', 37],
      ['heidelberg-catechism', 129],
      ['westminster-confession', 33],
      ['westminster-larger-catechism', 196],
      ['westminster-shorter-catechism', 107],
    ]);
    expect(first.data.results.map((r: { sectionsImported: number }) => r.sectionsImported)).toEqual([37, 129, 33 + 172, 196, 107]);
    expect(first.data.results.every((r: { success: boolean; error: unknown }) => r.success && r.error === null)).toBe(true);

    const service = backend.service();
    // With the Heidelberg Catechism comes its Dutch translation, a document of its own.
    expect(first.data.translations).toEqual([
      { slug: 'heidelberg-catechism', language: 'nl', success: true, sectionsImported: 129, itemsImported: 129, error: null },
    ]);
    const { data: dutch } = await service.from('confessions').select('name, total_sections').eq('language', 'nl').eq('slug', 'heidelberg-catechism').single();
    expect(dutch).toEqual({ name: 'Heidelbergse Catechismus', total_sections: 129 });
    const { data: confessions } = await service.from('confessions').select('slug, total_sections').eq('language', 'en').order('slug');
    expect(confessions).toEqual([
      { slug: 'belgic-confession', total_sections: 37 },
      { slug: 'heidelberg-catechism', total_sections: 129 },
      { slug: 'westminster-confession', total_sections: 205 },
      { slug: 'westminster-larger-catechism', total_sections: 196 },
      { slug: 'westminster-shorter-catechism', total_sections: 107 },
    ]);
    const idsBefore = await service.from('confession_sections').select('id, url_slug').order('id');

    const second = await actors.admin.functions.invoke('import-confessions', { body: { confessionSlugs: ['heidelberg-catechism', 'westminster-confession'] } });
    expect(second.error).toBeNull();
    expect(second.data.results.map((r: { sectionsImported: number }) => r.sectionsImported)).toEqual([129, 205]);
    const idsAfter = await service.from('confession_sections').select('id, url_slug').order('id');
    expect(idsAfter.data).toEqual(idsBefore.data);
  });

  it('reports a document it does not offer as a failed result, next to the ones it imports (a creed among them)', async () => {
    const { data, error } = await actors.admin.functions.invoke('import-confessions', {
      body: { confessionSlugs: ['canons-of-dort', 'belgic-confession', 'apostles-creed'] },
    });
    expect(error).toBeNull();
    expect(data.success).toBe(false);
    expect(data.results[0]).toMatchObject({ slug: 'canons-of-dort', success: false, sectionsImported: 0 });
    expect(data.results[0].error).toMatch(/not one of the standard documents/);
    expect(data.results[1]).toMatchObject({ slug: 'belgic-confession', success: true, sectionsImported: 37 });
    expect(data.results[2]).toMatchObject({ slug: 'apostles-creed', success: true, sectionsImported: 4, itemsImported: 4 });
    const { data: lines } = await backend
      .service()
      .from('confession_sections')
      .select('url_slug, section_type, title, confessions!inner(slug)')
      .eq('confessions.slug', 'apostles-creed')
      .order('section_number');
    expect(lines!.map((l) => [l.url_slug, l.section_type, l.title])).toEqual([
      ['line-1', 'article', null],
      ['line-2', 'article', null],
      ['line-3', 'article', null],
      ['line-4', 'article', null],
    ]);
  });
});
