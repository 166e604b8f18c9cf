/** Inserts, upserts, updates and deletes with PostgREST's Prefer semantics. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilmsBackend, type FilmsBackend } from './films-backend.ts';

let b: FilmsBackend;
beforeAll(async () => {
  b = await startFilmsBackend();
});
afterAll(async () => {
  await b?.close();
});

describe('insert', () => {
  it('inserts one row: 201 with no body by default (return=minimal)', async () => {
    const res = await b.rest('/actors', { method: 'POST', body: JSON.stringify({ id: 10, first_name: 'Anatoly', last_name: 'Solonitsyn' }) });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('');
    const { data } = await b.anon().from('actors').select('last_name').eq('id', 10).single();
    expect(data).toEqual({ last_name: 'Solonitsyn' });
  });

  it('returns the inserted rows with return=representation (supabase-js .insert().select())', async () => {
    const { data, error, status } = await b
      .anon()
      .from('films')
      .insert({ title: 'Barry Lyndon', director_id: 1, year: 1975 })
      .select('id, title, language, directors(last_name)')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ id: expect.any(Number), title: 'Barry Lyndon', language: 'en', directors: { last_name: 'Kubrick' } });
  });

  it('inserts many rows from an array body, with columns= naming the columns', async () => {
    const res = await b.rest('/actors?columns=id,last_name,first_name', {
      method: 'POST',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify([
        { id: 11, first_name: 'Margarita', last_name: 'Terekhova', ignored: 'x' },
        { id: 12, first_name: 'Oleg', last_name: 'Yankovsky' },
      ]),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBe('return=representation');
    expect(await res.json()).toEqual([
      { id: 11, first_name: 'Margarita', last_name: 'Terekhova' },
      { id: 12, first_name: 'Oleg', last_name: 'Yankovsky' },
    ]);
  });

  it('uses column defaults for absent keys with Prefer: missing=default (null without it)', async () => {
    const withDefault = await b.rest('/films?columns=title,language&select=title,language', {
      method: 'POST',
      headers: { prefer: 'return=representation, missing=default' },
      body: JSON.stringify([{ title: 'Mirror' }, { title: 'Nostalghia', language: 'it' }]),
    });
    expect(withDefault.status).toBe(201);
    expect(withDefault.headers.get('preference-applied')).toBe('return=representation, missing=default');
    expect(await withDefault.json()).toEqual([
      { title: 'Mirror', language: 'en' },
      { title: 'Nostalghia', language: 'it' },
    ]);
    const withoutDefault = await b.rest('/films?columns=title,language', { method: 'POST', body: JSON.stringify([{ title: 'Ivan’s Childhood' }]) });
    expect(withoutDefault.status).toBe(400);
    expect((await withoutDefault.json()).code).toBe('23502');
    // supabase-js sends missing=default for bulk inserts unless defaultToNull is true.
    const { data } = await b
      .anon()
      .from('films')
      .insert([{ title: 'The Sacrifice' }, { title: 'Andrei Rublev', year: 1966 }], { defaultToNull: false })
      .select('title, language, year');
    expect(data).toEqual([
      { title: 'The Sacrifice', language: 'en', year: null },
      { title: 'Andrei Rublev', language: 'en', year: 1966 },
    ]);
  });

  it('answers Prefer: return=headers-only with a Location header', async () => {
    const res = await b.rest('/directors', {
      method: 'POST',
      headers: { prefer: 'return=headers-only' },
      body: JSON.stringify({ id: 4, first_name: 'Akira', last_name: 'Kurosawa' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/directors?id=eq.4');
    expect(await res.text()).toBe('');
  });

  it('rejects an unknown payload column with PGRST204', async () => {
    const res = await b.rest('/films', { method: 'POST', body: JSON.stringify({ title: 'X', budget: 1 }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'budget' column of 'films' in the schema cache",
    });
  });

  it('maps constraint violations: 23505 and 23503 → 409, 23514 → 400, 22P02 → 400', async () => {
    const dup = await b.anon().from('directors').insert({ id: 1, first_name: 'S', last_name: 'K' });
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe('23505');
    expect(dup.error?.message).toBe('duplicate key value violates unique constraint "directors_pkey"');
    expect(dup.error?.details).toBe('Key (id)=(1) already exists.');
    const fk = await b.anon().from('films').insert({ title: 'Orphan', director_id: 999 });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
    const check = await b
      .anon()
      .from('films')
      .insert({ title: 'x'.repeat(101) });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const invalid = await b.anon().from('films').insert({ title: 'Bad year', year: 'soon' });
    expect(invalid.status).toBe(400);
    expect(invalid.error?.code).toBe('22P02');
  });

  it('answers invalid JSON with PGRST102', async () => {
    const res = await b.rest('/films', { method: 'POST', body: '{"title": ' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST102');
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key (supabase-js .upsert())', async () => {
    const { data, error } = await b
      .anon()
      .from('actors')
      .upsert([
        { id: 1, first_name: 'Keir', last_name: 'Dullea (1936)' },
        { id: 20, first_name: 'Gary', last_name: 'Lockwood' },
      ])
      .select()
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, first_name: 'Keir', last_name: 'Dullea (1936)' },
      { id: 20, first_name: 'Gary', last_name: 'Lockwood' },
    ]);
  });

  it('merges on other unique columns with on_conflict, and ignores duplicates with resolution=ignore-duplicates', async () => {
    const merged = await b.rest('/film_cast?on_conflict=film_id,actor_id&select=character', {
      method: 'POST',
      headers: { prefer: 'resolution=merge-duplicates,return=representation' },
      body: JSON.stringify({ film_id: 1, actor_id: 1, character: 'David Bowman' }),
    });
    // Every row merged, none inserted: PostgREST answers 200.
    expect(merged.status).toBe(200);
    expect(merged.headers.get('preference-applied')).toBe('return=representation, resolution=merge-duplicates');
    expect(await merged.json()).toEqual([{ character: 'David Bowman' }]);

    const { data, error } = await b
      .anon()
      .from('film_cast')
      .upsert({ film_id: 1, actor_id: 1, character: 'HAL' }, { onConflict: 'film_id,actor_id', ignoreDuplicates: true })
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { data: kept } = await b.anon().from('film_cast').select('character').match({ film_id: 1, actor_id: 1 }).single();
    expect(kept).toEqual({ character: 'David Bowman' });
  });

  it('replaces one row with PUT and the primary key in the filter', async () => {
    const res = await b.rest('/actors?id=eq.30', {
      method: 'PUT',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ id: 30, first_name: 'Douglas', last_name: 'Rain' }),
    });
    // The row did not exist: PUT inserted it (201).
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ id: 30, first_name: 'Douglas', last_name: 'Rain' }]);
    const mismatch = await b.rest('/actors?id=eq.31', { method: 'PUT', body: JSON.stringify({ id: 30, first_name: 'D', last_name: 'R' }) });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).code).toBe('PGRST115');
  });
});

describe('update and delete', () => {
  it('updates the rows matching the filters: 204 by default, 200 with representation', async () => {
    const minimal = await b.rest('/films?id=eq.4', { method: 'PATCH', body: JSON.stringify({ rating: 8.2 }) });
    expect(minimal.status).toBe(204);
    expect(minimal.headers.get('content-range')).toBe('0-0/*');
    const { data, status } = await b
      .anon()
      .from('films')
      .update({ tags: ['sci-fi', 'drama', 'zone'] })
      .eq('id', 4)
      .select('id, rating, tags');
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 4, rating: 8.2, tags: ['sci-fi', 'drama', 'zone'] }]);
  });

  it('updates every row the role may update when the filter matches them all (no filter at all is refused, as safeupdate does)', async () => {
    const res = await b.rest('/technical_specs?film_id=not.is.null', {
      method: 'PATCH',
      headers: { prefer: 'count=exact' },
      body: JSON.stringify({ camera: 'unknown' }),
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('content-range')).toBe('0-1/2');
  });

  it('rolls back a write that asked for one object but touched several (PGRST116)', async () => {
    const { error, status } = await b.anon().from('films').update({ language: 'xx' }).eq('director_id', 2).select().single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    expect(error?.details).toBe('The result contains 2 rows');
    const { data } = await b.anon().from('films').select('language').eq('director_id', 2);
    expect(data).toEqual([{ language: 'ru' }, { language: 'ru' }]);
  });

  it('deletes the rows matching the filters, returning them with representation', async () => {
    const { data, error } = await b.anon().from('actors').delete().in('id', [11, 12]).select('id').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 11 }, { id: 12 }]);
    const res = await b.rest('/actors?id=eq.30', { method: 'DELETE' });
    expect(res.status).toBe(204);
    const { count } = await b.anon().from('actors').select('*', { count: 'exact', head: true }).in('id', [11, 12, 30]);
    expect(count).toBe(0);
  });

  it('rolls back with Prefer: tx=rollback while still answering', async () => {
    const res = await b.rest('/directors?id=eq.3', { method: 'DELETE', headers: { prefer: 'return=representation, tx=rollback' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(await res.json()).toEqual([{ id: 3, first_name: 'Agnès', last_name: 'Varda' }]);
    const { data } = await b.anon().from('directors').select('id').eq('id', 3);
    expect(data).toEqual([{ id: 3 }]);
  });
});
