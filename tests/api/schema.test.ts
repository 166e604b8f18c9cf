/**
 * The checks Supabase's database linter (security and performance advisors) runs, asked of the catalog after
 * the migrations: RLS on every table, fixed search paths, indexed foreign keys, auth helpers evaluated once per
 * statement, views with the caller's rights, nothing exposing auth.users, trigger functions not callable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;

async function rows<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  return (await t.local.db.query<T>(sql)).rows;
}

beforeAll(async () => {
  t = await startTestBackend();
});

afterAll(async () => {
  await t?.close();
});

describe('database advisors', () => {
  it('every public table has row-level security enabled', async () => {
    const tables = await rows<{ relname: string }>(`
      select c.relname from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relrowsecurity`);
    expect(tables).toEqual([]);
  });

  it('every public table has at least one policy', async () => {
    const tables = await rows<{ relname: string }>(`
      select c.relname from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
        and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`);
    expect(tables).toEqual([]);
  });

  it('every function in public has a fixed search_path', async () => {
    const functions = await rows<{ proname: string }>(`
      select p.proname from pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`);
    expect(functions).toEqual([]);
  });

  it('every foreign key is covered by an index starting with its columns', async () => {
    const unindexed = await rows<{ constraint: string }>(`
      select c.conrelid::regclass::text || '.' || c.conname as constraint
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:array_length(c.conkey, 1)] = c.conkey
        )`);
    expect(unindexed).toEqual([]);
  });

  it('policies evaluate auth.uid() and the role helpers once per statement, not per row', async () => {
    const policies = await rows<{ name: string; expr: string }>(`
      select schemaname || '.' || tablename || ': ' || policyname as name,
             coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
      from pg_policies where schemaname in ('public', 'storage')`);
    expect(policies.length).toBeGreaterThan(50);
    const perRow = policies.filter(({ expr }) =>
      ['auth.uid()', 'is_admin()', 'is_blocked()', 'site_today()'].some((call) => {
        const all = expr.split(call).length - 1;
        const wrapped = expr.split(new RegExp(`SELECT (?:public\\.|private\\.|auth\\.)?${call.replace(/[().]/g, '\\$&')}`)).length - 1;
        return all !== wrapped;
      }),
    );
    expect(perRow.map((p) => p.name)).toEqual([]);
  });

  it("views run with the caller's rights and none reads auth.users", async () => {
    const views = await rows<{ relname: string; invoker: boolean; auth_users: boolean }>(`
      select c.relname,
             coalesce('security_invoker=true' = any (c.reloptions), false) as invoker,
             pg_get_viewdef(c.oid) ilike '%auth.users%' as auth_users
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')
      order by c.relname`);
    expect(views).toEqual([
      { relname: 'admin_users', invoker: true, auth_users: false },
      { relname: 'public_testimonials', invoker: true, auth_users: false },
      { relname: 'reading_goal_progress', invoker: true, auth_users: false },
      { relname: 'tags_with_usage', invoker: true, auth_users: false },
    ]);
  });

  it('trigger functions are not executable by the API roles', async () => {
    const callable = await rows<{ proname: string }>(`
      select p.proname from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prorettype = 'trigger'::regtype
        and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))`);
    expect(callable).toEqual([]);
  });

  // Supabase's lints 0028/0029 (anon/authenticated security definer function executable): a SECURITY DEFINER
  // function in a schema the API exposes runs with its owner's rights for whoever calls /rest/v1/rpc/<name>.
  it('no SECURITY DEFINER function in an exposed schema is executable by anon or authenticated', async () => {
    const exposed = await rows<{ fn: string; anon: boolean; authenticated: boolean }>(`
      select p.oid::regprocedure::text as fn,
             has_function_privilege('anon', p.oid, 'execute') as anon,
             has_function_privilege('authenticated', p.oid, 'execute') as authenticated
      from pg_proc p
      where p.prosecdef
        and p.pronamespace::regnamespace::text in ('public', 'graphql_public')
        and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
      order by 1`);
    expect(exposed).toEqual([]);
  });

  it('the policy helpers live in private, and nothing refers to the old public copies', async () => {
    const helpers = await rows<{ fn: string; definer: boolean }>(`
      select p.oid::regprocedure::text as fn, p.prosecdef as definer from pg_proc p
      where p.proname in ('is_admin', 'is_blocked', 'site_today', 'approved_testimonials')
      order by 1`);
    expect(helpers).toEqual([
      { fn: 'private.approved_testimonials()', definer: true },
      { fn: 'private.is_admin()', definer: true },
      { fn: 'private.is_blocked()', definer: true },
      { fn: 'private.site_today()', definer: true },
      // The site build asks the API for "today"; it reads only site_settings, which everyone reads.
      { fn: 'site_today()', definer: false },
    ]);
    const stale = await rows<{ name: string }>(`
      select schemaname || '.' || tablename || ': ' || policyname as name from pg_policies
      where coalesce(qual, '') || coalesce(with_check, '') ~ '(is_admin|is_blocked)[(]'
        and coalesce(qual, '') || coalesce(with_check, '') !~ 'private[.]'
      union all
      select p.oid::regprocedure::text from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prosrc ~ 'public[.](is_admin|is_blocked|site_today|approved_testimonials)[(]'`);
    expect(stale).toEqual([]);
  });

  it('the API roles cannot truncate any public table', async () => {
    const tables = await rows<{ relname: string }>(`
      select c.relname from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
        and (has_table_privilege('anon', c.oid, 'truncate') or has_table_privilege('authenticated', c.oid, 'truncate'))`);
    expect(tables).toEqual([]);
  });
});

describe('storage buckets', () => {
  it('creates the three public buckets, avatars limited to raster images under 5 MB', async () => {
    const buckets = await rows(`
      select id, public, file_size_limit::text as file_size_limit, allowed_mime_types
      from storage.buckets where id in ('avatars', 'devotional-audio', 'devotional-images') order by id`);
    expect(buckets).toEqual([
      { id: 'avatars', public: true, file_size_limit: '5242880', allowed_mime_types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
      { id: 'devotional-audio', public: true, file_size_limit: null, allowed_mime_types: ['audio/*'] },
      { id: 'devotional-images', public: true, file_size_limit: null, allowed_mime_types: ['image/*'] },
    ]);
  });
});

describe('site time zone', () => {
  it('site_today() is today in the configured time zone', async () => {
    const [row] = await rows<{ same: boolean }>(`
      select public.site_today() = (now() at time zone (select timezone from public.site_settings))::date as same`);
    expect(row.same).toBe(true);
  });
});
