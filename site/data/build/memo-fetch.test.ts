import { describe, expect, it } from 'vitest';
import { memoizedGets } from './memo-fetch.ts';

/** A stand-in API that counts what reaches it and answers with the count, or with the status it is told. */
function countingApi(statuses: number[] = []) {
  const calls: string[] = [];
  const impl: typeof fetch = async (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    const status = statuses.shift() ?? 200;
    return new Response(JSON.stringify({ call: calls.length }), { status, headers: { 'content-type': 'application/json', 'content-range': '0-0/*' } });
  };
  return { calls, impl };
}

describe('memoizedGets', () => {
  it('answers a repeated read from the first answer, with its status and headers, each time as a fresh response', async () => {
    const api = countingApi();
    const memo = memoizedGets(api.impl);
    const first = await memo('http://api.test/rest/v1/confessions?select=id', { headers: { accept: 'application/json' } });
    const second = await memo('http://api.test/rest/v1/confessions?select=id', { headers: { accept: 'application/json' } });
    expect(api.calls).toHaveLength(1);
    expect(await first.json()).toEqual({ call: 1 });
    expect(await second.json()).toEqual({ call: 1 });
    expect(second.status).toBe(200);
    expect(second.headers.get('content-range')).toBe('0-0/*');
  });

  it('sends reads that differ in address, Accept, Prefer or Range', async () => {
    const api = countingApi();
    const memo = memoizedGets(api.impl);
    await memo('http://api.test/a');
    await memo('http://api.test/b');
    await memo('http://api.test/a', { headers: { accept: 'application/vnd.pgrst.object+json' } });
    await memo('http://api.test/a', { headers: new Headers({ prefer: 'count=exact' }) });
    await memo('http://api.test/a', { headers: { range: '0-9' } });
    expect(api.calls).toHaveLength(5);
  });

  it('never keeps a write', async () => {
    const api = countingApi();
    const memo = memoizedGets(api.impl);
    await memo('http://api.test/rpc/f', { method: 'POST', body: '{}' });
    await memo('http://api.test/rpc/f', { method: 'POST', body: '{}' });
    expect(api.calls).toEqual(['POST http://api.test/rpc/f', 'POST http://api.test/rpc/f']);
  });

  it('sends a read again after an answer that was not a success or no answer at all', async () => {
    const api = countingApi([503]);
    const memo = memoizedGets(api.impl);
    expect((await memo('http://api.test/a')).status).toBe(503);
    expect((await memo('http://api.test/a')).status).toBe(200);
    expect((await memo('http://api.test/a')).status).toBe(200);
    expect(api.calls).toHaveLength(2);

    let fail = true;
    const flaky = memoizedGets(async () => {
      if (fail) {
        fail = false;
        throw new TypeError('fetch failed');
      }
      return new Response('[]');
    });
    await expect(flaky('http://api.test/b')).rejects.toThrow('fetch failed');
    expect(await (await flaky('http://api.test/b')).text()).toBe('[]');
  });
});
