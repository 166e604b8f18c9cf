/**
 * Editions: a devotional has a language, its translations share its translation group (one per language,
 * all on one day: moving one moves the group), the release gate applies to each translation on its own, and a
 * confession exists once per language under one slug.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from './harness.ts';
import { PSALM_23 } from '../support/devotional-fixture.ts';

let t: TestBackend;
let admin: SupabaseClient;
let today: string;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function devotional(fields: { date: string; language?: string; translation_group?: string; status?: string }) {
  const id = randomUUID();
  return { id, slug: `edition-${id.slice(0, 8)}`, title: `Edition ${id.slice(0, 8)}`, status: 'published', ...PSALM_23, ...fields };
}

beforeAll(async () => {
  t = await startTestBackend();
  admin = (await t.newAdmin('editions-admin')).client;
  const { data, error } = await t.anon().rpc('site_today');
  expect(error).toBeNull();
  today = data as string;
});

afterAll(async () => {
  await t?.close();
});

describe('devotionals in three languages', () => {
  it('puts a devotional in the English edition and a group of its own unless told otherwise', async () => {
    const row = devotional({ date: addDays(today, -3) });
    const { data, error } = await admin.from('devotionals').insert(row).select('language, translation_group').single();
    expect(error).toBeNull();
    expect(data?.language).toBe('en');
    expect(data?.translation_group).toMatch(/^[0-9a-f-]{36}$/);
    const other = await admin
      .from('devotionals')
      .insert(devotional({ date: addDays(today, -3) }))
      .select('translation_group')
      .single();
    expect(other.data?.translation_group).not.toBe(data?.translation_group);
  });

  it('links translations as one group, one per language, on the group day', async () => {
    const original = devotional({ date: addDays(today, -2) });
    const first = await admin.from('devotionals').insert(original).select('translation_group').single();
    const group = first.data!.translation_group as string;

    const dutch = devotional({ date: original.date, language: 'nl', translation_group: group });
    expect((await admin.from('devotionals').insert(dutch)).error).toBeNull();

    const secondDutch = await admin.from('devotionals').insert(devotional({ date: original.date, language: 'nl', translation_group: group }));
    expect(secondDutch.error?.code).toBe('23505');

    const otherDay = await admin.from('devotionals').insert(devotional({ date: addDays(today, -1), language: 'es', translation_group: group }));
    expect(otherDay.error?.code).toBe('23514');
    expect(otherDay.error?.message).toContain(`A translation is dated the same day as its devotional (${original.date})`);

    const unknown = await admin.from('devotionals').insert(devotional({ date: original.date, language: 'de', translation_group: group }));
    expect(unknown.error?.code).toBe('23503');

    const { data: members } = await t.anon().from('devotionals').select('language').eq('translation_group', group).order('language');
    expect(members?.map((m) => m.language)).toEqual(['en', 'nl']);
  });

  it('moves the translations with their devotional', async () => {
    const original = devotional({ date: addDays(today, 5), status: 'draft' });
    const first = await admin.from('devotionals').insert(original).select('translation_group').single();
    const group = first.data!.translation_group as string;
    const spanish = devotional({ date: original.date, language: 'es', translation_group: group, status: 'draft' });
    expect((await admin.from('devotionals').insert(spanish)).error).toBeNull();

    const moved = addDays(today, 9);
    expect((await admin.from('devotionals').update({ date: moved }).eq('id', original.id)).error).toBeNull();
    const { data } = await admin.from('devotionals').select('date').eq('id', spanish.id).single();
    expect(data?.date).toBe(moved);
  });

  it('releases each translation on its own day and state', async () => {
    const original = devotional({ date: today });
    const first = await admin.from('devotionals').insert(original).select('translation_group').single();
    const group = first.data!.translation_group as string;
    const draft = devotional({ date: today, language: 'nl', translation_group: group, status: 'draft' });
    expect((await admin.from('devotionals').insert(draft)).error).toBeNull();
    const tomorrow = devotional({ date: addDays(today, 1), language: 'es' });
    expect((await admin.from('devotionals').insert(tomorrow)).error).toBeNull();

    const seen = await t.anon().from('devotionals').select('id').in('id', [original.id, draft.id, tomorrow.id]);
    expect(seen.data?.map((row) => row.id)).toEqual([original.id]);
  });
});

describe('documents in three languages', () => {
  const sections = [{ url_slug: 'question-1', section_type: 'question', section_number: 1, title: 'Vraag 1', content: 'Antwoord.' }];

  it('keeps one document per language under one slug', async () => {
    const english = await t.service().rpc('import_confession', {
      payload: { confession: { slug: 'editions-catechism', name: 'Editions Catechism' }, sections },
    });
    expect(english.error).toBeNull();
    const dutch = await t.service().rpc('import_confession', {
      payload: { confession: { slug: 'editions-catechism', name: 'Catechismus', language: 'nl' }, sections },
    });
    expect(dutch.error).toBeNull();
    const again = await t.service().rpc('import_confession', {
      payload: { confession: { slug: 'editions-catechism', name: 'Catechismus (herzien)', language: 'nl' }, sections },
    });
    expect(again.error).toBeNull();

    const { data } = await t.anon().from('confessions').select('language, name').eq('slug', 'editions-catechism').order('language');
    expect(data).toEqual([
      { language: 'en', name: 'Editions Catechism' },
      { language: 'nl', name: 'Catechismus (herzien)' },
    ]);

    const twin = await admin.from('confessions').insert({ slug: 'editions-catechism', name: 'Twin', language: 'nl' });
    expect(twin.error?.code).toBe('23505');
  });

  it('refuses a document in a language the site has no edition for, and imports nothing', async () => {
    const german = await t.service().rpc('import_confession', {
      payload: { confession: { slug: 'editions-german', name: 'Katechismus', language: 'de' }, sections },
    });
    expect(german.error?.code).toBe('22023');
    expect(german.error?.message).toBe('The import of editions-german names an unknown language de');
    const { data } = await t.anon().from('confessions').select('id').eq('slug', 'editions-german');
    expect(data).toEqual([]);
  });
});

describe('a reader’s Bible per edition', () => {
  it('keeps the Dutch and Spanish choices apart from the English one, each from its own edition’s list', async () => {
    const reader = await t.newUser('editions-reader');
    const saved = await reader.client.from('user_preferences').upsert({ user_id: reader.id, bible_translation: 'bsb' }).select('bible_translation').single();
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual({ bible_translation: 'bsb' });
    const choices = await reader.client
      .from('reader_bibles')
      .upsert([
        { user_id: reader.id, language: 'nl', translation: 'sv' },
        { user_id: reader.id, language: 'es', translation: 'kjv' },
      ])
      .select('language, translation')
      .order('language');
    expect(choices.error).toBeNull();
    expect(choices.data).toEqual([
      { language: 'es', translation: 'kjv' },
      { language: 'nl', translation: 'sv' },
    ]);

    // A Bible the edition does not offer is refused (the pair is not in language_bibles), as is an unknown language.
    const crossed = await reader.client.from('reader_bibles').update({ translation: 'rv1909' }).eq('user_id', reader.id).eq('language', 'nl');
    expect(crossed.error?.code).toBe('23503');
    const german = await reader.client.from('reader_bibles').insert({ user_id: reader.id, language: 'de', translation: 'kjv' });
    expect(german.error?.code).toBe('23503');
    const english = await reader.client.from('user_preferences').update({ bible_translation: 'sv' }).eq('user_id', reader.id);
    expect(english.error?.code).toBe('23514');

    // Each reader sees and changes only their own choices.
    const other = await t.newUser('editions-other-reader');
    expect((await other.client.from('reader_bibles').select('language').eq('user_id', reader.id)).data).toEqual([]);
    const stolen = await other.client.from('reader_bibles').insert({ user_id: reader.id, language: 'nl', translation: 'bsb' });
    expect(stolen.error?.code).toBe('42501');
  });
});
