/**
 * Where PostgREST v12 (the version hosted Supabase serves) answers in a way clients notice: counts on RPC and
 * planner-based counts, upsert statuses, self-referencing embeds, aggregates, CSV, schemas, unknown tables.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilmsBackend, type FilmsBackend } from './films-backend.ts';

let b: FilmsBackend;
beforeAll(async () => {
  b = await startFilmsBackend();
  await b.local.db.exec(`
    create table big_numbers (n int primary key);
    insert into big_numbers select g from generate_series(1, 1500) g;
    grant select on big_numbers to anon;
    create table family (id int primary key, name text not null, parent_id int references family (id));
    insert into family values (1, 'Adam', null), (2, 'Seth', 1), (3, 'Enosh', 2), (4, 'Cain', 1);
    create table organizations (
      id int primary key, name text not null,
      referee int references organizations (id), auditor int references organizations (id)
    );
    insert into organizations values (1, 'Referee Org', null, null), (2, 'Auditor Org', null, null), (3, 'Acme', 1, 2);
    grant select on family, organizations to anon;
    create table csv_samples (id int primary key, flag boolean, tags text[], doc jsonb, taken timestamp, note text, price numeric(5, 2));
    insert into csv_samples values
      (1, true, '{grace,"two words"}', '{"a": [1, 2], "b": "x\\"y"}', '2024-05-01 12:30:00', 'plain', 9.5),
      (2, false, '{}', null, null, '', null),
      (3, null, null, '"text"', '2024-12-25 00:00:00.25', 'say "hi", (ok)', 0);
    grant select on csv_samples to anon;
  `);
});
afterAll(async () => {
  await b?.close();
});

/** The planner's row estimate for `query`, as EXPLAIN (FORMAT JSON) gives it. */
async function plannerRows(query: string): Promise<number> {
  const { rows } = await b.local.db.query<Record<string, unknown>>(`explain (format json) ${query}`);
  const cell = Object.values(rows[0])[0];
  const plan = typeof cell === 'string' ? JSON.parse(cell) : cell;
  return Math.round((plan as Array<{ Plan: { 'Plan Rows': number } }>)[0].Plan['Plan Rows']);
}

describe('counts', () => {
  it('counts the rows of a set-returning RPC with count=exact (POST, GET and HEAD)', async () => {
    const { data, count, status } = await b.anon().rpc('films_by_director', { director: 1 }, { count: 'exact' });
    expect(status).toBe(200);
    expect(count).toBe(2);
    expect(data).toHaveLength(2);
    const head = await b.anon().rpc('films_by_director', { director: 2 }, { count: 'exact', head: true });
    expect(head.count).toBe(2);
    const paged = await b.rest('/rpc/films_by_director?director=1&limit=1&offset=1&select=id', { headers: { prefer: 'count=exact' } });
    expect(paged.status).toBe(206);
    expect(paged.headers.get('content-range')).toBe('1-1/2');
    expect(await paged.json()).toEqual([{ id: 2 }]);
  });

  it('answers a scalar RPC with Content-Range 0-0/1 when counted, and leaves planned counts out of RPC', async () => {
    const scalar = await b.rest('/rpc/add_numbers?a=1&b=2', { headers: { prefer: 'count=exact' } });
    expect(await scalar.json()).toBe(3);
    expect(scalar.headers.get('content-range')).toBe('0-0/1');
    const planned = await b.rest('/rpc/films_by_director?director=1', { headers: { prefer: 'count=planned' } });
    expect(planned.status).toBe(200);
    expect(planned.headers.get('content-range')).toBe('0-1/*');
    const estimated = await b.anon().rpc('films_by_director', { director: 1 }, { count: 'estimated' });
    expect(estimated.count).toBe(2);
  });

  it('takes a planned count from the query planner, and answers HEAD with 206 when it exceeds the page', async () => {
    const estimate = await plannerRows('select 1 from public.films');
    const head = await b.rest('/films?limit=2', { method: 'HEAD', headers: { prefer: 'count=planned' } });
    expect(head.headers.get('content-range')).toBe(`0-1/${estimate}`);
    expect(head.status).toBe(estimate > 2 ? 206 : 200);
    const { count } = await b.anon().from('films').select('*', { count: 'planned', head: true });
    expect(count).toBe(estimate);
  });

  it('counts exactly with count=estimated under max_rows, and asks the planner past it', async () => {
    const small = await b.anon().from('films').select('*', { count: 'estimated', head: true });
    expect(small.count).toBe(5);
    // The planner's statistics say 1500 rows; 1100 remain, still past max_rows.
    await b.local.db.exec('analyze big_numbers; delete from big_numbers where n > 1100');
    const estimate = await plannerRows('select 1 from public.big_numbers');
    expect(estimate).toBeGreaterThan(1100);
    const big = await b.rest('/big_numbers?select=n&limit=10', { method: 'HEAD', headers: { prefer: 'count=estimated' } });
    expect(big.status).toBe(206);
    // max_rows is 1000 (supabase/config.toml): the exact count stops at 1001, the planner's guess wins when larger.
    expect(big.headers.get('content-range')).toBe(`0-9/${Math.max(1001, estimate)}`);
  });
});

