/** Limits and pagination: limit/offset, Range headers, Content-Range, counting, HEAD. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilmsBackend, type FilmsBackend } from './films-backend.ts';

let b: FilmsBackend;
beforeAll(async () => {
  b = await startFilmsBackend();
});
afterAll(async () => {
  await b?.close();
});

describe('limits and pagination', () => {
  it('pages with limit and offset and reports the range in Content-Range', async () => {
    const res = await b.rest('/films?select=id&order=id&limit=2&offset=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('1-2/*');
    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }]);
    const { data } = await b.anon().from('films').select('id').order('id').range(3, 4);
    expect(data).toEqual([{ id: 4 }, { id: 5 }]);
  });

  it('pages with the Range request header (Range-Unit: items)', async () => {
    const res = await b.rest('/films?select=id&order=id', { headers: { range: '0-1', 'range-unit': 'items' } });
    expect(res.headers.get('content-range')).toBe('0-1/*');
    expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('counts with Prefer: count=exact and answers 206 Partial Content when the page is smaller', async () => {
    const partial = await b.rest('/films?select=id&order=id', { headers: { range: '0-1', prefer: 'count=exact' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('0-1/5');
    const whole = await b.rest('/films?select=id', { headers: { prefer: 'count=exact' } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-range')).toBe('0-4/5');
    const { count, data } = await b.anon().from('films').select('id', { count: 'exact' }).gt('year', 1970).limit(1);
    expect(count).toBe(3);
    expect(data).toHaveLength(1);
    // A planned count is the query planner's estimate (EXPLAIN), as PostgREST reports it.
    const { rows } = await b.local.db.query<Record<string, unknown>>('explain (format json) select 1 from public.films');
    const cell = Object.values(rows[0])[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: { 'Plan Rows': number } }>;
    const { count: planned } = await b.anon().from('films').select('id', { count: 'planned' });
    expect(planned).toBe(Math.round(plan[0].Plan['Plan Rows']));
  });

  it('answers a range past the end with 416 PGRST103', async () => {
    const res = await b.rest('/films?select=id&offset=7', { headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('*/5');
    expect(await res.json()).toEqual({
      code: 'PGRST103',
      details: 'An offset of 7 was requested, but there are only 5 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
  });

  it('reports an empty page as */total', async () => {
    const res = await b.rest('/films?select=id&year=gt.3000', { headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('*/0');
    expect(await res.json()).toEqual([]);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await b.rest('/films?select=id&language=eq.ru', { method: 'HEAD', headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-1/2');
    expect(await res.text()).toBe('');
    const { count, data, error } = await b.anon().from('films').select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBe(5);
    expect(data).toBeNull();
  });
});

describe('singular responses', () => {
  it('returns one object for Accept: application/vnd.pgrst.object+json (supabase-js .single())', async () => {
    const { data, error } = await b.anon().from('films').select('title').eq('id', 3).single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Solaris' });
  });

  it('answers zero or many rows with 406 PGRST116', async () => {
    const none = await b.rest('/films?id=eq.99', { headers: { accept: 'application/vnd.pgrst.object+json' } });
    expect(none.status).toBe(406);
    expect(await none.json()).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    });
    const { error } = await b.anon().from('films').select('id').single();
    expect(error?.code).toBe('PGRST116');
    expect(error?.details).toBe('The result contains 5 rows');
  });

  it('lets .maybeSingle() return null for no rows', async () => {
    const { data, error } = await b.anon().from('films').select('id').eq('id', 99).maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('renders CSV for Accept: text/csv', async () => {
    const { data } = await b.anon().from('directors').select('id,last_name').lte('id', 2).order('id').csv();
    expect(data).toBe('id,last_name\n1,Kubrick\n2,Tarkovsky');
  });
});
