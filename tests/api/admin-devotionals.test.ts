/**
 * The admin console's devotional writes and panel figures, through supabase-js against supabase/local:
 * save_devotional (one transaction: devotional, tags, references; optimistic locking) and admin_panel_stats,
 * refused for anon, a plain user and a blocked admin; the admin's table writes the panel uses (status toggle,
 * delete) refused for the same three.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from './harness.ts';
import { PSALM_23 } from '../support/devotional-fixture.ts';

let t: TestBackend;
let service: SupabaseClient;
let admin: SupabaseClient;
let user: SupabaseClient;
let blockedAdmin: SupabaseClient;
let anon: SupabaseClient;
let tagA: string;
let tagB: string;
let sectionId: string;

function devotionalInput(overrides: Record<string, unknown> = {}) {
  const slug = `saved-${randomUUID().slice(0, 8)}`;
  return {
    id: randomUUID(),
    title: `Saved ${slug}`,
    slug,
    date: '2020-02-02',
    status: 'draft',
    ...PSALM_23,
    discussion_questions: ['Who is the shepherd?', 'What does he give?'],
    reading_time: 2,
    ...overrides,
  };
}

async function stored(id: string) {
  const { data, error } = await service
    .from('devotionals')
    .select('*, devotional_tags(tag_id), devotional_confession_references(section_id, reference_type, context_snippet)')
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data as (Record<string, any> & { devotional_tags: { tag_id: string }[]; devotional_confession_references: any[] }) | null;
}

beforeAll(async () => {
  t = await startTestBackend();
  service = t.service();
  anon = t.anon();
  admin = (await t.newAdmin('panel-admin')).client;
  user = (await t.newUser('plain-reader')).client;
  const b = await t.newAdmin('blocked-admin');
  const { error } = await service.from('profiles').update({ is_blocked: true }).eq('id', b.id);
  if (error) throw new Error(error.message);
  blockedAdmin = b.client;

  const tags = await service
    .from('tags')
    .insert([
      { name: 'Grace test', slug: `grace-${randomUUID().slice(0, 6)}` },
      { name: 'Faith test', slug: `faith-${randomUUID().slice(0, 6)}` },
    ])
    .select('id');
  if (tags.error) throw new Error(tags.error.message);
  [tagA, tagB] = tags.data.map((r) => r.id);
  const confession = await service
    .from('confessions')
    .insert({ slug: `c-${randomUUID().slice(0, 6)}`, name: 'Test Confession' })
    .select('id')
    .single();
  if (confession.error) throw new Error(confession.error.message);
  const section = await service
    .from('confession_sections')
    .insert({ confession_id: confession.data.id, section_type: 'article', section_number: 1, content: 'Of God.', url_slug: 'article-1' })
    .select('id')
    .single();
  if (section.error) throw new Error(section.error.message);
  sectionId = section.data.id;
});

afterAll(async () => {
  await t?.close();
});

describe('save_devotional', () => {
  it('creates a devotional with its tags and references in one call', async () => {
    const input = devotionalInput();
    const { data, error } = await admin.rpc('save_devotional', {
      devotional: input,
      tag_ids: [tagA, tagB],
      confession_references: [{ section_id: sectionId, reference_type: 'secondary', context_snippet: '  Of God.  ' }],
      expected_updated_at: null,
    });
    expect(error).toBeNull();
    expect(data.id).toBe(input.id);
    const row = await stored(input.id);
    expect(row?.title).toBe(input.title);
    expect(row?.discussion_questions).toEqual(input.discussion_questions);
    expect(row?.devotional_tags.map((r) => r.tag_id).sort()).toEqual([tagA, tagB].sort());
    expect(row?.devotional_confession_references).toEqual([{ section_id: sectionId, reference_type: 'secondary', context_snippet: 'Of God.' }]);
  });

  it('updates fields, replaces tags and references, and moves updated_at', async () => {
    const input = devotionalInput();
    const first = await admin.rpc('save_devotional', { devotional: input, tag_ids: [tagA], confession_references: [{ section_id: sectionId }] });
    expect(first.error).toBeNull();
    const second = await admin.rpc('save_devotional', {
      devotional: { id: input.id, title: 'A new title', status: 'published' },
      tag_ids: [tagB],
      confession_references: [],
      expected_updated_at: first.data.updated_at,
    });
    expect(second.error).toBeNull();
    const row = await stored(input.id);
    expect(row?.title).toBe('A new title');
    expect(row?.status).toBe('published');
    // Keys left out keep their stored values.
    expect(row?.transcript).toBe(input.transcript);
    expect(row?.devotional_tags.map((r) => r.tag_id)).toEqual([tagB]);
    expect(row?.devotional_confession_references).toEqual([]);
    expect(second.data.updated_at).not.toBe(first.data.updated_at);
  });

  it('is all-or-nothing: a tag that does not exist leaves the devotional, its tags and references unchanged', async () => {
    const input = devotionalInput();
    const first = await admin.rpc('save_devotional', { devotional: input, tag_ids: [tagA], confession_references: [{ section_id: sectionId }] });
    expect(first.error).toBeNull();
    const before = await stored(input.id);
    const { error } = await admin.rpc('save_devotional', {
      devotional: { id: input.id, title: 'Should not be saved' },
      tag_ids: [tagB, randomUUID()],
      confession_references: [],
      expected_updated_at: first.data.updated_at,
    });
    expect(error?.code).toBe('23503');
    expect(error?.message).toMatch(/tag no longer exists/);
    expect(await stored(input.id)).toEqual(before);
  });

  it('is all-or-nothing on create: a bad tag id creates nothing', async () => {
    const input = devotionalInput();
    const { error } = await admin.rpc('save_devotional', { devotional: input, tag_ids: [randomUUID()], confession_references: [] });
    expect(error?.code).toBe('23503');
    expect(await stored(input.id)).toBeNull();
  });

  it('a constraint violation (empty transcript on publish) saves nothing', async () => {
    const input = devotionalInput();
    const first = await admin.rpc('save_devotional', { devotional: input, tag_ids: [tagA] });
    expect(first.error).toBeNull();
    const before = await stored(input.id);
    const { error } = await admin.rpc('save_devotional', {
      devotional: { id: input.id, status: 'published', transcript: '' },
      tag_ids: [],
      expected_updated_at: first.data.updated_at,
    });
    expect(error?.code).toBe('23514');
    expect(await stored(input.id)).toEqual(before);
  });

  it('optimistic locking: a save based on a stale updated_at is refused with 409 and changes nothing', async () => {
    const input = devotionalInput();
    const opened = await admin.rpc('save_devotional', { devotional: input, tag_ids: [tagA] });
    expect(opened.error).toBeNull();
    // Someone else saves first.
    const other = await admin.rpc('save_devotional', {
      devotional: { id: input.id, title: 'Their title' },
      tag_ids: [tagA],
      expected_updated_at: opened.data.updated_at,
    });
    expect(other.error).toBeNull();
    const before = await stored(input.id);
    const mine = await admin.rpc('save_devotional', {
      devotional: { id: input.id, title: 'My title' },
      tag_ids: [tagB],
      expected_updated_at: opened.data.updated_at,
    });
    expect(mine.status).toBe(409);
    expect(mine.error?.message).toMatch(/Someone else saved this devotional/);
    expect(await stored(input.id)).toEqual(before);
  });

  it('refuses to resurrect a devotional deleted since it was opened', async () => {
    const input = devotionalInput();
    const opened = await admin.rpc('save_devotional', { devotional: input });
    expect(opened.error).toBeNull();
    expect((await service.from('devotionals').delete().eq('id', input.id)).error).toBeNull();
    const { error, status } = await admin.rpc('save_devotional', {
      devotional: { ...input, title: 'Back again' },
      expected_updated_at: opened.data.updated_at,
    });
    expect(status).toBe(409);
    expect(error?.message).toMatch(/no longer exists/);
    expect(await stored(input.id)).toBeNull();
  });

  for (const who of ['anon', 'a plain user', 'a blocked admin'] as const) {
    it(`is refused for ${who}, creating nothing`, async () => {
      const client = who === 'anon' ? anon : who === 'a plain user' ? user : blockedAdmin;
      const input = devotionalInput();
      const { error, status } = await client.rpc('save_devotional', { devotional: input, tag_ids: [tagA], confession_references: [] });
      expect(error).not.toBeNull();
      expect(status).toBe(who === 'anon' ? 401 : 403);
      expect(await stored(input.id)).toBeNull();
    });

    it(`refuses ${who} an update of an existing devotional`, async () => {
      const client = who === 'anon' ? anon : who === 'a plain user' ? user : blockedAdmin;
      const input = devotionalInput();
      expect((await admin.rpc('save_devotional', { devotional: input, tag_ids: [tagA] })).error).toBeNull();
      const before = await stored(input.id);
      const { error } = await client.rpc('save_devotional', { devotional: { id: input.id, title: 'Hijacked' }, tag_ids: [] });
      expect(error).not.toBeNull();
      expect(await stored(input.id)).toEqual(before);
    });
  }
});

describe('admin table writes of the panel (status toggle, delete)', () => {
  for (const who of ['anon', 'a plain user', 'a blocked admin'] as const) {
    it(`${who} can neither toggle the status of nor delete a devotional`, async () => {
      const client = who === 'anon' ? anon : who === 'a plain user' ? user : blockedAdmin;
      const input = devotionalInput({ status: 'published' });
      expect((await admin.rpc('save_devotional', { devotional: input })).error).toBeNull();
      await client.from('devotionals').update({ status: 'draft' }).eq('id', input.id);
      await client.from('devotionals').delete().eq('id', input.id);
      const row = await stored(input.id);
      expect(row?.status).toBe('published');
    });
  }

  it('the admin toggles and deletes', async () => {
    const input = devotionalInput({ status: 'published' });
    expect((await admin.rpc('save_devotional', { devotional: input })).error).toBeNull();
    expect((await admin.from('devotionals').update({ status: 'draft' }).eq('id', input.id)).error).toBeNull();
    expect((await stored(input.id))?.status).toBe('draft');
    expect((await admin.from('devotionals').delete().eq('id', input.id)).error).toBeNull();
    expect(await stored(input.id)).toBeNull();
  });
});

describe('admin_panel_stats', () => {
  it('gives the admin counts, 30 days of reads and 14 days of schedule', async () => {
    const { data, error } = await admin.rpc('admin_panel_stats');
    expect(error).toBeNull();
    const all = await service.from('devotionals').select('id', { count: 'exact', head: true });
    expect(data.devotionals).toBe(all.count);
    expect(data.reads_per_day).toHaveLength(30);
    expect(data.schedule).toHaveLength(14);
    expect(data.schedule[0].date).toBe(data.today);
    expect(data.reads_per_day.at(-1).date).toBe(data.today);
  });

  it('counts reading history of every user, and shows a future draft in the schedule', async () => {
    const reader = await t.newUser('history-reader');
    const released = devotionalInput({ status: 'published', date: '2020-03-03' });
    expect((await admin.rpc('save_devotional', { devotional: released })).error).toBeNull();
    const before = (await admin.rpc('admin_panel_stats')).data;
    const insert = await reader.client.from('user_reading_history').insert({ user_id: reader.id, devotional_id: released.id, reading_time_seconds: 3600 });
    expect(insert.error).toBeNull();
    const after = (await admin.rpc('admin_panel_stats')).data;
    expect(Number(after.reading_seconds) - Number(before.reading_seconds)).toBe(3600);
    expect(after.reads_per_day.at(-1).reads - before.reads_per_day.at(-1).reads).toBe(1);

    const tomorrow = after.schedule[1].date as string;
    const future = devotionalInput({ date: tomorrow, title: 'Tomorrow draft' });
    expect((await admin.rpc('save_devotional', { devotional: future })).error).toBeNull();
    const withFuture = (await admin.rpc('admin_panel_stats')).data;
    expect(withFuture.schedule[1].devotionals).toContainEqual({
      id: future.id,
      title: 'Tomorrow draft',
      status: 'draft',
      language: 'en',
      translation_group: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  for (const who of ['anon', 'a plain user', 'a blocked admin'] as const) {
    it(`is refused for ${who}`, async () => {
      const client = who === 'anon' ? anon : who === 'a plain user' ? user : blockedAdmin;
      const { data, error } = await client.rpc('admin_panel_stats');
      expect(data).toBeNull();
      expect(error).not.toBeNull();
    });
  }
});

describe("devotional media uploads (the edit form's audio and cover)", () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  it('the admin uploads under an unguessable name', async () => {
    const name = `${randomUUID()}/cover-${randomUUID()}.png`;
    const { error } = await admin.storage.from('devotional-images').upload(name, png, { contentType: 'image/png' });
    expect(error).toBeNull();
  });

  for (const who of ['anon', 'a plain user', 'a blocked admin'] as const) {
    it(`${who} cannot upload devotional audio or images`, async () => {
      const client = who === 'anon' ? anon : who === 'a plain user' ? user : blockedAdmin;
      const id = randomUUID();
      const image = await client.storage.from('devotional-images').upload(`${id}/cover-${randomUUID()}.png`, png, { contentType: 'image/png' });
      const audio = await client.storage.from('devotional-audio').upload(`${id}/audio-male-${randomUUID()}.mp3`, png, { contentType: 'audio/mpeg' });
      expect(image.error).not.toBeNull();
      expect(audio.error).not.toBeNull();
      const listed = await service.storage.from('devotional-images').list(id);
      expect(listed.data ?? []).toEqual([]);
    });
  }
});

describe('publishing several drafts in one request (the table\'s "Publish selected")', () => {
  async function twoDrafts() {
    const drafts = [devotionalInput({ status: 'draft' }), devotionalInput({ status: 'draft' })];
    for (const input of drafts) expect((await admin.rpc('save_devotional', { devotional: input })).error).toBeNull();
    return drafts.map((d) => d.id as string);
  }

  for (const who of ['anon', 'a plain user', 'a blocked admin'] as const) {
    it(`${who} publishes none of them and is told of no row changed`, async () => {
      const client = who === 'anon' ? anon : who === 'a plain user' ? user : blockedAdmin;
      const ids = await twoDrafts();
      const { data } = await client.from('devotionals').update({ status: 'published' }).in('id', ids).select('id');
      expect(data ?? []).toEqual([]);
      for (const id of ids) expect((await stored(id))?.status).toBe('draft');
    });
  }

  it('the admin publishes both and gets both rows back (the toast counts them)', async () => {
    const ids = await twoDrafts();
    const { data, error } = await admin.from('devotionals').update({ status: 'published' }).in('id', ids).select('id');
    expect(error).toBeNull();
    expect((data ?? []).map((r) => r.id).sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await stored(id))?.status).toBe('published');
  });
});
