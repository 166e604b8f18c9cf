/**
 * The functions the schedule, the deploy workflow and the seed call with a service key (rebuild-site,
 * weekly-digest) take both kinds of key: verify_jwt is off for them, since the gateway cannot verify an opaque
 * sb_secret_ key, and the one caller check in _shared/caller.ts decides. Functions still behind verify_jwt refuse
 * an sb_ key as a bearer token (as hosted's gateway does) and take a user's session sent with a publishable key.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, passTotp, startTestBackend, TEST_PASSWORD, type TestAdmin, type TestBackend } from '../harness.ts';

let backend: TestBackend;
let hook: http.Server;
let hookCalls = 0;
const functionEnv: Record<string, string> = {};
let admin: TestAdmin;
let reader: { client: SupabaseClient; id: string };

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    req.resume();
    if (req.method === 'POST') hookCalls++;
    res.writeHead(202).end();
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  functionEnv.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
  backend = await startTestBackend({ functionEnv });
  Object.assign(functionEnv, {
    EMAIL_API_URL: `${backend.url}/mailbox`,
    EMAIL_API_KEY: 'test-key',
    EMAIL_FROM: 'RD <weekly@example.test>',
    SITE_URL: 'http://site.test',
  });
  admin = await backend.newAdmin('keys-admin');
  reader = await backend.newUser('keys-reader');
});
afterAll(async () => {
  await backend?.close();
  await new Promise((resolve) => hook?.close(resolve));
});
beforeEach(async () => {
  hookCalls = 0;
  await backend.service().from('site_builds').delete().gte('id', 0);
});

/** A POST as supabase-js sends it for a client made with `key` and no session: apikey and bearer both the key. */
async function callWithKey(name: string, key: string, body: Record<string, unknown> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A POST with a user's session, under a client made with the publishable key. */
async function callAsUser(name: string, client: SupabaseClient, body: Record<string, unknown> = {}) {
  const { data } = await client.auth.getSession();
  const response = await fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: backend.local.keys.publishableKey, authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function builds() {
  const { data, error } = await backend.service().from('site_builds').select('trigger, requested_by, reason').order('id');
  if (error) throw new Error(error.message);
  return data;
}

describe('rebuild-site with either kind of key', () => {
  it('the secret key is the schedule, through supabase-js', async () => {
    const secret = clientFor(backend.url, backend.local.keys.secretKey);
    const { data, error } = await secret.functions.invoke('rebuild-site', { body: { trigger: 'schedule', reason: 'Nightly release' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'queued', dispatched: true });
    expect(hookCalls).toBe(1);
    expect(await builds()).toEqual([{ trigger: 'schedule', requested_by: null, reason: 'Nightly release' }]);
  });

  it('the legacy service-role key is the schedule', async () => {
    const { status } = await callWithKey('rebuild-site', backend.serviceRoleKey, { trigger: 'schedule', reason: 'Nightly release' });
    expect(status).toBe(202);
    expect(await builds()).toEqual([{ trigger: 'schedule', requested_by: null, reason: 'Nightly release' }]);
  });

  it('the secret key sent only as apikey is the schedule', async () => {
    const response = await fetch(`${backend.url}/functions/v1/rebuild-site`, {
      method: 'POST',
      headers: { apikey: backend.local.keys.secretKey, 'content-type': 'application/json' },
      body: JSON.stringify({ trigger: 'schedule' }),
    });
    expect(response.status).toBe(202);
    expect(await builds()).toHaveLength(1);
  });

  it('the publishable key, the anon key and a forged secret key are refused, and nothing is recorded', async () => {
    for (const key of [backend.local.keys.publishableKey, backend.anonKey, 'sb_secret_' + 'A'.repeat(32)]) {
      const { status, body } = await callWithKey('rebuild-site', key, { trigger: 'schedule' });
      expect(status).toBe(401);
      expect(body.error).toBe('Sign in as an administrator to rebuild the site.');
    }
    expect(await builds()).toEqual([]);
    expect(hookCalls).toBe(0);
  });

  it("an admin's session sent with the publishable key is accepted as that admin", async () => {
    const { status } = await callAsUser('rebuild-site', admin.client, { reason: 'Published' });
    expect(status).toBe(202);
    expect(await builds()).toEqual([{ trigger: 'admin', requested_by: admin.id, reason: 'Published' }]);
  });

  it("a reader's session is refused", async () => {
    const { status, body } = await callAsUser('rebuild-site', reader.client, { reason: 'Published' });
    expect(status).toBe(403);
    expect(body.error).toBe('Only administrators can rebuild the site.');
    expect(await builds()).toEqual([]);
  });
});

describe('weekly-digest with either kind of key', () => {
  it('runs for the secret key and for the legacy service-role key', async () => {
    for (const key of [backend.local.keys.secretKey, backend.serviceRoleKey]) {
      const { status, body } = await callWithKey('weekly-digest', key);
      expect(status).toBe(200);
      expect(body).toMatchObject({ done: true });
    }
  });

  it("refuses the publishable and anon keys, an admin's session and a reader's", async () => {
    for (const key of [backend.local.keys.publishableKey, backend.anonKey]) {
      const { status, body } = await callWithKey('weekly-digest', key);
      expect(status).toBe(401);
      expect(body.error).toBe('Only the schedule sends the weekly e-mail.');
    }
    expect((await callAsUser('weekly-digest', admin.client)).status).toBe(401);
    expect((await callAsUser('weekly-digest', reader.client)).status).toBe(401);
  });
});

describe('functions behind verify_jwt', () => {
  it('the gateway refuses an sb_ key as a bearer token, as hosted does: it is not a JWT', async () => {
    for (const key of [backend.local.keys.secretKey, backend.local.keys.publishableKey]) {
      const { status, body } = await callWithKey('generate-devotional', key);
      expect(status).toBe(401);
      expect(body.message).toBe('Invalid JWT');
    }
  });

  it("an admin's session sent with the publishable key passes the gateway and the admin check", async () => {
    const publishable = clientFor(backend.url, backend.local.keys.publishableKey);
    const { error } = await publishable.auth.signInWithPassword({ email: admin.email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    await passTotp(publishable, admin.factor);
    // Past the admin check, the function answers that no image API is configured.
    const asAdmin = await callAsUser('generate-images', publishable, { devotionalText: 'Grace alone.', devotionalId: 'x' });
    expect(asAdmin.status).toBe(503);
    expect(asAdmin.body.code).toBeTruthy();
    const asReader = await callAsUser('generate-images', reader.client, { devotionalText: 'Grace alone.', devotionalId: 'x' });
    expect(asReader.status).toBe(403);
  });
});

describe('newsletter (verify_jwt off, anyone may subscribe)', () => {
  it('takes a subscription from a publishable-key client', async () => {
    const publishable = clientFor(backend.url, backend.local.keys.publishableKey);
    const { data, error } = await publishable.functions.invoke('newsletter', { body: { email: `keys.${Date.now().toString(36)}@example.test` } });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
  });
});

describe('a project whose legacy JWT keys are disabled', () => {
  it("the functions' own service clients work with the secret key alone", async () => {
    // Hosted still sets SUPABASE_SERVICE_ROLE_KEY, but a disabled legacy key is refused by the API.
    functionEnv.SUPABASE_SERVICE_ROLE_KEY = 'legacy-jwt-keys-disabled';
    try {
      const secret = clientFor(backend.url, backend.local.keys.secretKey);
      const rebuild = await secret.functions.invoke('rebuild-site', { body: { trigger: 'schedule', reason: 'Nightly release' } });
      expect(rebuild.error).toBeNull();
      expect(await builds()).toEqual([{ trigger: 'schedule', requested_by: null, reason: 'Nightly release' }]);
      const email = `keys-only.${Date.now().toString(36)}@example.test`;
      const publishable = clientFor(backend.url, backend.local.keys.publishableKey);
      const subscribed = await publishable.functions.invoke('newsletter', { body: { email } });
      expect(subscribed.error).toBeNull();
      const { data } = await backend.service().from('newsletter_subscribers').select('email').eq('email', email);
      expect(data).toEqual([{ email }]);
      expect((await callAsUser('generate-images', admin.client, { devotionalText: 'Grace alone.', devotionalId: 'x' })).status).toBe(503);
    } finally {
      delete functionEnv.SUPABASE_SERVICE_ROLE_KEY;
    }
  });
});
