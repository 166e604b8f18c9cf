/**
 * public.tag_names: each tag's name in the translated editions. Everyone reads them (the build reads them with the
 * tags, as the reader site does), only administrators write, English stays in tags.name, and the seed gives the
 * sample vocabulary its Dutch and Spanish names.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { startTestBackend, type TestBackend } from './harness.ts';
import { seedTags, tagsSchema } from '../../scripts/seed/tags.ts';

let t: TestBackend;
let admin: SupabaseClient;
let reader: SupabaseClient;
let tagIds: Map<string, string>;

beforeAll(async () => {
  t = await startTestBackend();
  admin = (await t.newAdmin('tag-names-admin')).client;
  reader = (await t.newUser('tag-names-reader')).client;
  const vocabulary = tagsSchema.parse(JSON.parse(readFileSync(new URL('../../content/tags.json', import.meta.url), 'utf8')));
  tagIds = await seedTags(t.service() as SupabaseClient<Database>, vocabulary);
});

afterAll(async () => {
  await t?.close();
});

describe('tag names', () => {
  it("gives anyone each sample tag's name in every translated edition, embedded in the tag as the site reads it", async () => {
    const { data, error } = await t.anon().from('tags').select('slug, name, tag_names(language, name)').eq('slug', 'covenant').single();
    expect(error).toBeNull();
    expect(data!.name).toBe('Covenant');
    const names = Object.fromEntries((data!.tag_names as { language: string; name: string }[]).map((row) => [row.language, row.name]));
    expect(names).toEqual({ nl: 'Verbond', es: 'Pacto', pt: 'Aliança' });
  });

  it('lets an administrator name a tag in an edition and rename it, and refuses a reader', async () => {
    const tag_id = tagIds.get('wisdom')!;
    const refused = await reader.from('tag_names').update({ name: 'Slimheid' }).eq('tag_id', tag_id).eq('language', 'nl').select();
    expect(refused.data).toEqual([]);
    const refusedInsert = await reader.from('tag_names').upsert({ tag_id, language: 'nl', name: 'Slimheid' });
    expect(refusedInsert.error?.code).toBe('42501');
    expect((await admin.from('tag_names').upsert({ tag_id, language: 'nl', name: 'Levenswijsheid' })).error).toBeNull();
    const { data } = await t.anon().from('tag_names').select('name').eq('tag_id', tag_id).eq('language', 'nl').single();
    expect(data?.name).toBe('Levenswijsheid');
    expect((await admin.from('tag_names').delete().eq('tag_id', tag_id).eq('language', 'nl')).error).toBeNull();
    const gone = await t.anon().from('tag_names').select('name').eq('tag_id', tag_id).eq('language', 'nl');
    expect(gone.data).toEqual([]);
  });

  it('refuses an English row (English is the tag’s own name), a language the site does not have and a blank name', async () => {
    const tag_id = tagIds.get('hope')!;
    expect((await admin.from('tag_names').insert({ tag_id, language: 'en', name: 'Hope' })).error?.code).toBe('23514');
    expect((await admin.from('tag_names').insert({ tag_id, language: 'de', name: 'Hoffnung' })).error?.code).toBe('23503');
    expect((await admin.from('tag_names').update({ name: '  ' }).eq('tag_id', tag_id).eq('language', 'es')).error?.code).toBe('23514');
  });

  it('goes with its tag when an unused tag is deleted', async () => {
    const { data: tag } = await admin.from('tags').insert({ name: 'Sabbath', slug: 'sabbath' }).select('id').single();
    expect((await admin.from('tag_names').insert({ tag_id: tag!.id, language: 'nl', name: 'Sabbat' })).error).toBeNull();
    expect((await admin.from('tags').delete().eq('id', tag!.id)).error).toBeNull();
    const left = await t.anon().from('tag_names').select('name').eq('tag_id', tag!.id);
    expect(left.data).toEqual([]);
  });
});
