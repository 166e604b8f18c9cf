/**
 * `npm run build` refuses to ship an empty site: without PUBLIC_SUPABASE_URL or PUBLIC_SUPABASE_ANON_KEY, or when
 * the API does not answer or refuses the key, it stops with a message naming the setting. It also refuses to ship
 * a key that bypasses row-level security (the service-role key) to every visitor: the whole build, the site's
 * astro build and the console's vite build each stop naming the variable.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildReaderSite, checkBuildApi } from '../../scripts/build-site.ts';
import os from 'node:os';
import { PROJECT_ROOT } from '../fixtures/shared-data.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

describe('build guard', () => {
  it('npm run build without the settings fails naming PUBLIC_SUPABASE_URL, before building anything', () => {
    const env = { ...process.env };
    delete env.PUBLIC_SUPABASE_URL;
    delete env.PUBLIC_SUPABASE_ANON_KEY;
    // SITE_URL has its own check (scripts/build-site.test.ts).
    env.SITE_URL = 'https://devotionals.example.org';
    const run = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build-site.ts', '--all'], {
      cwd: PROJECT_ROOT,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PUBLIC_SUPABASE_URL is not set');
  });

  it('names the anon key when only the URL is set', async () => {
    await expect(checkBuildApi({ supabaseUrl: backend.url })).rejects.toThrow(/^PUBLIC_SUPABASE_ANON_KEY is not set/);
  });

  it('names the URL when the API does not answer', async () => {
    await expect(checkBuildApi({ supabaseUrl: 'http://127.0.0.1:9', anonKey: backend.anonKey })).rejects.toThrow(
      /^The API at PUBLIC_SUPABASE_URL \(http:\/\/127\.0\.0\.1:9\) does not answer/,
    );
  });

  it('names the anon key when the API refuses it', async () => {
    await expect(checkBuildApi({ supabaseUrl: backend.url, anonKey: 'not-a-key' })).rejects.toThrow(/refused PUBLIC_SUPABASE_ANON_KEY/);
  });

  it('npm run build with the service-role key as PUBLIC_SUPABASE_ANON_KEY stops, naming the variable, before building anything', () => {
    const run = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build-site.ts', '--all'], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        SITE_URL: 'https://devotionals.example.org',
        PUBLIC_SUPABASE_URL: backend.url,
        PUBLIC_SUPABASE_ANON_KEY: backend.serviceRoleKey,
        SUPABASE_SERVICE_ROLE_KEY: '',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PUBLIC_SUPABASE_ANON_KEY is the service_role key');
  });

  it("the site's and the console's own builds refuse the service-role key too, whoever starts them", async () => {
    const outDir = path.join(os.tmpdir(), `rd-build-guard-${process.pid}`);
    const env = { supabaseUrl: backend.url, anonKey: backend.serviceRoleKey, quiet: true };
    await expect(buildReaderSite(env, outDir)).rejects.toThrow(/PUBLIC_SUPABASE_ANON_KEY is the service_role key/);
    await expect(buildAdmin(env, outDir)).rejects.toThrow(/PUBLIC_SUPABASE_ANON_KEY is the service_role key/);
  }, 120_000);

  it('passes with a working API and key', async () => {
    await expect(checkBuildApi({ supabaseUrl: backend.url, anonKey: backend.anonKey })).resolves.toBeUndefined();
  });
});
