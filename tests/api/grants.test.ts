/**
 * The database's real grants are the ones docs/grants.md decides, under Supabase's 2026 default privileges
 * (nothing granted automatically in `public`): a table, view, sequence or function without a row in the matrix,
 * or a privilege nobody decided, fails here. The migrations reach the same grants on a database made under the
 * old default (every public object granted to the API roles), and supabase/local brings an old local database's
 * default privileges to the new default at its next start.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTUAL_GRANTS_SQL, compareGrants, parseGrantMatrix, type ActualGrantRow } from '@lib/grants/matrix.ts';
import { openDatabase, type Sql } from '../../supabase/local/db/database.ts';
import { applyBootstrap, listMigrations } from '../../supabase/local/db/migrate.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

const MATRIX = parseGrantMatrix(readFileSync(new URL('../../docs/grants.md', import.meta.url), 'utf8'));
const MIGRATIONS = new URL('../../supabase/migrations', import.meta.url).pathname;

async function differences(db: Sql): Promise<string[]> {
  return compareGrants(MATRIX, (await db.query<ActualGrantRow>(ACTUAL_GRANTS_SQL)).rows);
}

/** The API roles' default privileges in `public` for objects the migrations' role creates. */
async function apiDefaultPrivileges(db: Sql): Promise<string[]> {
  const { rows } = await db.query<{ acl: string }>(`
    select d.defaclobjtype::text || ': ' || coalesce(d.defaclacl::text, '') as acl
      from pg_catalog.pg_default_acl d
     where d.defaclrole = current_user::regrole and d.defaclnamespace = 'public'::regnamespace
       and d.defaclacl::text ~ '(anon|authenticated|service_role)='`);
  return rows.map((r) => r.acl);
}

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

describe('grants', () => {
  it('are exactly the matrix in docs/grants.md', async () => {
    expect(await differences(backend.local.db)).toEqual([]);
  });

  it('are nothing for a new table, view or sequence in public, as on hosted Supabase since 2026; a new function is still PUBLIC', async () => {
    const db = backend.local.db;
    expect(await apiDefaultPrivileges(db)).toEqual([]);
    await db.exec(`
      create table public.undecided_notes (id bigint generated always as identity primary key, body text);
      create view public.undecided_view with (security_invoker = true) as select id from public.undecided_notes;
      create function public.undecided_fn() returns integer language sql as 'select 1';`);
    try {
      expect(await differences(db)).toEqual([
        'function undecided_fn() has no row in the grants matrix (grants anon: EXECUTE; authenticated: EXECUTE; service_role: EXECUTE)',
        'table undecided_notes has no row in the grants matrix',
        'sequence undecided_notes_id_seq has no row in the grants matrix',
        'view undecided_view has no row in the grants matrix',
      ]);
      // What an API client sees of the undecided table: the database refuses it.
      const { error } = await backend.service().from('undecided_notes').select('id');
      expect(error?.code).toBe('42501');
    } finally {
      await db.exec('drop view public.undecided_view; drop table public.undecided_notes; drop function public.undecided_fn();');
    }
  });
});

describe('a database made under the old default privileges', () => {
  it('is brought to the new default by the bootstrap and to the matrix by the migrations', async () => {
    const db = await openDatabase({ data: 'memory' });
    try {
      await applyBootstrap(db);
      // The default supabase/local (and every hosted project) had before 2026.
      await db.exec(`
        alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
        alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
        alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;`);
      const migrations = listMigrations(MIGRATIONS);
      const firstExplicit = migrations.findIndex((m) => m.version === '20261128000100');
      for (const m of migrations.slice(0, firstExplicit)) await db.exec(readFileSync(m.file, 'utf8'));
      // Before the explicit grants: everything the old default handed out.
      expect((await differences(db)).some((d) => /anon holds .*INSERT/.test(d))).toBe(true);
      // The next start: the bootstrap takes the old default away, then the remaining migrations run.
      await applyBootstrap(db);
      expect(await apiDefaultPrivileges(db)).toEqual([]);
      for (const m of migrations.slice(firstExplicit)) await db.exec(readFileSync(m.file, 'utf8'));
      expect(await differences(db)).toEqual([]);
    } finally {
      await db.close();
    }
    // A second database built from scratch in this process: give it the time a cold PGlite needs.
  }, 180_000);
});
