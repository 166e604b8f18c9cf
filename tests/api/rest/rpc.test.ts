/** Stored procedures through /rpc: arguments, result shapes, filters on results, errors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilmsBackend, type FilmsBackend } from './films-backend.ts';

let b: FilmsBackend;
beforeAll(async () => {
  b = await startFilmsBackend();
});
afterAll(async () => {
  await b?.close();
});

describe('rpc', () => {
  it('calls a function with named arguments in a POST body and returns its scalar value', async () => {
    const { data, error } = await b.anon().rpc('add_numbers', { a: 1, b: 2 });
    expect(error).toBeNull();
    expect(data).toBe(3);
    const { data: withDefault } = await b.anon().rpc('add_numbers', { a: 1 });
    expect(withDefault).toBe(11);
  });

  it('calls stable functions with GET and query-string arguments', async () => {
    const res = await b.rest('/rpc/add_numbers?a=5&b=6');
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(11);
    const { data } = await b.anon().rpc('film_count', undefined, { get: true });
    expect(data).toBe(5);
  });

  it('refuses GET for a volatile function (read-only transaction, 405)', async () => {
    const res = await b.rest('/rpc/rate_film?film=1&new_rating=9');
    expect(res.status).toBe(405);
    expect((await res.json()).code).toBe('25006');
  });

  it('returns set-returning functions as arrays that filters, order, limit and select apply to', async () => {
    const { data, error } = await b.anon().rpc('films_by_director', { director: 2 }).select('title, year').gt('year', 1975);
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Stalker', year: 1979 }]);
    const res = await b.rest('/rpc/films_by_director?director=1&select=title,directors(last_name)&order=year.desc&limit=1', {
      headers: { prefer: 'count=exact' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('0-0/2');
    expect(await res.json()).toEqual([{ title: 'The Shining', directors: { last_name: 'Kubrick' } }]);
  });

  it('returns table(...) results as objects and setof scalars as plain values', async () => {
    const { data } = await b.anon().rpc('director_summary', { director: 2 });
    expect(data).toEqual([{ name: 'Andrei Tarkovsky', film_count: 2 }]);
    const { data: years } = await b.anon().rpc('film_years');
    expect(years).toEqual([1968, 1972, 1979, 1980]);
  });

  it('returns one object for a set result with .single()', async () => {
    const { data, error } = await b.anon().rpc('director_summary', { director: 1 }).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Stanley Kubrick', film_count: 2 });
  });

  it('passes the whole body to a function with a single unnamed jsonb parameter', async () => {
    const { data } = await b.anon().rpc('echo_payload', { any: ['shape', { of: 1 }] });
    expect(data).toEqual({ any: ['shape', { of: 1 }] });
  });

  it('answers 204 for a void function and does its writes in the request transaction', async () => {
    const res = await b.rest('/rpc/rate_film', { method: 'POST', body: JSON.stringify({ film: 5, new_rating: 6.5 }) });
    expect(res.status).toBe(204);
    const { data } = await b.anon().from('films').select('rating').eq('id', 5).single();
    expect(data).toEqual({ rating: 6.5 });
  });

  it('turns raise exception (P0001) into 400 with message and hint', async () => {
    const { error, status } = await b.anon().rpc('refuse', { reason: 'closed' });
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'P0001', details: null, hint: 'Try again later', message: 'refused: closed' });
  });

  it('answers an unknown function or unknown arguments with 404 PGRST202', async () => {
    const res = await b.rest('/rpc/no_such_function', { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('PGRST202');
    const { error, status } = await b.anon().rpc('add_numbers', { x: 1 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.add_numbers with parameter x or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function public.add_numbers(x) in the schema cache',
    });
  });

  it('runs as the caller: role and JWT claims are visible to the function', async () => {
    const { data: anon } = await b.anon().rpc('whoami');
    expect(anon).toEqual({ role: 'anon', sub: null, method: 'POST', path: '/rest/v1/rpc/whoami', trace: null });
    const { token, sub } = await b.userToken();
    const { data: user } = await b.clientWithToken(token).rpc('whoami');
    expect(user).toEqual({ role: 'authenticated', sub, method: 'POST', path: '/rest/v1/rpc/whoami', trace: null });
  });
});
