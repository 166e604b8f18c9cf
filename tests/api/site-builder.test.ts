/**
 * The local builder behind the build hook when a build fails: the served site stays as it was, the request is
 * recorded as failed with the build's error, and the half-made folder is gone.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuildHook, type BuildHook } from '../../scripts/publish/build-hook.ts';
import { SiteBuilder } from '../../scripts/publish/site-builder.ts';
import { serveStatic, type StaticServer } from '../../scripts/serve-static.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

let backend: TestBackend;
let scratch: string;
let site: StaticServer;
let hook: BuildHook;
let builder: SiteBuilder;
const functionEnv: Record<string, string> = {};

beforeAll(async () => {
  backend = await startTestBackend({ functionEnv });
  scratch = await mkdtemp(path.join(os.tmpdir(), 'rd-builder-'));
  const served = path.join(scratch, 'served');
  await mkdir(path.join(served, 'admin'), { recursive: true });
  await writeFile(path.join(served, 'index.html'), '<!doctype html><title>Yesterday</title><h1>The site as it was</h1>');
  site = await serveStatic({ root: served, port: 0 });
  // The builder reads the API with a key the API refuses, so the astro build fails.
  builder = new SiteBuilder({
    supabaseUrl: backend.url,
    anonKey: 'not-the-anon-key',
    service: backend.service(),
    outDir: path.join(scratch, 'site'),
    quiet: true,
    log: () => {},
  });
  builder.current = served;
  builder.onPublish((dir) => site.setRoot(dir));
  hook = await startBuildHook(() => builder.request());
  functionEnv.BUILD_HOOK_URL = hook.url;
});

afterAll(async () => {
  await hook?.close();
  await builder?.close();
  await site?.close();
  await backend?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('a failed rebuild', () => {
  it('keeps the previous site online and records the error', async () => {
    const { error } = await backend.service().functions.invoke('rebuild-site', { body: { trigger: 'manual', reason: 'will fail' } });
    expect(error).toBeNull();
    await builder.whenIdle();

    const response = await fetch(`${site.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('The site as it was');

    const { data } = await backend.service().from('site_builds').select('status, error, reason, finished_at, duration_ms').order('id');
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({ status: 'failed', reason: 'will fail' });
    expect(data![0].error).toMatch(/astro build/);
    expect(data![0].finished_at).not.toBeNull();

    // No half-built folder is left beside the served one.
    expect(await readdir(builder.buildsDir).catch(() => [])).toEqual([]);
  }, 240_000);
});
