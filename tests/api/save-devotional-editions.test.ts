/**
 * save_devotional and the editions: the console's one save carries a devotional's language and translation
 * group. A new devotional without them is English in a group of its own; "Add translation" sends the original's group
 * and another language; an update without them keeps the stored ones; the group's rules (one per language, one day)
 * hold through the RPC; only an admin may call it. The panel's schedule names each devotional's language and group.
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
let today: string;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function devotionalInput(overrides: Record<string, unknown> = {}) {
  const slug = `edition-save-${randomUUID().slice(0, 8)}`;
  return { id: randomUUID(), title: `Saved ${slug}`, slug, date: '2020-04-04', status: 'draft', ...PSALM_23, ...overrides };
}

async function stored(id: string) {
  const { data, error } = await service.from('devotionals').select('language, translation_group, date, title').eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

beforeAll(async () => {
  t = await startTestBackend();
  service = t.service();
  admin = (await t.newAdmin('editions-save-admin')).client;
  user = (await t.newUser('editions-save-reader')).client;
  const { data, error } = await t.anon().rpc('site_today');
  expect(error).toBeNull();
  today = data as string;
});

afterAll(async () => {
  await t?.close();
});

describe('save_devotional with a language and a translation group', () => {
  it('saves a new devotional without them as English, in a group of its own', async () => {
    const input = devotionalInput();
    const { data, error } = await admin.rpc('save_devotional', { devotional: input });
    expect(error).toBeNull();
    expect(data.language).toBe('en');
    expect(data.translation_group).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored(input.id)).toMatchObject({ language: 'en', translation_group: data.translation_group });
  });

  it("saves a translation in the original's group and keeps both when an update leaves them out", async () => {
    const original = devotionalInput({ date: '2020-04-05' });
    const first = await admin.rpc('save_devotional', { devotional: original });
    expect(first.error).toBeNull();
    const group = first.data.translation_group as string;

    const dutch = devotionalInput({ date: '2020-04-05', language: 'nl', translation_group: group, title: '[NL] Saved' });
    const saved = await admin.rpc('save_devotional', { devotional: dutch });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ language: 'nl', translation_group: group, date: '2020-04-05' });

    // The edit form sends neither column: an update keeps what is stored.
    const { language: _language, translation_group: _group, ...withoutEdition } = dutch as Record<string, unknown>;
    const updated = await admin.rpc('save_devotional', {
      devotional: { ...withoutEdition, title: '[NL] De goede herder' },
      expected_updated_at: saved.data.updated_at,
    });
    expect(updated.error).toBeNull();
    expect(await stored(dutch.id)).toEqual({ language: 'nl', translation_group: group, date: '2020-04-05', title: '[NL] De goede herder' });

    const { data: members } = await service.from('devotionals').select('language').eq('translation_group', group).order('language');
    expect(members?.map((m) => m.language)).toEqual(['en', 'nl']);
  });

  it('changes the language of a stored devotional when the key is sent', async () => {
    const input = devotionalInput({ date: '2020-04-06' });
    expect((await admin.rpc('save_devotional', { devotional: input })).error).toBeNull();
    const { error } = await admin.rpc('save_devotional', { devotional: { ...input, language: 'es' } });
    expect(error).toBeNull();
    expect((await stored(input.id))?.language).toBe('es');
  });

  it('refuses a second devotional in one language of a group, and saves nothing', async () => {
    const original = devotionalInput({ date: '2020-04-07' });
    const group = (await admin.rpc('save_devotional', { devotional: original })).data.translation_group as string;
    const spanish = devotionalInput({ date: '2020-04-07', language: 'es', translation_group: group });
    expect((await admin.rpc('save_devotional', { devotional: spanish })).error).toBeNull();

    const second = devotionalInput({ date: '2020-04-07', language: 'es', translation_group: group });
    const { error } = await admin.rpc('save_devotional', { devotional: second });
    expect(error?.code).toBe('23505');
    expect(await stored(second.id)).toBeNull();
  });

  it("refuses a translation on another day than its group's, with the trigger's sentence", async () => {
    const original = devotionalInput({ date: '2020-04-08' });
    const group = (await admin.rpc('save_devotional', { devotional: original })).data.translation_group as string;
    const elsewhere = devotionalInput({ date: '2020-04-09', language: 'nl', translation_group: group });
    const { error } = await admin.rpc('save_devotional', { devotional: elsewhere });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('A translation is dated the same day as its devotional (2020-04-08)');
    expect(await stored(elsewhere.id)).toBeNull();
  });

  it('refuses a language that is not an edition (not in public.languages)', async () => {
    const input = devotionalInput({ language: 'de' });
    const { error } = await admin.rpc('save_devotional', { devotional: input });
    // devotionals.language references public.languages: a foreign key violation.
    expect(error?.code).toBe('23503');
    expect(await stored(input.id)).toBeNull();
  });

  for (const who of ['anon', 'a plain user'] as const) {
    it(`refuses ${who}, who can neither add a translation nor change a language`, async () => {
      const client = who === 'anon' ? t.anon() : user;
      const original = devotionalInput({ date: '2020-04-10' });
      const group = (await admin.rpc('save_devotional', { devotional: original })).data.translation_group as string;

      const translation = devotionalInput({ date: '2020-04-10', language: 'nl', translation_group: group });
      const added = await client.rpc('save_devotional', { devotional: translation });
      expect(added.data).toBeNull();
      expect(added.error).not.toBeNull();
      if (who === 'a plain user') expect(added.error?.message).toBe('Access denied. Admin privileges required.');
      expect(await stored(translation.id)).toBeNull();

      const changed = await client.rpc('save_devotional', { devotional: { ...original, language: 'es' } });
      expect(changed.error).not.toBeNull();
      expect((await stored(original.id))?.language).toBe('en');
    });
  }
});

describe("admin_panel_stats's schedule and the editions", () => {
  it("names each upcoming devotional's language and group, English first", async () => {
    const day = addDays(today, 3);
    const english = devotionalInput({ date: day, title: 'Zz English upcoming' });
    const group = (await admin.rpc('save_devotional', { devotional: english })).data.translation_group as string;
    const dutch = devotionalInput({ date: day, language: 'nl', translation_group: group, title: 'Aa Dutch upcoming' });
    expect((await admin.rpc('save_devotional', { devotional: dutch })).error).toBeNull();

    const { data, error } = await admin.rpc('admin_panel_stats');
    expect(error).toBeNull();
    const entry = data.schedule.find((d: { date: string }) => d.date === day);
    const ours = entry.devotionals.filter((v: { translation_group: string }) => v.translation_group === group);
    expect(ours).toEqual([
      { id: english.id, title: 'Zz English upcoming', status: 'draft', language: 'en', translation_group: group },
      { id: dutch.id, title: 'Aa Dutch upcoming', status: 'draft', language: 'nl', translation_group: group },
    ]);
    expect(entry.devotionals[0].language).toBe('en');
  });
});