describe('upsert statuses', () => {
  it('answers 201 when an upsert inserts and 200 when every row was merged', async () => {
    const inserted = await b.anon().from('actors').upsert({ id: 40, first_name: 'Gary', last_name: 'Lockwood' }).select();
    expect(inserted.status).toBe(201);
    const merged = await b.anon().from('actors').upsert({ id: 40, first_name: 'Gary', last_name: 'Lockwood (1937)' }).select();
    expect(merged.status).toBe(200);
    expect(merged.data).toEqual([{ id: 40, first_name: 'Gary', last_name: 'Lockwood (1937)' }]);
    const mixed = await b
      .anon()
      .from('actors')
      .upsert([
        { id: 40, first_name: 'Gary', last_name: 'Lockwood' },
        { id: 41, first_name: 'William', last_name: 'Sylvester' },
      ]);
    expect(mixed.status).toBe(201);
    const minimal = await b.anon().from('actors').upsert({ id: 41, first_name: 'William', last_name: 'Sylvester' });
    expect(minimal.status).toBe(200);
    const ignored = await b.anon().from('actors').upsert({ id: 41, first_name: 'X', last_name: 'Y' }, { ignoreDuplicates: true }).select();
    expect(ignored.status).toBe(201);
    expect(ignored.data).toEqual([]);
    const empty = await b.rest('/actors', { method: 'POST', headers: { prefer: 'resolution=merge-duplicates,return=representation' }, body: '[]' });
    expect(empty.status).toBe(200);
  });

  it('answers PUT with 201 when it inserted the row and 200 when it replaced it', async () => {
    const put = (last: string) =>
      b.rest('/actors?id=eq.42', {
        method: 'PUT',
        headers: { prefer: 'return=representation' },
        body: JSON.stringify({ id: 42, first_name: 'Leonard', last_name: last }),
      });
    expect((await put('Rossiter')).status).toBe(201);
    expect((await put('Rossiter (1926)')).status).toBe(200);
  });
});

