/**
 * card_image_url (the square cover of cards, beside the 1200×630 image_url): save_devotional writes it and keeps it
 * when a later save leaves it out; the database refuses anything but an http(s) URL of at most 2048 characters.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from './harness.ts';
import { PSALM_23 } from '../support/devotional-fixture.ts';

let t: TestBackend;
let admin: SupabaseClient;

beforeAll(async () => {
  t = await startTestBackend();
  admin = (await t.newAdmin('card-admin')).client;
});
afterAll(() => t?.close());

const devotional = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  title: 'Card cover',
  slug: `card-cover-${randomUUID().slice(0, 8)}`,
  date: '2099-05-01',
  status: 'draft',
  ...PSALM_23,
  ...overrides,
});

describe('card_image_url', () => {
  it('is saved by save_devotional and kept by a save that leaves it out', async () => {
    const url = `${t.url}/storage/v1/object/public/devotional-images/x/cover-card.png`;
    const input = devotional({ card_image_url: url });
    const first = await admin.rpc('save_devotional', { devotional: input });
    expect(first.error).toBeNull();
    expect(first.data.card_image_url).toBe(url);
    const second = await admin.rpc('save_devotional', { devotional: { id: input.id, title: 'Renamed' }, expected_updated_at: first.data.updated_at });
    expect(second.error).toBeNull();
    expect(second.data).toMatchObject({ title: 'Renamed', card_image_url: url });
  });

  it('refuses a value that is not an http(s) URL, or is too long, and saves nothing', async () => {
    for (const bad of ['javascript:alert(1)', `https://example.org/${'a'.repeat(2100)}.png`]) {
      const input = devotional({ card_image_url: bad });
      const { error } = await admin.rpc('save_devotional', { devotional: input });
      expect(error?.code).toBe('23514');
      const { data } = await t.service().from('devotionals').select('id').eq('id', input.id);
      expect(data).toEqual([]);
    }
  });
});
