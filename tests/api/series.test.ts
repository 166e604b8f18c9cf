/**
 * Series: anyone reads them, only an admin writes them, and part_count counts a series' published
 * parts (released or not) without the public reading the unreleased ones. save_devotional sets a devotional's
 * series and refuses one that does not exist.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;
let admin: SupabaseClient;
let reader: SupabaseClient;
const seriesId = randomUUID();
const past = randomUUID();
const future = randomUUID();

function devotional(id: string, date: string, status = 'published') {
  return {
    id,
    slug: `series-part-${id.slice(0, 8)}`,
    title: `Series part ${id.slice(0, 8)}`,
    date,
    status,
    biblical_passage: 'Psalm 1:1',
    scripture_text: 'Blessed is the man.',
    transcript: 'A story.',
  };
}

beforeAll(async () => {
  t = await startTestBackend();
  admin = (await t.newAdmin('series-admin')).client;
  reader = (await t.newUser('series-reader')).client;
  const created = await admin
    .from('series')
    .insert({ id: seriesId, title: 'The Psalms of Ascent', slug: 'psalms-of-ascent', description: 'Fifteen songs.', position: 1 });
  expect(created.error).toBeNull();
});

afterAll(async () => {
  await t?.close();
});

describe('series', () => {
  it('lets anon and a reader read series but not write them', async () => {
    for (const client of [t.anon(), reader]) {
      const { data, error } = await client.from('series').select('title, slug, part_count').eq('id', seriesId).single();
      expect(error).toBeNull();
      expect(data).toEqual({ title: 'The Psalms of Ascent', slug: 'psalms-of-ascent', part_count: 0 });
      const insert = await client.from('series').insert({ title: 'Intruder', slug: 'intruder' });
      expect(insert.error).not.toBeNull();
      const update = await client.from('series').update({ title: 'Renamed' }).eq('id', seriesId).select();
      expect(update.data ?? []).toEqual([]);
      await client.from('series').delete().eq('id', seriesId);
    }
    const { data } = await t.service().from('series').select('title').eq('id', seriesId).single();
    expect(data?.title).toBe('The Psalms of Ascent');
  });

  it('lets an admin edit a series but never set its part count, and refuses a second use of a slug', async () => {
    const renamed = await admin.from('series').update({ description: 'Fifteen songs of the road.' }).eq('id', seriesId).select('description').single();
    expect(renamed.error).toBeNull();
    expect(renamed.data?.description).toBe('Fifteen songs of the road.');
    const forged = await admin.from('series').update({ part_count: 99 }).eq('id', seriesId);
    expect(forged.error?.code).toBe('42501');
    const twin = await admin.from('series').insert({ title: 'Twin', slug: 'psalms-of-ascent' });
    expect(twin.error?.code).toBe('23505');
  });

  it('counts published parts, released or not, while the public reads only the released ones', async () => {
    for (const [id, date] of [
      [past, '2020-01-01'],
      [future, '2999-01-01'],
    ]) {
      const { error } = await admin.rpc('save_devotional', { devotional: { ...devotional(id, date), series_id: seriesId } });
      expect(error).toBeNull();
    }
    const draft = randomUUID();
    expect((await admin.rpc('save_devotional', { devotional: { ...devotional(draft, '2020-01-02', 'draft'), series_id: seriesId } })).error).toBeNull();

    const anon = t.anon();
    const { data: series } = await anon.from('series').select('part_count').eq('id', seriesId).single();
    expect(series?.part_count).toBe(2);
    const { data: parts } = await anon.from('devotionals').select('id').eq('series_id', seriesId);
    expect(parts).toEqual([{ id: past }]);

    // Leaving the series (an explicit null) and deleting a part both recount.
    expect((await admin.rpc('save_devotional', { devotional: { id: future, series_id: null } })).error).toBeNull();
    expect((await anon.from('series').select('part_count').eq('id', seriesId).single()).data?.part_count).toBe(1);
  });

  it('counts a part and its translations as one part', async () => {
    const { data: original } = await t.service().from('devotionals').select('translation_group, date').eq('id', past).single();
    const dutch = randomUUID();
    const saved = await admin.rpc('save_devotional', {
      devotional: { ...devotional(dutch, original!.date), series_id: seriesId, language: 'nl', translation_group: original!.translation_group },
    });
    expect(saved.error).toBeNull();
    const anon = t.anon();
    expect((await anon.from('series').select('part_count').eq('id', seriesId).single()).data?.part_count).toBe(1);
    const { data: parts } = await anon.from('devotionals').select('id').eq('series_id', seriesId).order('language');
    expect(parts?.map((p) => p.id).sort()).toEqual([past, dutch].sort());
    expect((await admin.from('devotionals').delete().eq('id', dutch)).error).toBeNull();
  });

  it('refuses to save a devotional into a series that does not exist, writing nothing', async () => {
    const id = randomUUID();
    const { error } = await admin.rpc('save_devotional', { devotional: { ...devotional(id, '2020-02-01'), series_id: randomUUID() } });
    expect(error?.code).toBe('23503');
    expect(error?.message).toContain('the chosen series no longer exists');
    const { data } = await t.service().from('devotionals').select('id').eq('id', id);
    expect(data).toEqual([]);
  });

  it('keeps the devotionals of a deleted series, outside any series', async () => {
    expect((await admin.from('series').delete().eq('id', seriesId)).error).toBeNull();
    const { data } = await t.anon().from('devotionals').select('series_id').eq('id', past).single();
    expect(data).toEqual({ series_id: null });
  });
});
