/**
 * Edge Functions through /functions/v1 and supabase-js's functions.invoke, with fixture functions
 * (tests/fixtures/functions) written the way hosted Supabase runs them.
 */
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { PROJECT_ROOT } from '../../../supabase/local/config.ts';
import { startTestBackend, type TestBackend } from '../harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({
    functionsDir: path.join(PROJECT_ROOT, 'tests/fixtures/functions'),
    functionEnv: { GREETING: 'Grace and peace' },
  });
});
afterAll(() => backend?.close());

const call = (name: string, init: RequestInit = {}) => fetch(`${backend.url}/functions/v1/${name}`, init);

describe('functions', () => {
  it('supabase-js functions.invoke reaches a Deno.serve function with method, body and env', async () => {
    const { data, error } = await backend.anon().functions.invoke('echo', { body: { verse: 'Psalm 23:1' } });
    expect(error).toBeNull();
    expect(data).toEqual({
      method: 'POST',
      path: '/echo',
      query: {},
      body: { verse: 'Psalm 23:1' },
      contentType: 'application/json',
      hasAuthorization: true,
      greeting: 'Grace and peace',
      supabaseUrl: backend.url,
    });
  });

  it('passes the method, sub-path and query through, rewritten to /{name}/...', async () => {
    const res = await call('echo/devotionals/today?tz=Europe%2FLondon', {
      method: 'PUT',
      headers: { authorization: `Bearer ${backend.anonKey}`, 'content-type': 'text/plain' },
      body: 'plain words',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toMatchObject({
      method: 'PUT',
      path: '/echo/devotionals/today',
      query: { tz: 'Europe/London' },
      body: 'plain words',
      contentType: 'text/plain',
    });
  });

  it("accepts a signed-in user's JWT", async () => {
    const { client } = await backend.newUser('tabitha');
    const { data, error } = await client.functions.invoke('echo', { method: 'GET' });
    expect(error).toBeNull();
    expect(data.method).toBe('GET');
  });

  it('refuses a missing or invalid JWT with 401 like the hosted gateway', async () => {
    const missing = await call('echo', { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' });

    const forged = await call('echo', { method: 'POST', headers: { authorization: `Bearer ${backend.anonKey.slice(0, -3)}abc` } });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 401, message: 'Invalid JWT' });

    const { error } = await backend.anon().functions.invoke('echo', { headers: { Authorization: 'Bearer not.a.jwt' } });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect((error as FunctionsHttpError).context.status).toBe(401);
  });

  it('skips the JWT check for a function with verify_jwt = false in config.toml', async () => {
    const res = await call('public-hello');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hello: 'world' });
  });

  it('answers 404 for an unknown function', async () => {
    const res = await call('no-such-function', { method: 'POST', headers: { authorization: `Bearer ${backend.anonKey}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    expect((await call('_shared', { headers: { authorization: `Bearer ${backend.anonKey}` } })).status).toBe(404);
  });

  it('runs a function that exports its handler', async () => {
    const res = await call('exported/x', { headers: { authorization: `Bearer ${backend.anonKey}` } });
    expect(await res.text()).toBe('exported handler saw GET /exported/x');
  });

  it('answers 500 WORKER_ERROR when the function throws', async () => {
    const res = await call('crash', { headers: { authorization: `Bearer ${backend.anonKey}` } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
  });

  it('resolves npm: imports and hands the function the service-role key', async () => {
    await backend.newUser('dinah');
    const { data, error } = await backend.anon().functions.invoke('admin-count');
    expect(error).toBeNull();
    expect(data.users).toBeGreaterThanOrEqual(1);
  });
});

describe('functions under Deno', () => {
  const withKey = { headers: { authorization: '' } };
  beforeAll(() => {
    withKey.headers.authorization = `Bearer ${backend.anonKey}`;
    // In the server's environment but not a function secret: hosted functions never see the host's variables.
    process.env.RD_HOST_ONLY_SETTING = 'host only';
  });
  afterAll(() => {
    delete process.env.RD_HOST_ONLY_SETTING;
  });

  it('runs the function under real Deno, writing only in its own temp dir, with only its own environment', async () => {
    const shared = path.join(os.tmpdir(), `written-by-a-function-${process.pid}.txt`);
    const res = await call(`sandbox?write=${encodeURIComponent(shared)}`, withKey);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.deno).toMatch(/^2\./);
    expect(body.beside).toBe('NotCapable');
    expect(body.tmp).toBe('written');
    expect(path.dirname(body.tmpdir)).toBe(os.tmpdir());
    expect(body.requested).toBe('NotCapable');
    expect(body.leaked).toBeNull();
  });

  it('keeps a function warm between requests', async () => {
    const first = await (await call('sandbox', withKey)).json();
    const second = await (await call('sandbox', withKey)).json();
    expect(second.pid).toBe(first.pid);
  });

  it('starts a function again after it exits', async () => {
    const before = await (await call('sandbox', withKey)).json();
    const crashed = await call('sandbox/exit', withKey);
    expect(crashed.status).toBe(500);
    expect(await crashed.json()).toEqual({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    const after = await call('sandbox', withKey);
    expect(after.status).toBe(200);
    expect((await after.json()).pid).not.toBe(before.pid);
  });

  it('answers 503 BOOT_ERROR when the function fails while starting', async () => {
    const res = await call('boot-failure', withKey);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
  });

  it('restarts a function when its secrets change', async () => {
    const before = await (await call('echo', withKey)).json();
    backend.local.services.config.functionEnv.GREETING = 'Peace be with you';
    try {
      const after = await (await call('echo', withKey)).json();
      expect([before.greeting, after.greeting]).toEqual(['Grace and peace', 'Peace be with you']);
    } finally {
      backend.local.services.config.functionEnv.GREETING = 'Grace and peace';
    }
  });
});