describe('unknown tables and functions', () => {
  it("answers an unknown table as PostgREST v12 does: 404 with PostgreSQL's 42P01", async () => {
    const { error, status } = await b.anon().from('film').select();
    expect(status).toBe(404);
    expect(error).toEqual({ code: '42P01', details: null, hint: null, message: 'relation "public.film" does not exist' });
    const insert = await b.anon().from('film').insert({ id: 1 });
    expect(insert.status).toBe(404);
    expect(insert.error?.code).toBe('42P01');
  });

  it('answers an unknown function with PGRST202 naming the arguments sent', async () => {
    const { error, status } = await b.anon().rpc('no_such_function', { b: 1, a: 2 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.no_such_function(a, b) in the schema cache',
      details:
        'Searched for the function public.no_such_function with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const one = await b.anon().rpc('no_such_function', { a: 2 });
    expect(one.error?.details).toBe(
      'Searched for the function public.no_such_function with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    );
  });
});

describe('self-referencing embeds', () => {
  it('embeds the parent through the foreign-key column (many-to-one)', async () => {
    const { data, error } = await b.anon().from('family').select('id,parent:parent_id(name,parent_id(name))').in('id', [1, 3]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, parent: null },
      { id: 3, parent: { name: 'Seth', parent_id: { name: 'Adam' } } },
    ]);
  });

  it('embeds the children through the table name (one-to-many), also with the column as hint', async () => {
    const { data, error } = await b.anon().from('family').select('name,children:family(name)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Adam', children: [{ name: 'Seth' }, { name: 'Cain' }] });
    const hinted = await b.anon().from('family').select('name,kids:family!parent_id(name)').eq('id', 2).single();
    expect(hinted.error).toBeNull();
    expect(hinted.data).toEqual({ name: 'Seth', kids: [{ name: 'Enosh' }] });
    const plain = await b.anon().from('family').select('*,family(*)').eq('id', 3).single();
    expect(plain.data).toEqual({ id: 3, name: 'Enosh', parent_id: 2, family: [] });
  });

  it('keeps two self references apart by column, and calls the bare table name ambiguous (300 PGRST201)', async () => {
    const { data, error } = await b.anon().from('organizations').select('name,referee(name),auditor(name)').eq('id', 3).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Acme', referee: { name: 'Referee Org' }, auditor: { name: 'Auditor Org' } });
    const audited = await b.anon().from('organizations').select('name,auditees:organizations!auditor(name)').eq('id', 2).single();
    expect(audited.data).toEqual({ name: 'Auditor Org', auditees: [{ name: 'Acme' }] });
    const ambiguous = await b.anon().from('organizations').select('organizations(*)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
  });
});

describe('text/csv', () => {
  it('prints each value as PostgreSQL does, quoted by its record rules, under a header of column names', async () => {
    const { data, error } = await b.anon().from('csv_samples').select('*').order('id').csv();
    expect(error).toBeNull();
    expect(data).toBe(
      'id,flag,tags,doc,taken,note,price\n' +
        '1,t,"{grace,""two words""}","{""a"": [1, 2], ""b"": ""x\\\\""y""}","2024-05-01 12:30:00",plain,9.50\n' +
        '2,f,{},,,"",\n' +
        '3,,,"""text""","2024-12-25 00:00:00.25","say ""hi"", (ok)",0.00',
    );
  });

  it('renders embedded resources as their JSON text and an empty result as a bare line break', async () => {
    const { data } = await b.anon().from('films').select('id,director:directors(last_name)').eq('id', 1).csv();
    expect(data).toBe('id,director\n1,"{""last_name"": ""Kubrick""}"');
    const empty = await b.rest('/films?id=eq.99', { headers: { accept: 'text/csv' } });
    expect(empty.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await empty.text()).toBe('\n');
  });
});

describe('aggregate functions (db-aggregates-enabled, on locally)', () => {
  it('counts, sums, averages and takes extremes over the filtered rows', async () => {
    const { data, error } = await b.anon().from('films').select('count(),rating.sum(),rating.avg(),year.min(),year.max()').not('rating', 'is', null);
    expect(error).toBeNull();
    expect(data).toEqual([{ count: 4, sum: 32.8, avg: 8.2, min: 1968, max: 1980 }]);
  });

  it('groups by the other selected columns, with aliases', async () => {
    const { data, error } = await b.anon().from('films').select('director_id,films:count(),best:rating.max()').order('director_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { director_id: 1, films: 2, best: 8.4 },
      { director_id: 2, films: 2, best: 8.1 },
      { director_id: null, films: 1, best: null },
    ]);
  });

  it('casts the column before aggregating and the result after', async () => {
    const { data, error } = await b.anon().from('films').select('rating::int.sum(),total:rating.sum()::text,count()::text');
    expect(error).toBeNull();
    expect(data).toEqual([{ sum: 32, total: '32.8', count: '5' }]);
  });

  it('aggregates inside an embed, per parent row, and groups by an embed at the top', async () => {
    const { data, error } = await b.anon().from('directors').select('last_name,films(count(),rating.avg())').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { last_name: 'Kubrick', films: [{ count: 2, avg: 8.35 }] },
      { last_name: 'Tarkovsky', films: [{ count: 2, avg: 8.05 }] },
      { last_name: 'Varda', films: [{ count: 0, avg: null }] },
    ]);
    const grouped = await b.anon().from('films').select('directors(last_name),count()').not('director_id', 'is', null);
    expect(grouped.error).toBeNull();
    expect(grouped.data).toEqual(
      expect.arrayContaining([
        { directors: { last_name: 'Kubrick' }, count: 2 },
        { directors: { last_name: 'Tarkovsky' }, count: 2 },
      ]),
    );
  });

  it("hoists an aggregate in a spread embed to the parent, grouping by the parent's columns", async () => {
    const { data, error } = await b
      .anon()
      .from('films')
      .select('language,...technical_specs(total:runtime_minutes.sum(),runtime_minutes.max())')
      .order('language');
    expect(error).toBeNull();
    expect(data).toEqual([
      { language: 'en', total: 295, max: 149 },
      { language: 'ru', total: null, max: null },
    ]);
  });

  it('groups by every column when * is selected beside an aggregate', async () => {
    const { data, error } = await b.anon().from('directors').select('*,count()').eq('id', 3);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3, first_name: 'Agnès', last_name: 'Varda', count: 1 }]);
  });

  it("answers a column that is neither grouped nor aggregated with PostgreSQL's grouping error (400)", async () => {
    const { error, status } = await b.anon().from('films').select('title,count()').order('year');
    expect(status).toBe(400);
    expect(error?.code).toBe('42803');
  });

  it('refuses aggregates with PGRST123 when db-aggregates-enabled is off, as hosted Supabase does by default', async () => {
    const off = await startFilmsBackend({ rest: { schemas: ['public'], maxRows: 1000, aggregates: false } });
    try {
      for (const select of ['count()', 'year.sum()', 'director_id,rating.avg()', 'title,id.max()', 'last_name,films(count())', 'rating::int.sum()::text']) {
        const res = await off.rest(`/${select.startsWith('last_name') ? 'directors' : 'films'}?select=${encodeURIComponent(select)}`);
        expect(res.status, select).toBe(400);
        expect(await res.json(), select).toEqual({ code: 'PGRST123', details: null, hint: null, message: 'Use of aggregate functions is not allowed' });
      }
    } finally {
      await off.close();
    }
  });
});

