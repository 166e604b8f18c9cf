/**
 * Request text never reaches SQL as SQL: every part of the query grammar that names something (select with
 * casts and aliases, order, filters, on_conflict, columns, RPC arguments, embed hints, JSON paths, Prefer)
 * is either matched against the schema cache, quoted as an identifier, or bound as a parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilmsBackend, type FilmsBackend } from './films-backend.ts';

let b: FilmsBackend;
beforeAll(async () => {
  b = await startFilmsBackend();
});
afterAll(async () => {
  await b?.close();
});

async function errorOf(res: Response): Promise<{ code: string; message: string; details: unknown; hint: unknown }> {
  const body = await res.json();
  expect(body).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  expect(body).toHaveProperty('details');
  expect(body).toHaveProperty('hint');
  return body;
}

/** Row counts of the fixture's tables, to prove a hostile request changed nothing. */
async function snapshot(): Promise<string> {
  const { rows } = await b.local.db.query<{ films: string; directors: string; notes: string }>(
    'select (select count(*) from films)::text as films, (select count(*) from directors)::text as directors, (select count(*) from watch_notes)::text as notes',
  );
  return JSON.stringify(rows[0]);
}

describe('select casts', () => {
  it('refuses a cast that is not one type name, so a UNION cannot read the database login', async () => {
    const select = 'title::text as t from films where false union all select session_user,"x\\"y":directors()';
    const res = await b.rest(`/films?select=${encodeURIComponent(select)}`);
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(JSON.stringify(body)).not.toMatch(/postgres|supabase_admin/);
  });

  it('refuses a cast with a semicolon, parentheses, a dash or a quote with PGRST100', async () => {
    for (const cast of ['text;select 1', 'text"', 'int4)', 'text--']) {
      const res = await b.rest(`/films?select=${encodeURIComponent(`title::${cast}`)}`);
      expect(res.status, cast).toBe(400);
      expect((await errorOf(res)).code, cast).toBe('PGRST100');
    }
  });

  it('treats the cast as a type name only: a function name is an unknown type (42704), not a call', async () => {
    const res = await b.rest('/films?select=id::pg_sleep&limit=1');
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.code).toBe('42704');
    expect(body.message).toBe('type "pg_sleep" does not exist');
  });

  it('still casts to built-in types by their SQL or catalog names, arrays included', async () => {
    const res = await b.rest('/films?select=id::text,rating::int,year::float,tags::text[],title::varchar&id=eq.1');
    expect(res.status).toBe(200);
    const [row] = await res.json();
    expect(typeof row.id).toBe('string');
    expect(Number.isInteger(row.rating)).toBe(true);
    expect(Array.isArray(row.tags)).toBe(true);
    expect(typeof row.title).toBe('string');
  });

  it('keeps an escaped quote inside a quoted alias and strips spaces only outside quotes', async () => {
    const res = await b.rest(`/films?select=${encodeURIComponent('"a \\"b\\"": title , id')}&id=eq.1`);
    expect(res.status).toBe(200);
    const [row] = await res.json();
    expect(Object.keys(row)).toEqual(['a "b"', 'id']);
  });
});

