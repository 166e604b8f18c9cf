/**
 * public.confession_titles: every edition has a name and description for each document the project ships, also
 * where it holds no text in that language; everyone reads them, only administrators write, and a name is in a
 * language the site has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from './harness.ts';
import { CONFESSION_CATALOG } from '@lib/confessions/catalog.ts';
import { TRANSLATED_LOCALES } from '@lib/editions/registry.ts';

let t: TestBackend;
let admin: SupabaseClient;
let reader: SupabaseClient;

beforeAll(async () => {
  t = await startTestBackend();
  admin = (await t.newAdmin('titles-admin')).client;
  reader = (await t.newUser('titles-reader')).client;
});

afterAll(async () => {
  await t?.close();
});

describe('confession titles', () => {
  it('names every shipped document in each translated edition, with a description, for anyone', async () => {
    const { data, error } = await t.anon().from('confession_titles').select('slug, language, name, description').order('slug');
    expect(error).toBeNull();
    for (const language of TRANSLATED_LOCALES) {
      const named = new Map(data!.filter((row) => row.language === language).map((row) => [row.slug, row]));
      expect([...named.keys()].sort()).toEqual(CONFESSION_CATALOG.map((c) => c.slug).sort());
      for (const row of named.values()) expect(row.description?.length).toBeGreaterThan(80);
    }
    const name = (slug: string, language: string) => data!.find((row) => row.slug === slug && row.language === language)?.name;
    expect(name('belgic-confession', 'nl')).toBe('Nederlandse Geloofsbelijdenis');
    expect(name('canons-of-dort', 'nl')).toBe('Dordtse Leerregels');
    expect(name('westminster-shorter-catechism', 'es')).toBe('Catecismo Menor de Westminster');
    expect(name('westminster-shorter-catechism', 'pt')).toBe('Breve Catecismo de Westminster');
  });

  it('lets an administrator name a document in an edition, and refuses a reader', async () => {
    const row = { slug: 'titles-test-document', language: 'nl', name: 'Proefdocument', description: 'Een document om te proeven.' };
    const refused = await reader.from('confession_titles').insert(row);
    expect(refused.error?.code).toBe('42501');
    expect((await admin.from('confession_titles').insert(row)).error).toBeNull();
    const { data } = await t.anon().from('confession_titles').select('name').eq('slug', row.slug).single();
    expect(data?.name).toBe('Proefdocument');
    const renamed = await reader.from('confession_titles').update({ name: 'Anders' }).eq('slug', row.slug).select();
    expect(renamed.data).toEqual([]);
  });

  it('refuses a language the site does not have and a blank name', async () => {
    const unknown = await admin.from('confession_titles').insert({ slug: 'titles-test-other', language: 'de', name: 'Bekenntnis' });
    expect(unknown.error?.code).toBe('23503');
    const blank = await admin.from('confession_titles').insert({ slug: 'titles-test-other', language: 'es', name: '  ' });
    expect(blank.error?.code).toBe('23514');
  });
});
