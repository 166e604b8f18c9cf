/**
 * The local bootstrap matches what hosted Supabase provides: Storage's guards on its tables (a direct SQL
 * DELETE on storage.objects or storage.buckets is refused, only the Storage API removes rows with their
 * bytes; updated_at is kept by trigger), GoTrue's auth.users columns and defaults, and who owns what: auth
 * belongs to supabase_auth_admin and storage to supabase_storage_admin, so a project migration (run as
 * `postgres`, as `supabase db push` runs it) may add policies and triggers there but fails, with hosted
 * Supabase's error, when it alters, indexes or creates anything in those schemas.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBootstrap, migrate } from '../../supabase/local/db/migrate.ts';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from './harness.ts';

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
      const error = await backend.local.db.query(sql).then(
        () => null,
        (e) => e,
      );
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

describe('auth.users defaults and e-mail uniqueness as GoTrue defines them', () => {
  it("has no default GoTrue does not define, and GoTrue's own defaults", async () => {
    const { rows } = await backend.local.db.query<{ column_name: string; column_default: string }>(
      `select column_name, column_default from information_schema.columns
        where table_schema = 'auth' and table_name = 'users' and column_default is not null and column_default not ilike 'null::%'
        order by column_name`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.column_name, r.column_default]))).toEqual({
      email_change_confirm_status: '0',
      email_change_token_current: "''::character varying",
      is_anonymous: 'false',
      is_sso_user: 'false',
      phone_change: "''::text",
      phone_change_token: "''::character varying",
      reauthentication_token: "''::character varying",
    });
    // So an insert that leaves out the id (GoTrue always supplies one) fails.
    const error = await backend.local.db.query(`insert into auth.users (email) values ('no.id@example.test')`).then(
      () => null,
      (e) => e,
    );
    expect(error?.code).toBe('23502');
  });

  it("keeps e-mail unique with GoTrue's partial index on the address as stored, which GoTrue lower-cases", async () => {
    const { rows } = await backend.local.db.query<{ def: string }>(`select pg_get_indexdef('auth.users_email_partial_key'::regclass) as def`);
    expect(rows[0].def).toBe('CREATE UNIQUE INDEX users_email_partial_key ON auth.users USING btree (email) WHERE (is_sso_user = false)');
    const email = `Tabitha.${Date.now().toString(36)}@Example.TEST`;
    const first = await backend.anon().auth.signUp({ email, password: TEST_PASSWORD });
    expect(first.error).toBeNull();
    expect(first.data.user?.email).toBe(email.toLowerCase());
    const again = await backend.anon().auth.signUp({ email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(again.error?.message).toBe('User already registered');
    const signIn = await backend.anon().auth.signInWithPassword({ email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(first.data.user?.id);
  });

  it("creates users through the admin API (the seed's path) with GoTrue's columns filled in", async () => {
    const email = `dorcas.${Date.now().toString(36)}@example.test`;
    const { data, error } = await backend.service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    expect(error).toBeNull();
    const { rows } = await backend.local.db.query<Record<string, unknown>>(
      `select aud, role, raw_app_meta_data ->> 'provider' as provider, created_at is not null as created, email_confirmed_at is not null as confirmed
         from auth.users where id = $1`,
      [data.user!.id],
    );
    expect(rows[0]).toEqual({ aud: 'authenticated', role: 'authenticated', provider: 'email', created: true, confirmed: true });
  });
});

describe('auth.identities, auth.sessions and auth.refresh_tokens defaults as GoTrue defines them', () => {
  const defaults = async () => {
    const { rows } = await backend.local.db.query<{ column: string; column_default: string }>(
      `select table_name || '.' || column_name as column, column_default from information_schema.columns
        where table_schema = 'auth' and table_name in ('identities', 'sessions', 'refresh_tokens') and column_default is not null
        order by 1`,
    );
    return Object.fromEntries(rows.map((r) => [r.column, r.column_default]));
  };
  const GOTRUE_DEFAULTS = {
    'identities.id': 'gen_random_uuid()',
    'refresh_tokens.id': "nextval('auth.refresh_tokens_id_seq'::regclass)",
  };

  it("has only the defaults GoTrue's migrations give them, and the Auth API fills in the rest", async () => {
    expect(await defaults()).toEqual(GOTRUE_DEFAULTS);
    const { client, id } = await backend.newUser('priscilla');
    expect((await client.auth.refreshSession()).error).toBeNull();
    const { rows } = await backend.local.db.query(
      `select (select bool_and(created_at is not null and updated_at is not null) from auth.identities where user_id = $1::uuid) as identities,
              (select bool_and(created_at is not null and updated_at is not null and aal = 'aal1') from auth.sessions where user_id = $1::uuid) as sessions,
              (select bool_and(created_at is not null and updated_at is not null and revoked is not null) and count(*) = 2
                 from auth.refresh_tokens where user_id = $1::text) as refresh_tokens`,
      [id],
    );
    expect(rows[0]).toEqual({ identities: true, sessions: true, refresh_tokens: true });
  });

  it('drops the invented defaults of a database bootstrapped before, in place', async () => {
    await backend.local.db.exec(`
      set role supabase_auth_admin;
      alter table auth.identities alter column created_at set default now(), alter column updated_at set default now();
      alter table auth.sessions alter column created_at set default now(), alter column aal set default 'aal1';
      alter table auth.refresh_tokens alter column revoked set default false, alter column updated_at set default now();
      reset role;`);
    expect(Object.keys(await defaults())).toHaveLength(8);
    await applyBootstrap(backend.local.db);
    expect(await defaults()).toEqual(GOTRUE_DEFAULTS);
  });
});

describe('auth and storage belong to their services, as on hosted Supabase', () => {
  it("gives the auth schema, its tables and functions to supabase_auth_admin, storage's to supabase_storage_admin", async () => {
    const { rows } = await backend.local.db.query<{ object: string; owner: string }>(
      `select nspname as object, pg_get_userbyid(nspowner) as owner from pg_namespace where nspname in ('auth', 'storage')
       union all
       select c.oid::regclass::text, pg_get_userbyid(c.relowner) from pg_class c
        where c.oid in ('auth.users'::regclass, 'auth.identities'::regclass, 'auth.sessions'::regclass,
                        'auth.refresh_tokens'::regclass, 'storage.objects'::regclass, 'storage.buckets'::regclass)
       union all
       select p.oid::regprocedure::text, pg_get_userbyid(p.proowner) from pg_proc p
        where p.oid in ('auth.uid()'::regprocedure, 'auth.jwt()'::regprocedure, 'storage.foldername(text)'::regprocedure)
       order by 1`,
    );
    expect(rows).toEqual([
      { object: 'auth', owner: 'supabase_auth_admin' },
      { object: 'auth.identities', owner: 'supabase_auth_admin' },
      { object: 'auth.jwt()', owner: 'supabase_auth_admin' },
      { object: 'auth.refresh_tokens', owner: 'supabase_auth_admin' },
      { object: 'auth.sessions', owner: 'supabase_auth_admin' },
      { object: 'auth.uid()', owner: 'supabase_auth_admin' },
      { object: 'auth.users', owner: 'supabase_auth_admin' },
      { object: 'storage', owner: 'supabase_storage_admin' },
      { object: 'storage.buckets', owner: 'supabase_storage_admin' },
      { object: 'storage.foldername(text)', owner: 'supabase_storage_admin' },
      { object: 'storage.objects', owner: 'supabase_storage_admin' },
    ]);
    const member = await backend.local.db.query(
      `select 1 from pg_auth_members m where m.member = 'postgres'::regrole
          and m.roleid in ('supabase_auth_admin'::regrole, 'supabase_storage_admin'::regrole)`,
    );
    expect(member.rows).toEqual([]);
  });

  it("runs the Auth API's database work as supabase_auth_admin, as GoTrue logs in on hosted Supabase", async () => {
    await backend.local.db.exec(`
      create table public.h11a_auth_writer (role text);
      create function public.h11a_note_auth_writer() returns trigger language plpgsql security invoker set search_path = '' as $$
      begin insert into public.h11a_auth_writer values (current_user); return new; end $$;
      grant insert on public.h11a_auth_writer to supabase_auth_admin;
      create trigger h11a_note_auth_writer after insert on auth.users for each row execute function public.h11a_note_auth_writer();`);
    try {
      await backend.newUser('persis');
      const { rows } = await backend.local.db.query(`select role from public.h11a_auth_writer`);
      expect(rows).toEqual([{ role: 'supabase_auth_admin' }]);
    } finally {
      await backend.local.db.exec(
        `drop trigger h11a_note_auth_writer on auth.users; drop function public.h11a_note_auth_writer(); drop table public.h11a_auth_writer;`,
      );
    }
  });
});

describe('what a project migration may do in auth and storage, as on hosted Supabase', () => {
  let dir: string;
  let version = 29990101000000;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'h11a-migrations-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Applies one new migration file through supabase/local's migration runner (as `supabase db push` would). */
  async function push(sql: string): Promise<string | null> {
    writeFileSync(path.join(dir, `${version++}_probe.sql`), sql);
    return migrate(backend.local.db, dir).then(
      () => null,
      (error: Error) => {
        rmSync(path.join(dir, `${version - 1}_probe.sql`));
        return error.message.replace(/^migration \S+ failed: /, '');
      },
    );
  }

  it('refuses to alter or index auth.users and storage.objects: must be owner of the table', async () => {
    expect(await push('alter table auth.users add column nickname text;')).toBe('must be owner of table users');
    expect(await push('create index users_created_at_idx on auth.users (created_at);')).toBe('must be owner of table users');
    expect(await push('alter table storage.objects add column checksum text;')).toBe('must be owner of table objects');
    expect(await push('create index objects_created_at_idx on storage.objects (created_at);')).toBe('must be owner of table objects');
    expect(await push('alter table storage.objects enable row level security;')).toBe('must be owner of table objects');
    expect(await push(`comment on table auth.users is 'accounts';`)).toBe('must be owner of table users');
    const { rows } = await backend.local.db.query(
      `select attname from pg_attribute where attrelid in ('auth.users'::regclass, 'storage.objects'::regclass) and attname in ('nickname', 'checksum')
       union all select indexname from pg_indexes where indexname in ('users_created_at_idx', 'objects_created_at_idx')`,
    );
    expect(rows).toEqual([]);
  });

  it("refuses to create in or replace what belongs to auth and storage, with PostgreSQL's 42501", async () => {
    expect(await push('create table auth.nicknames (user_id uuid primary key);')).toBe('permission denied for schema auth');
    expect(await push("create function storage.owner_folder(name text) returns text language sql as $$ select split_part(name, '/', 1) $$;")).toBe(
      'permission denied for schema storage',
    );
    expect(await push(`create or replace function auth.uid() returns uuid language sql stable as $$ select null::uuid $$;`)).toBe(
      'must be owner of function uid',
    );
    expect(await push('drop index auth.users_email_partial_key;')).toBe('must be owner of index users_email_partial_key');
    const error = await backend.local.db.query('alter table auth.users add column nickname text').then(
      () => null,
      (e) => e,
    );
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('must be owner of table users');
  });

  it('lets a migration create and drop policies on storage.objects and triggers on auth.users', async () => {
    expect(
      await push(`
        create policy "Probe reads nothing" on storage.objects for select to authenticated using (false);
        alter policy "Probe reads nothing" on storage.objects using (bucket_id = 'nowhere');
        create policy "Probe lists nothing" on storage.buckets for select to authenticated using (false);
        create function public.h11a_probe() returns trigger language plpgsql set search_path = '' as $$ begin return new; end $$;
        create trigger h11a_probe after update on auth.users for each row execute function public.h11a_probe();
        update storage.buckets set public = public where false;`),
    ).toBeNull();
    const { rows } = await backend.local.db.query(
      `select policyname from pg_policies where policyname in ('Probe reads nothing', 'Probe lists nothing')
       union all select tgname from pg_trigger where tgname = 'h11a_probe'`,
    );
    expect(rows.map((r) => Object.values(r)[0]).sort()).toEqual(['Probe lists nothing', 'Probe reads nothing', 'h11a_probe']);
    expect(
      await push(`
        drop policy "Probe reads nothing" on storage.objects;
        drop policy "Probe lists nothing" on storage.buckets;
        drop trigger h11a_probe on auth.users;
        drop function public.h11a_probe();`),
    ).toBeNull();
  });
});