describe('exposed schemas ([api] schemas in supabase/config.toml)', () => {
  it('exposes only public by default: another profile is PGRST106 listing the exposed schemas', async () => {
    expect(b.local.services.config.rest.schemas).toEqual(['public']);
    const res = await b.rest('/users', { headers: { 'accept-profile': 'auth' } });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({ code: 'PGRST106', details: null, hint: null, message: 'The schema must be one of the following: public' });
  });

  it('serves each exposed schema by Accept-Profile (reads) and Content-Profile (writes and RPC)', async () => {
    const multi = await startFilmsBackend({ rest: { schemas: ['public', 'api'], maxRows: 1000, aggregates: true } });
    try {
      await multi.local.db.exec(`
        create schema api;
        grant usage on schema api to anon, authenticated, service_role;
        create table api.notices (id int primary key, title text not null);
        insert into api.notices values (1, 'Vestry meeting');
        grant select, insert on api.notices to anon;
        create function api.notice_count() returns int language plpgsql stable as $$ begin return (select count(*)::int from notices); end $$;
        grant execute on function api.notice_count() to anon;
      `);
      const api = multi.anon().schema('api');
      const read = await api.from('notices').select('id,title');
      expect(read.error).toBeNull();
      expect(read.data).toEqual([{ id: 1, title: 'Vestry meeting' }]);
      const inserted = await api.from('notices').insert({ id: 2, title: 'Harvest supper' }).select('title');
      expect(inserted.status).toBe(201);
      expect(inserted.data).toEqual([{ title: 'Harvest supper' }]);
      // Unqualified names in the function resolve in the request's schema (search_path), as in PostgREST.
      const called = await api.rpc('notice_count');
      expect(called.data).toBe(2);

      const raw = await multi.rest('/notices?select=title&id=eq.1', { headers: { 'accept-profile': 'api' } });
      expect(raw.headers.get('content-profile')).toBe('api');
      // Without a profile the first schema is served: public has no notices table.
      const fallback = await multi.anon().from('notices').select();
      expect(fallback.status).toBe(404);
      expect(fallback.error?.message).toBe('relation "public.notices" does not exist');
      const refused = await multi.rest('/notices', { method: 'POST', headers: { 'content-profile': 'private' }, body: JSON.stringify({ id: 3, title: 'x' }) });
      expect(refused.status).toBe(406);
      expect((await refused.json()).message).toBe('The schema must be one of the following: public, api');

      const openapi = await (await multi.rest('/', { headers: { 'accept-profile': 'api' } })).json();
      expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/notices', '/rpc/notice_count']));
      expect(Object.keys(openapi.paths)).not.toContain('/films');
    } finally {
      await multi.close();
    }
  });
});

describe('max_rows ([api] max_rows = 1000 in supabase/config.toml)', () => {
  it('caps a read at max_rows, as hosted PostgREST does, and says so in Content-Range', async () => {
    const { data, count, status } = await b.anon().from('big_numbers').select('n', { count: 'exact' }).lte('n', 1100).order('n');
    expect(status).toBe(206);
    expect(count).toBe(1100);
    expect(data).toHaveLength(1000);
    expect(data?.[999]).toEqual({ n: 1000 });
    const next = await b.anon().from('big_numbers').select('n').lte('n', 1100).order('n').range(1000, 1999);
    expect(next.data).toHaveLength(100);
  });
});