describe('every other place request text meets SQL', () => {
  const hostile: Array<[what: string, path: string, init?: RequestInit]> = [
    ['column with a quote', '/films?select=' + encodeURIComponent('id,"title"" from films; --"')],
    ['JSON path key', '/films?select=' + encodeURIComponent("metadata->>'x'); select pg_sleep(1); --")],
    ['JSON path in a filter', '/films?' + encodeURIComponent("metadata->>x') or true --") + '=eq.1'],
    ['order term', '/films?order=' + encodeURIComponent('title;delete from films')],
    ['order direction', '/films?order=' + encodeURIComponent('title.desc nulls first, (select 1)')],
    ['related order', '/films?select=id,directors(id)&order=' + encodeURIComponent('directors(id) desc;--).asc')],
    ['filter column', '/films?' + encodeURIComponent('title" = title or "1') + '=eq.x'],
    ['filter value', '/films?title=eq.' + encodeURIComponent("x' or '1'='1")],
    ['in list', '/films?id=in.' + encodeURIComponent('(1) or (1=1)')],
    ['fts language', '/films?title=fts(' + encodeURIComponent("english'::regconfig,'x')--") + ').grace'],
    ['any modifier', '/films?title=like(any).' + encodeURIComponent("{a%,') or true--}")],
    ['logic tree', '/films?or=' + encodeURIComponent('(id.eq.1) or true,id.eq.2)')],
    ['embed hint', '/films?select=' + encodeURIComponent('id,directors!"x"") or true --"(id)')],
    ['embed filter path', '/films?select=id,directors(id)&' + encodeURIComponent('directors;drop table films.id') + '=eq.1'],
    ['limit', '/films?limit=' + encodeURIComponent('1; delete from films')],
    ['Range header', '/films', { headers: { range: '0-1; delete from films' } }],
    ['Prefer header', '/films', { headers: { prefer: "count=exact'); delete from films; --" } }],
    ['Accept-Profile', '/films', { headers: { 'accept-profile': 'public; drop table films' } }],
    [
      'on_conflict',
      '/films?on_conflict=' + encodeURIComponent('id) do nothing; delete from films; --'),
      { method: 'POST', body: JSON.stringify({ id: 1, title: 'x' }), headers: { prefer: 'resolution=merge-duplicates', 'content-type': 'application/json' } },
    ],
    [
      'columns',
      '/films?columns=' + encodeURIComponent('title,"year"" ) values (1); delete from films; --"'),
      { method: 'POST', body: JSON.stringify({ title: 'x' }), headers: { 'content-type': 'application/json' } },
    ],
    [
      'body keys',
      '/directors',
      { method: 'POST', body: JSON.stringify({ 'id") values (9); delete from films; --': 1 }), headers: { 'content-type': 'application/json' } },
    ],
    ['RPC argument name (GET)', '/rpc/films_by_director?' + encodeURIComponent('director := 1); delete from films; --') + '=1'],
    [
      'RPC argument name (POST)',
      '/rpc/films_by_director',
      { method: 'POST', body: JSON.stringify({ 'director := 1); delete from films; --': 1 }), headers: { 'content-type': 'application/json' } },
    ],
    ['table name', '/' + encodeURIComponent('films; delete from films')],
    ['function name', '/rpc/' + encodeURIComponent('now(); delete from films; --')],
  ];

  it.each(hostile)('answers a hostile %s with a 2xx or a 4xx PostgREST error and changes nothing', async (_what, path, init) => {
    const before = await snapshot();
    const res = await b.rest(path, { ...init, key: b.serviceRoleKey });
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) await errorOf(res);
    expect(await snapshot()).toBe(before);
  });
});

describe('safeupdate, as hosted Supabase loads it', () => {
  it('refuses an UPDATE or DELETE without a filter with 400 21000 and changes nothing', async () => {
    const before = await snapshot();
    const patch = await b.rest('/films', { method: 'PATCH', key: b.serviceRoleKey, body: JSON.stringify({ year: 1 }) });
    expect(patch.status).toBe(400);
    expect(await patch.json()).toEqual({ code: '21000', details: null, hint: null, message: 'UPDATE requires a WHERE clause' });
    const del = await b.rest('/film_sequels', { method: 'DELETE', key: b.serviceRoleKey });
    expect(del.status).toBe(400);
    expect(await del.json()).toEqual({ code: '21000', details: null, hint: null, message: 'DELETE requires a WHERE clause' });
    expect(await snapshot()).toBe(before);
    const { rows } = await b.local.db.query<{ n: number }>('select count(*)::int as n from films where year = 1');
    expect(rows[0].n).toBe(0);
  });
});

describe('aggregates', () => {
  it("quotes an aggregate's casts like any other: a cast that is not a type name is refused, and nothing runs", async () => {
    for (const select of ['year.sum()::text;select 1', 'year.sum()::"text"', 'count()::int)from films--', 'year::int.sum()::text[]x', 'rating.sum(1)']) {
      const res = await b.rest(`/films?select=${encodeURIComponent(select)}`);
      expect(res.status, select).toBeGreaterThanOrEqual(400);
      expect(res.status, select).toBeLessThan(500);
    }
    const res = await b.rest(`/films?select=${encodeURIComponent('year.sum()::pg_catalog')}`);
    expect(res.status).toBeLessThan(500);
  });
});
