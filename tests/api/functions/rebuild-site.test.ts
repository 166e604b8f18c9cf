/**
 * The rebuild-site function through supabase-js and /functions/v1: who may ask, what it records in site_builds,
 * how a burst becomes one call of the build hook, and how the builder's claim serves every queued request.
 * The build hook is a local HTTP server that counts the POSTs, as a host's deploy hook would receive them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { claimBuild, recordBuildResult } from '../../../scripts/publish/build-record.ts';
import { startTestBackend, type TestBackend } from '../harness.ts';

let backend: TestBackend;
let hook: http.Server;
let hookCalls = 0;
let hookStatus = 202;
const functionEnv: Record<string, string> = {};
let admin: { client: SupabaseClient; id: string };
let reader: { client: SupabaseClient; id: string };

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    req.resume();
    if (req.method === 'POST') hookCalls++;
    res.writeHead(hookStatus).end();
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  functionEnv.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
  backend = await startTestBackend({ functionEnv });
  admin = await backend.newAdmin('rebuild-admin');
  reader = await backend.newUser('rebuild-reader');
});
afterAll(async () => {
  await backend?.close();
  await new Promise((resolve) => hook?.close(resolve));
});

beforeEach(async () => {
  hookCalls = 0;
  hookStatus = 202;
  functionEnv.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
  await backend.service().from('site_builds').delete().gte('id', 0);
});

async function rows() {
  const { data, error } = await backend.service().from('site_builds').select('*').order('id');
  if (error) throw new Error(error.message);
  return data as Array<Record<string, unknown>>;
}

async function statusOf(error: unknown): Promise<{ status: number; body: { error?: string } }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

describe('rebuild-site', () => {
  it('refuses a caller without a session, and records nothing', async () => {
    const { error } = await backend.anon().functions.invoke('rebuild-site', { body: { reason: 'try' } });
    const { status } = await statusOf(error);
    expect(status).toBe(401);
    expect(await rows()).toEqual([]);
    expect(hookCalls).toBe(0);
  });

  it('refuses a signed-in reader who is not an admin', async () => {
    const { error } = await reader.client.functions.invoke('rebuild-site', { body: { reason: 'try' } });
    const { status, body } = await statusOf(error);
    expect(status).toBe(403);
    expect(body.error).toBe('Only administrators can rebuild the site.');
    expect(await rows()).toEqual([]);
  });

  it('records an admin request with who asked and why, and calls the build hook', async () => {
    const { data, error } = await admin.client.functions.invoke('rebuild-site', { body: { reason: 'Published "Grace Alone"' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'queued', dispatched: true });
    expect(hookCalls).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ trigger: 'admin', requested_by: admin.id, reason: 'Published "Grace Alone"', status: 'queued' });
    expect(row.dispatched_at).not.toBeNull();
  });

  it('an admin cannot pass as the schedule', async () => {
    const { error } = await admin.client.functions.invoke('rebuild-site', { body: { trigger: 'schedule' } });
    expect((await statusOf(error)).status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('accepts the schedule with the service-role key', async () => {
    const { error } = await backend.service().functions.invoke('rebuild-site', { body: { trigger: 'schedule', reason: 'Nightly release' } });
    expect(error).toBeNull();
    const [row] = await rows();
    expect(row).toMatchObject({ trigger: 'schedule', requested_by: null, reason: 'Nightly release' });
  });

  it('coalesces a burst into one build: one hook call, one build row, the rest served by it', async () => {
    for (let i = 0; i < 4; i++) {
      const { error } = await admin.client.functions.invoke('rebuild-site', { body: { reason: `edit ${i}` } });
      expect(error).toBeNull();
    }
    expect(hookCalls).toBe(1);
    expect((await rows()).map((r) => r.status)).toEqual(['queued', 'queued', 'queued', 'queued']);

    // The builder starts: it takes in every queued request.
    const claim = await claimBuild(backend.service(), { trigger: 'manual', reason: 'unused' });
    expect(claim.requestIds).toHaveLength(4);
    await recordBuildResult(backend.service(), claim, { ok: true, durationMs: 1234, pages: 42 });
    const after = await rows();
    const build = after.find((r) => r.id === claim.buildId)!;
    expect(build).toMatchObject({ status: 'succeeded', duration_ms: 1234, pages: 42, reason: 'edit 3' });
    expect(after.filter((r) => r.status === 'coalesced').map((r) => r.served_by)).toEqual([claim.buildId, claim.buildId, claim.buildId]);

    // Once that build has started, the next request needs a build of its own.
    await admin.client.functions.invoke('rebuild-site', { body: { reason: 'after' } });
    expect(hookCalls).toBe(2);
  });

  it('records a hook that refuses as a failed request, with the reason', async () => {
    hookStatus = 500;
    const { error } = await admin.client.functions.invoke('rebuild-site', { body: {} });
    const { status, body } = await statusOf(error);
    expect(status).toBe(502);
    expect(body.error).toBe('The build hook answered 500.');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', error: 'The build hook answered 500.' });
  });

  it('says so when no build target is configured', async () => {
    delete functionEnv.BUILD_HOOK_URL;
    const { error } = await admin.client.functions.invoke('rebuild-site', { body: {} });
    const { status, body } = await statusOf(error);
    expect(status).toBe(503);
    expect(body.error).toMatch(/BUILD_HOOK_URL/);
  });

  it('refuses a reason longer than 200 characters', async () => {
    const { error } = await admin.client.functions.invoke('rebuild-site', { body: { reason: 'x'.repeat(201) } });
    expect((await statusOf(error)).status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('admins read the history; readers and the public do not', async () => {
    await admin.client.functions.invoke('rebuild-site', { body: { reason: 'visible' } });
    const { data: seen } = await admin.client.from('site_builds').select('reason');
    expect(seen).toEqual([{ reason: 'visible' }]);
    const { data: hidden } = await reader.client.from('site_builds').select('reason');
    expect(hidden).toEqual([]);
  });
});
