/** JWT roles and row-level security per request, PostgREST's error bodies, profiles, OpenAPI, schema cache. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateSchemaCache } from '../../../supabase/local/rest/schema-cache.ts';
import { startFilmsBackend, type FilmsBackend } from './films-backend.ts';

let b: FilmsBackend;
beforeAll(async () => {
  b = await startFilmsBackend();
});
afterAll(async () => {
  await b?.close();
});

describe('authentication and roles', () => {
  it('runs without Authorization as anon, and anon is refused a table it has no grant on with 401 42501', async () => {
    const res = await fetch(`${b.url}/rest/v1/watch_notes`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for table watch_notes' });
    const { data } = await b.anon().from('directors').select('id').eq('id', 1);
    expect(data).toEqual([{ id: 1 }]);
  });

  it('lets row-level security decide per user: each sees and writes only their own rows', async () => {
    const alice = await b.userToken();
    const bob = await b.userToken();
    const asAlice = b.clientWithToken(alice.token);
    const asBob = b.clientWithToken(bob.token);
    const inserted = await asAlice.from('watch_notes').insert({ film_id: 1, body: 'Open the pod bay doors' }).select('owner_id, body').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ owner_id: alice.sub, body: 'Open the pod bay doors' });
    await asBob.from('watch_notes').insert({ film_id: 2, body: 'Heeere’s Johnny' });

    const { data: mine } = await asAlice.from('watch_notes').select('body');
    expect(mine).toEqual([{ body: 'Open the pod bay doors' }]);
    const { data: updated } = await asBob.from('watch_notes').update({ body: 'changed' }).eq('film_id', 1).select();
    expect(updated).toEqual([]);
    const { data: all } = await b.service().from('watch_notes').select('body').order('id');
    expect(all).toEqual([{ body: 'Open the pod bay doors' }, { body: 'Heeere’s Johnny' }]);
  });

  it('answers a WITH CHECK failure with 403 42501 "new row violates row-level security policy"', async () => {
    const alice = await b.userToken();
    const { error, status } = await b.clientWithToken(alice.token).from('watch_notes').insert({ owner_id: crypto.randomUUID(), body: 'not mine' });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('new row violates row-level security policy for table "watch_notes"');
  });

  it('refuses an expired JWT with 401 PGRST301 "JWT expired"', async () => {
    const expired = await b.sign({ role: 'authenticated', sub: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) - 60 });
    const res = await b.rest('/directors', { key: expired });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
    expect(await res.json()).toEqual({ code: 'PGRST301', details: null, hint: null, message: 'JWT expired' });
  });

  it('refuses a tampered or malformed JWT with 401 PGRST301', async () => {
    const { token } = await b.userToken();
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.c2lnbmF0dXJl`;
    const res = await b.rest('/directors', { key: forged });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('PGRST301');
    const garbage = await b.rest('/directors', { key: 'not-a-jwt' });
    expect(garbage.status).toBe(401);
    expect((await garbage.json()).message).toBe('JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)');
  });

  it('refuses a JWT whose role does not exist with 401', async () => {
    const token = await b.sign({ role: 'superhero', exp: Math.floor(Date.now() / 1000) + 60 });
    const res = await b.rest('/directors', { key: token });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: '22023', message: 'role "superhero" does not exist' });
  });

  it('lets the service role bypass row-level security', async () => {
    const { count } = await b.service().from('watch_notes').select('*', { count: 'exact', head: true });
    expect(count).toBeGreaterThanOrEqual(2);
  });
});

describe('errors and schema', () => {
  it('answers an unknown table with 404 42P01, as PostgREST v12 does', async () => {
    const { error, status } = await b.anon().from('film').select();
    expect(status).toBe(404);
    expect(error).toEqual({ code: '42P01', details: null, hint: null, message: 'relation "public.film" does not exist' });
  });

  it('serves only the public schema: another Accept-Profile is PGRST106 (406)', async () => {
    const res = await b.rest('/users', { headers: { 'accept-profile': 'auth' } });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({ code: 'PGRST106', details: null, hint: null, message: 'The schema must be one of the following: public' });
    const ok = await b.rest('/directors?id=eq.1&select=id', { headers: { 'accept-profile': 'public' } });
    expect(await ok.json()).toEqual([{ id: 1 }]);
  });

  it('sees tables created after start-up: an unknown name reloads the schema cache, as does invalidateSchemaCache', async () => {
    await b.local.db.exec(
      'create table festivals (id int primary key, name text); grant select on festivals to anon; insert into festivals values (1, $$Cannes$$);',
    );
    const { data } = await b.anon().from('festivals').select('name');
    expect(data).toEqual([{ name: 'Cannes' }]);
    await b.local.db.exec('alter table festivals add column city text; update festivals set city = $$Cannes$$;');
    invalidateSchemaCache(b.local.services);
    const res = await b.rest('/', {});
    expect((await res.json()).definitions.festivals.properties.city).toEqual({ format: 'text', type: 'string' });
  });

  it('describes the schema as Swagger 2.0 at GET /rest/v1/', async () => {
    const res = await b.rest('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/openapi+json; charset=utf-8');
    const doc = await res.json();
    expect(doc.swagger).toBe('2.0');
    expect(doc.definitions.films.required).toEqual(['title']);
    expect(doc.definitions.films.properties.id).toEqual({
      format: 'integer',
      type: 'integer',
      default: "nextval('films_id_seq'::regclass)",
      description: 'Note:\nThis is a Primary Key.<pk/>',
    });
    expect(doc.definitions.films.properties.director_id.description).toBe("Note:\nThis is a Foreign Key to `directors.id`.<fk table='directors' column='id'/>");
    expect(doc.definitions.films.properties.tags).toMatchObject({ format: 'text[]', type: 'array', items: { type: 'string' } });
    expect(Object.keys(doc.paths['/films']).sort()).toEqual(['delete', 'get', 'patch', 'post']);
    expect(doc.paths['/rpc/add_numbers'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['a', 'b']);
    expect(doc.paths['/rpc/rate_film'].get).toBeUndefined();
    expect(doc.definitions.film_titles.properties.director).toEqual({ format: 'text', type: 'string' });
  });

  it('sets request.method, request.path and request.headers for the transaction', async () => {
    const res = await b.rest('/rpc/whoami', { headers: { 'x-trace': 'abc' } });
    expect(await res.json()).toEqual({ role: 'anon', sub: null, method: 'GET', path: '/rest/v1/rpc/whoami', trace: 'abc' });
  });
});
