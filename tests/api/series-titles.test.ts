/**
 * public.series_titles: each series' title and description in the translated editions. Everyone reads them (the build
 * reads them with the series, as the reader site does), only administrators write, English stays in public.series,
 * and the console's series screen reads and writes them, removing an edition's row when its title is emptied.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { adminMethods } from '../../admin/src/providers/adminMethods.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;
let admin: SupabaseClient;
let reader: SupabaseClient;

beforeAll(async () => {
  t = await startTestBackend();
  admin = (await t.newAdmin('series-titles-admin')).client;
  reader = (await t.newUser('series-titles-reader')).client;
});

afterAll(async () => {
  await t?.close();
});

async function newSeries(): Promise<string> {
  const slug = `shepherd-${randomUUID().slice(0, 8)}`;
  const { data, error } = await admin.from('series').insert({ title: 'Walking with the Shepherd', slug, description: 'Five days.' }).select('id').single();
  expect(error).toBeNull();
  return data!.id as string;
}

describe('series titles', () => {
  it('gives anyone the Dutch title and description, embedded in the series as the site reads it', async () => {
    const series_id = await newSeries();
    expect(
      (await admin.from('series_titles').insert({ series_id, language: 'nl', title: 'Wandelen met de Herder', description: 'Vijf dagen.' })).error,
    ).toBeNull();
    const { data, error } = await t.anon().from('series').select('title, series_titles(language, title, description)').eq('id', series_id).single();
    expect(error).toBeNull();
    expect(data!.title).toBe('Walking with the Shepherd');
    expect(data!.series_titles).toEqual([{ language: 'nl', title: 'Wandelen met de Herder', description: 'Vijf dagen.' }]);
  });

  it('lets an administrator title a series in an edition and change it, and refuses a reader', async () => {
    const series_id = await newSeries();
    const refusedInsert = await reader.from('series_titles').insert({ series_id, language: 'es', title: 'Caminar con el Pastor' });
    expect(refusedInsert.error?.code).toBe('42501');
    expect((await admin.from('series_titles').insert({ series_id, language: 'es', title: 'Caminar con el Pastor' })).error).toBeNull();
    const refused = await reader.from('series_titles').update({ title: 'Otro' }).eq('series_id', series_id).select();
    expect(refused.data).toEqual([]);
    const refusedDelete = await reader.from('series_titles').delete().eq('series_id', series_id).select();
    expect(refusedDelete.data).toEqual([]);
    expect((await admin.from('series_titles').update({ description: 'Cinco días.' }).eq('series_id', series_id).eq('language', 'es')).error).toBeNull();
    const { data } = await t.anon().from('series_titles').select('title, description').eq('series_id', series_id).single();
    expect(data).toEqual({ title: 'Caminar con el Pastor', description: 'Cinco días.' });
  });

  it('refuses an English row (English is the series’ own), a language the site does not have and a blank title', async () => {
    const series_id = await newSeries();
    expect((await admin.from('series_titles').insert({ series_id, language: 'en', title: 'Walking' })).error?.code).toBe('23514');
    expect((await admin.from('series_titles').insert({ series_id, language: 'de', title: 'Wandern mit dem Hirten' })).error?.code).toBe('23503');
    expect((await admin.from('series_titles').insert({ series_id, language: 'nl', title: '  ' })).error?.code).toBe('23514');
  });

  it('goes with its series when the series is deleted', async () => {
    const series_id = await newSeries();
    expect((await admin.from('series_titles').insert({ series_id, language: 'nl', title: 'Wandelen met de Herder' })).error).toBeNull();
    expect((await admin.from('series').delete().eq('id', series_id)).error).toBeNull();
    expect((await t.anon().from('series_titles').select('title').eq('series_id', series_id)).data).toEqual([]);
  });

  it("the console's series screen reads every edition's text, saves it, and an emptied title removes the edition's row", async () => {
    const series_id = await newSeries();
    const screen = adminMethods(admin as SupabaseClient<Database>);
    expect(await screen.seriesEditionTexts(series_id)).toEqual({
      nl: { title: '', description: '' },
      es: { title: '', description: '' },
      pt: { title: '', description: '' },
    });
    await screen.saveSeriesEditionTexts(series_id, {
      nl: { title: 'Wandelen met de Herder', description: 'Vijf dagen.' },
      es: { title: 'Caminar con el Pastor', description: '' },
    });
    expect(await screen.seriesEditionTexts(series_id)).toEqual({
      nl: { title: 'Wandelen met de Herder', description: 'Vijf dagen.' },
      es: { title: 'Caminar con el Pastor', description: '' },
      pt: { title: '', description: '' },
    });
    await screen.saveSeriesEditionTexts(series_id, { es: { title: '', description: '' } });
    const rows = await t.anon().from('series_titles').select('language').eq('series_id', series_id);
    expect(rows.data).toEqual([{ language: 'nl' }]);
    const refused = adminMethods(reader as SupabaseClient<Database>).saveSeriesEditionTexts(series_id, { es: { title: 'Otro', description: '' } });
    await expect(refused).rejects.toThrow();
  });
});
