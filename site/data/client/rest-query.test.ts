import { describe, expect, it } from 'vitest';
import { compactColumns, restClient } from './rest-query.ts';

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A PostgREST stand-in: records each request and answers with `reply`. */
function stub(reply: (sent: Sent) => Response = () => Response.json([])) {
  const sent: Sent[] = [];
  const send: typeof fetch = async (input, init) => {
    const request = {
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(request);
    return reply(request);
  };
  return { rest: restClient('https://api.example.org/rest/v1', send), sent };
}

describe('the light client’s PostgREST requests', () => {
  it('reads with select=, eq. filters, several orders and a limit, and answers the rows', async () => {
    const { rest, sent } = stub(() => Response.json([{ id: 1 }], { status: 200 }));
    const result = await rest
      .from('user_reading_history')
      .select('id, devotional_id, devotionals(title)')
      .eq('user_id', 'u-1')
      .order('completed_at', { ascending: false })
      .order('id')
      .limit(400);
    expect(result).toEqual({ data: [{ id: 1 }], error: null, count: null, status: 200, statusText: '' });
    const [{ url, method, headers }] = sent;
    expect(method).toBe('GET');
    expect(url.origin + url.pathname).toBe('https://api.example.org/rest/v1/user_reading_history');
    expect([...url.searchParams]).toEqual([
      ['select', 'id,devotional_id,devotionals(title)'],
      ['user_id', 'eq.u-1'],
      ['order', 'completed_at.desc,id.asc'],
      ['limit', '400'],
    ]);
    expect(headers.has('Prefer')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('writes in., not., gte. and lte. filters as PostgREST reads them, quoting list values that hold its separators', async () => {
    const { rest, sent } = stub();
    await rest
      .from('devotionals')
      .select('id')
      .in('slug', ['plain', 'a,b', 'say "hi"'])
      .not('learner_id', 'is', null)
      .gte('day', '2026-01-01')
      .lte('day', '2026-01-07');
    expect([...sent[0].url.searchParams]).toEqual([
      ['select', 'id'],
      ['slug', 'in.(plain,"a,b","say \\"hi\\"")'],
      ['learner_id', 'not.is.null'],
      ['day', 'gte.2026-01-01'],
      ['day', 'lte.2026-01-07'],
    ]);
  });

  it('drops whitespace from the columns except inside double quotes', () => {
    expect(compactColumns(' id ,\n  "full name", devotionals ( title ) ')).toBe('id,"full name",devotionals(title)');
  });

  it('counts without rows: a HEAD request with Prefer: count=exact, the total read from Content-Range', async () => {
    const { rest, sent } = stub(() => new Response(null, { status: 200, headers: { 'Content-Range': '0-24/25' } }));
    const result = await rest.from('user_saved_devotionals').select('id', { count: 'exact', head: true }).eq('user_id', 'u-1');
    expect(sent[0].method).toBe('HEAD');
    expect(sent[0].headers.get('Prefer')).toBe('count=exact');
    expect(result).toMatchObject({ data: null, error: null, count: 25 });
  });

  it('.single() asks PostgREST for one object; .maybeSingle() answers the one row, or null for none', async () => {
    const rows = [[{ id: 'a' }], []];
    const { rest, sent } = stub((request) => Response.json(request.headers.get('Accept') ? { id: 'one' } : rows.shift()));
    expect((await rest.from('profiles').select('id').eq('id', 'a').single()).data).toEqual({ id: 'one' });
    expect(sent[0].headers.get('Accept')).toBe('application/vnd.pgrst.object+json');
    expect((await rest.from('profiles').select('id').eq('id', 'a').maybeSingle()).data).toEqual({ id: 'a' });
    expect(sent[1].headers.has('Accept')).toBe(false);
    expect(await rest.from('profiles').select('id').eq('id', 'b').maybeSingle()).toMatchObject({ data: null, error: null, status: 200 });
  });

  it('.maybeSingle() refuses several rows with PostgREST’s PGRST116', async () => {
    const { rest } = stub(() => Response.json([{ id: 1 }, { id: 2 }]));
    const result = await rest.from('profiles').select('id').maybeSingle();
    expect(result).toMatchObject({ data: null, status: 406, error: { code: 'PGRST116', details: expect.stringContaining('2 rows') } });
  });

  it('inserts, updates and deletes with a JSON body, asking for the rows back only when .select() follows', async () => {
    const { rest, sent } = stub((request) =>
      request.headers.get('Prefer')?.includes('return=representation') ? Response.json({ id: 'n-1' }) : new Response(null, { status: 201 }),
    );
    const inserted = await rest.from('devotional_notes').insert({ user_id: 'u', note_content: 'Amen' }).select('id, note_content').single();
    expect(inserted).toMatchObject({ data: { id: 'n-1' }, error: null });
    expect(sent[0]).toMatchObject({ method: 'POST', body: { user_id: 'u', note_content: 'Amen' } });
    expect(sent[0].headers.get('Prefer')).toBe('return=representation');
    expect(sent[0].headers.get('Content-Type')).toBe('application/json');
    expect(sent[0].url.searchParams.get('select')).toBe('id,note_content');

    const plain = await rest.from('user_feedback').insert({ feedback_text: 'Thanks' });
    expect(plain).toEqual({ data: null, error: null, count: null, status: 201, statusText: '' });
    expect(sent[1].headers.has('Prefer')).toBe(false);

    await rest.from('practice_learners').update({ name: 'Ruth' }).eq('id', 'l-1').select('id');
    expect(sent[2]).toMatchObject({ method: 'PATCH', body: { name: 'Ruth' } });
    expect(sent[2].url.search).toBe('?id=eq.l-1&select=id');

    await rest.from('user_saved_devotionals').delete().eq('user_id', 'u').eq('devotional_id', 'd');
    expect(sent[3]).toMatchObject({ method: 'DELETE', body: undefined });
    expect(sent[3].url.search).toBe('?user_id=eq.u&devotional_id=eq.d');
  });

  it('upserts on the conflict columns given, merging duplicates', async () => {
    const { rest, sent } = stub(() => new Response(null, { status: 201 }));
    await rest.from('user_preferences').upsert({ user_id: 'u', bible_translation: 'bsb' }, { onConflict: 'user_id' });
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url.searchParams.get('on_conflict')).toBe('user_id');
    expect(sent[0].headers.get('Prefer')).toBe('resolution=merge-duplicates');
  });

  it('calls an RPC with a POST of its arguments (an empty object without), and .maybeSingle() takes its one row', async () => {
    const { rest, sent } = stub((request) => Response.json(request.url.pathname.endsWith('my_reading_stats') ? [{ streak: 3 }] : 'monthly'));
    expect((await rest.rpc('set_my_newsletter_frequency', { frequency: 'monthly' })).data).toBe('monthly');
    expect(sent[0]).toMatchObject({ method: 'POST', body: { frequency: 'monthly' } });
    expect(sent[0].url.pathname).toBe('/rest/v1/rpc/set_my_newsletter_frequency');
    expect((await rest.rpc('my_reading_stats').maybeSingle()).data).toEqual({ streak: 3 });
    expect(sent[1].body).toEqual({});
  });

  it('answers PostgREST’s refusal as the error, with its code, details and hint', async () => {
    const refusal = { message: 'duplicate key value violates unique constraint', code: '23505', details: 'Key exists.', hint: null };
    const { rest } = stub(() => Response.json(refusal, { status: 409, statusText: 'Conflict' }));
    expect(await rest.from('user_saved_devotionals').insert({ user_id: 'u' })).toEqual({
      data: null,
      error: refusal,
      count: null,
      status: 409,
      statusText: 'Conflict',
    });
  });

  it('answers a refusal that is not JSON with its text as the message', async () => {
    const { rest } = stub(() => new Response('Bad gateway', { status: 502 }));
    expect((await rest.rpc('site_today')).error).toEqual({ message: 'Bad gateway', code: '', details: null, hint: null });
  });

  it('answers a request that never reached the server with an error, status 0, instead of throwing', async () => {
    const rest = restClient('https://api.example.org/rest/v1/', async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await rest.from('profiles').select('is_blocked').maybeSingle();
    expect(result).toMatchObject({ data: null, status: 0, error: { message: 'TypeError: Failed to fetch', code: '' } });
  });
});
