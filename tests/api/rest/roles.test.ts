/**
 * Requests run as hosted Supabase runs them: over a login role (authenticator) that is no superuser and does
 * not bypass row-level security, switched per request into anon, authenticated or service_role only, each
 * with its own statement_timeout (anon 3 s, authenticated 8 s).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilmsBackend, type FilmsBackend } from './films-backend.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

let b: FilmsBackend;
beforeAll(async () => {
  b = await startFilmsBackend();
});
afterAll(async () => {
  await b?.close();
});

async function sessionInfo(key: string) {
  const res = await b.rest('/rpc/session_info', { key });
  expect(res.status).toBe(200);
  return res.json();
}

describe('the API connection', () => {
  it('refuses a JWT whose role is a database role other than the API roles, before anything runs as it', async () => {
    for (const role of ['postgres', 'supabase_admin', 'supabase_auth_admin', 'authenticator']) {
      const token = await b.sign({ role, exp: Math.floor(Date.now() / 1000) + 60 });
      const res = await b.rest('/rpc/session_info', { key: token });
      expect(res.status, role).toBe(403);
      expect(await res.json(), role).toEqual({ code: '42501', details: null, hint: null, message: `permission denied to set role "${role}"` });
    }
  });

  it('refuses such a JWT in Storage too', async () => {
    const token = await b.sign({ role: 'postgres', exp: Math.floor(Date.now() / 1000) + 60 });
    const res = await fetch(`${b.url}/storage/v1/bucket`, { headers: { apikey: b.anonKey, authorization: `Bearer ${token}` } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '403', code: 'InvalidJWT' });
  });

  it("runs each request as the JWT role with that role's statement_timeout", async () => {
    const anon = await sessionInfo(b.anonKey);
    expect(anon).toMatchObject({ current_user: 'anon', statement_timeout: '3s' });
    const user = await sessionInfo((await b.userToken()).token);
    expect(user).toMatchObject({ current_user: 'authenticated', statement_timeout: '8s' });
    const service = await sessionInfo(b.serviceRoleKey);
    expect(service).toMatchObject({ current_user: 'service_role' });
  });

  it.runIf(onPostgres)('logs in as authenticator, which is no superuser and does not bypass row-level security', async () => {
    const info = await sessionInfo(b.serviceRoleKey);
    expect(info).toMatchObject({ session_user: 'authenticator', is_superuser: 'off', bypassrls: false });
  });

  it('creates authenticator as hosted Supabase has it: a NOINHERIT login member of the three API roles only', async () => {
    const { rows } = await b.local.db.query<{ rolsuper: boolean; rolbypassrls: boolean; rolinherit: boolean; rolcanlogin: boolean; member_of: string[] }>(
      `select a.rolsuper, a.rolbypassrls, a.rolinherit, a.rolcanlogin,
              array(select r.rolname::text from pg_auth_members m join pg_roles r on r.oid = m.roleid where m.member = a.oid order by 1) as member_of
         from pg_roles a where a.rolname = 'authenticator'`,
    );
    expect(rows[0]).toEqual({
      rolsuper: false,
      rolbypassrls: false,
      rolinherit: false,
      rolcanlogin: true,
      member_of: ['anon', 'authenticated', 'service_role'],
    });
    const inherit = await b.local.db.query<{ rolname: string; rolinherit: boolean }>(
      `select rolname, rolinherit from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(inherit.rows.every((r) => r.rolinherit)).toBe(true);
  });
});

describe.runIf(onPostgres)('statement timeouts', () => {
  let short: FilmsBackend;
  beforeAll(async () => {
    short = await startFilmsBackend({ roleSettings: { anon: { statement_timeout: '200ms' } } });
  });
  afterAll(async () => {
    await short?.close();
  });

  it("cancels an anonymous request that runs past its role's statement_timeout with 57014", async () => {
    const res = await short.rest('/rpc/sleep_for?seconds=3');
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    const ok = await short.rest('/rpc/sleep_for?seconds=0.01');
    expect(ok.status).toBe(204);
  });
});
