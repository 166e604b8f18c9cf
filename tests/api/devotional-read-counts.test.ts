/**
 * public.devotional_read_counts: the admin devotionals table's "Reads" column. An admin gets one count per
 * devotional, aggregated over every reader's history (which RLS hides from the admin's own queries); anon and a
 * reader are refused and learn nothing, and no answer carries who read.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;
let admin: SupabaseClient;
let reader: SupabaseClient;
const ids = { read: randomUUID(), unread: randomUUID() };

beforeAll(async () => {
  t = await startTestBackend();
  const service = t.service();
  admin = (await t.newAdmin('counts-admin')).client;
  const r1 = await t.newUser('counts-reader-one');
  const r2 = await t.newUser('counts-reader-two');
  reader = r1.client;
  for (const [id, slug] of [
    [ids.read, `counted-${ids.read.slice(0, 8)}`],
    [ids.unread, `uncounted-${ids.unread.slice(0, 8)}`],
  ]) {
    const { error } = await service.from('devotionals').insert({
      id,
      slug,
      title: `Counted ${slug}`,
      date: '2020-01-01',
      status: 'published',
      biblical_passage: 'Psalm 1:1',
      scripture_text: 'Blessed is the man.',
      transcript: 'A story.',
    });
    expect(error).toBeNull();
  }
  const history = [r1.id, r2.id].map((user_id) => ({ user_id, devotional_id: ids.read, reading_time_seconds: 60 }));
  expect((await service.from('user_reading_history').insert(history)).error).toBeNull();
});

afterAll(async () => {
  await t?.close();
});

describe('devotional_read_counts', () => {
  it('gives an admin the number of readings per devotional, counting every reader, and nothing else', async () => {
    const { data, error } = await admin.rpc('devotional_read_counts', { devotional_ids: [ids.read, ids.unread] });
    expect(error).toBeNull();
    expect(data).toEqual([{ devotional_id: ids.read, reads: 2 }]);
  });

  it('refuses anon and a reader with the access message, giving no counts', async () => {
    for (const client of [t.anon(), reader]) {
      const { data, error } = await client.rpc('devotional_read_counts', { devotional_ids: [ids.read] });
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });
});
