/**
 * Who may list the buckets. The buckets are public (files are served by URL), so listing is what would let a
 * reader discover files they were never linked to: an unreleased devotional's cover or narration, or every
 * user's avatar folder (their user ids). Devotional media are listed by admins only; avatars by their owner.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../harness.ts';
import { mediaObjectName } from '@lib/media/object-name.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const MP3 = Buffer.from('494433040000000000000000fffb9000', 'hex');

let backend: TestBackend;
let admin: SupabaseClient;
let reader: Awaited<ReturnType<TestBackend['newUser']>>;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = (await backend.newAdmin('deborah')).client;
  reader = await backend.newUser('barak');
});
afterAll(() => backend?.close());

describe('devotional media buckets', () => {
  for (const [bucket, kind, bytes, contentType] of [
    ['devotional-images', 'cover', PNG, 'image/png'],
    ['devotional-audio', 'audio-male', MP3, 'audio/mpeg'],
  ] as const) {
    it(`${bucket}: only an admin lists it; the file is still served by its public URL`, async () => {
      const devotionalId = randomUUID();
      const name = mediaObjectName(devotionalId, kind, contentType === 'image/png' ? 'png' : 'mp3');
      const upload = await admin.storage.from(bucket).upload(name, bytes, { contentType });
      expect(upload.error).toBeNull();

      const asAdmin = await admin.storage.from(bucket).list(devotionalId);
      expect(asAdmin.data!.map((o) => o.name)).toEqual([name.split('/')[1]]);
      expect((await admin.storage.from(bucket).list()).data!.map((o) => o.name)).toContain(devotionalId);

      for (const client of [backend.anon(), reader.client]) {
        const top = await client.storage.from(bucket).list();
        expect(top.error).toBeNull();
        expect(top.data).toEqual([]);
        const folder = await client.storage.from(bucket).list(devotionalId);
        expect(folder.data).toEqual([]);
        const searched = await client.storage.from(bucket).list('', { search: devotionalId.slice(0, 4) });
        expect(searched.data).toEqual([]);
        // The authenticated download endpoint asks the policies too.
        const download = await client.storage.from(bucket).download(name);
        expect(download.error?.message).toBe('Object not found');
        const info = await fetch(`${backend.url}/storage/v1/object/info/${bucket}/${name}`, {
          headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` },
        });
        expect(info.status).toBe(400);
      }

      const res = await fetch(backend.anon().storage.from(bucket).getPublicUrl(name).data.publicUrl);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    });
  }

  it('the storage.objects rows of devotional media are not readable through the API', async () => {
    await admin.storage.from('devotional-images').upload(mediaObjectName(randomUUID(), 'cover', 'png'), PNG, { contentType: 'image/png' });
    const { rows } = await backend.local.db.query<{ n: number }>(`select count(*)::int as n from storage.objects where bucket_id = 'devotional-images'`);
    expect(rows[0].n).toBeGreaterThan(0);
    for (const role of ['anon', 'authenticated']) {
      const visible = await backend.local.db.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, JSON.stringify({ role, sub: reader.id })]);
        return (await tx.query<{ n: number }>(`select count(*)::int as n from storage.objects where bucket_id like 'devotional-%'`)).rows[0].n;
      });
      expect(visible, role).toBe(0);
    }
  });
});

describe('avatars bucket listing', () => {
  it('a user lists only their own folder; nobody else sees which user ids have avatars', async () => {
    const owner = await backend.newUser('jael');
    expect((await owner.client.storage.from('avatars').upload(`${owner.id}/avatar.png`, PNG, { contentType: 'image/png' })).error).toBeNull();

    const own = await owner.client.storage.from('avatars').list(owner.id);
    expect(own.data!.map((o) => o.name)).toEqual(['avatar.png']);
    expect((await owner.client.storage.from('avatars').list()).data!.map((o) => o.name)).toEqual([owner.id]);

    for (const client of [backend.anon(), reader.client, admin]) {
      expect((await client.storage.from('avatars').list()).data).toEqual([]);
      expect((await client.storage.from('avatars').list(owner.id)).data).toEqual([]);
    }
    // The avatar itself is public: profiles link it by URL.
    const res = await fetch(backend.anon().storage.from('avatars').getPublicUrl(`${owner.id}/avatar.png`).data.publicUrl);
    expect(res.status).toBe(200);
  });
});
