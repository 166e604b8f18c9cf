/**
 * The local bootstrap matches what hosted Supabase provides: Storage's guards on its tables (a direct SQL
 * DELETE on storage.objects or storage.buckets is refused, only the Storage API removes rows with their
 * bytes; updated_at is kept by trigger) and GoTrue's auth.users columns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('storage table guards', () => {
  it('refuses a direct DELETE on storage.objects and storage.buckets, even by the owner', async () => {
    const { client, id } = await backend.newUser('eunice');
    expect((await client.storage.from('avatars').upload(`${id}/a.png`, PNG, { contentType: 'image/png' })).error).toBeNull();
    for (const sql of [`delete from storage.objects where name = '${id}/a.png'`, `delete from storage.buckets where id = 'avatars'`]) {
      const error = await backend.local.db.query(sql).then(() => null, (e) => e);
      expect(error?.code, sql).toBe('42501');
      expect(error?.message, sql).toBe('Direct deletion from storage tables is not allowed. Use the Storage API instead.');
    }
    const { rows } = await backend.local.db.query(`select 1 from storage.objects where name = $1`, [`${id}/a.png`]);
    expect(rows).toHaveLength(1);
  });

  it('still lets the Storage API remove an object', async () => {
    const { client, id } = await backend.newUser('lois');
    await client.storage.from('avatars').upload(`${id}/b.png`, PNG, { contentType: 'image/png' });
    const { data, error } = await client.storage.from('avatars').remove([`${id}/b.png`]);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const { rows } = await backend.local.db.query(`select 1 from storage.objects where name = $1`, [`${id}/b.png`]);
    expect(rows).toHaveLength(0);
  });

  it('keeps updated_at by trigger', async () => {
    const { client, id } = await backend.newUser('rhoda');
    await client.storage.from('avatars').upload(`${id}/c.png`, PNG, { contentType: 'image/png' });
    await backend.local.db.query(`update storage.objects set updated_at = '2000-01-01', user_metadata = '{"a":1}' where name = $1`, [`${id}/c.png`]);
    const { rows } = await backend.local.db.query<{ recent: boolean }>(
      `select updated_at > now() - interval '1 hour' as recent from storage.objects where name = $1`,
      [`${id}/c.png`],
    );
    expect(rows[0].recent).toBe(true);
  });
});

describe('auth.users as GoTrue defines it', () => {
  it('has the generated confirmed_at column', async () => {
    const { id } = await backend.newUser('junia');
    const { rows } = await backend.local.db.query<{ same: boolean; generated: string }>(
      `select u.confirmed_at is not distinct from least(u.email_confirmed_at, u.phone_confirmed_at) as same,
              (select attgenerated::text from pg_attribute where attrelid = 'auth.users'::regclass and attname = 'confirmed_at') as generated
         from auth.users u where u.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ same: true, generated: 's' });
  });
});
