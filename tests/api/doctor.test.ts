/**
 * npm run doctor against supabase/local: every line passes on a stack configured as `npm start` configures it
 * (the functions' secrets scripts/local-stack.ts sets), and a project with a fault fails that check with the
 * line that fixes it. supabase/local answers the Management API paths the doctor reads (/v1/projects/{ref}/…).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDoctor, formatDoctorReport, type DoctorOptions } from '../../scripts/doctor/index.ts';
import { defaultConfig } from '../../supabase/local/config.ts';
import { localVapidKeys } from '../../scripts/publish/reminders.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;
let options: DoctorOptions;

beforeAll(async () => {
  t = await startTestBackend({
    // Sign-up confirms by e-mail, as the file production pushes (and `npm start`) say.
    confirmEmail: defaultConfig().confirmEmail,
    // What scripts/local-stack.ts gives the functions: the local mailbox's e-mail API, the site and the build hook.
    functionEnv: {
      EMAIL_API_URL: 'http://127.0.0.1:9/mailbox',
      EMAIL_API_KEY: 'local-mailbox',
      EMAIL_FROM: 'Reformed Devotionals <weekly@reformed-devotionals.local>',
      SITE_URL: 'http://localhost:4321',
      BUILD_HOOK_URL: 'http://127.0.0.1:9/hook',
      ...localVapidKeys(null, {}),
    },
  });
  options = { url: t.url, anonKey: t.local.keys.publishableKey, managementUrl: t.url, accessToken: t.local.managementToken, ref: 'reformed-devotionals' };
}, 120_000);

afterAll(() => t?.close());

describe('doctor', () => {
  it('passes every check against the local stack, one line each', async () => {
    const results = await runDoctor(options);
    const report = formatDoctorReport(results);
    expect(
      results.filter((r) => !r.ok),
      report,
    ).toEqual([]);
    const names = results.map((r) => r.name);
    for (const name of [
      'migrations',
      'row-level security',
      'grants',
      'private helpers',
      'function rebuild-site',
      'secrets for newsletter',
      'auth URLs',
      'auth e-mail (SMTP)',
      'admin second factor (TOTP)',
      'e-mail confirmation',
      'current password for a new password',
      'API keys',
      'storage buckets',
      'site settings',
      'web push (VAPID)',
      'daily reminders schedule',
    ]) {
      expect(names).toContain(name);
    }
    expect(report.split('\n').at(-1)).toBe(`doctor: all ${results.length} checks passed; the project is ready for production`);
  }, 120_000);

  it('fails a site configured with the legacy anon JWT, which Supabase removes at the end of 2026', async () => {
    const results = await runDoctor({ ...options, anonKey: t.anonKey });
    expect(results.filter((r) => !r.ok).map((r) => r.name)).toEqual(['API keys']);
  }, 120_000);

  it('fails a table with row-level security off, naming the statement that fixes it', async () => {
    await t.local.db.query('alter table public.tags disable row level security');
    try {
      const rls = (await runDoctor(options)).find((r) => r.name === 'row-level security')!;
      expect(rls).toMatchObject({ ok: false, detail: 'off on tags' });
      expect(rls.fix).toBe('Dashboard → SQL Editor: alter table public.tags enable row level security;');
    } finally {
      await t.local.db.query('alter table public.tags enable row level security');
    }
  }, 120_000);

  it('fails a project whose sign-up does not confirm the address, with the setting that fixes it', async () => {
    const config = t.local.services.config;
    config.confirmEmail = false;
    try {
      const check = (await runDoctor(options)).find((r) => r.name === 'e-mail confirmation')!;
      expect(check).toMatchObject({ ok: false });
      expect(check.fix).toContain('enable_confirmations = true');
    } finally {
      config.confirmEmail = true;
    }
  }, 120_000);

  it('fails a project whose signed-in password change does not ask for the current password, naming the toggle', async () => {
    const config = t.local.services.config;
    config.updatePasswordRequireCurrentPassword = false;
    try {
      const check = (await runDoctor(options)).find((r) => r.name === 'current password for a new password')!;
      expect(check).toMatchObject({ ok: false });
      expect(check.fix).toContain('Require current password when updating');
    } finally {
      config.updatePasswordRequireCurrentPassword = true;
    }
  }, 120_000);

  it('fails a function whose secret is missing, with the command that sets it', async () => {
    const env = t.local.services.config.functionEnv;
    const saved = env.BUILD_HOOK_URL;
    delete env.BUILD_HOOK_URL;
    try {
      const results = await runDoctor(options);
      const report = formatDoctorReport(results);
      expect(results.find((r) => r.name === 'secrets for rebuild-site')).toMatchObject({
        ok: false,
        detail: 'not set: BUILD_HOOK_URL',
        fix: 'supabase secrets set BUILD_HOOK_URL=…',
      });
      expect(report).toContain('FAIL  secrets for rebuild-site: not set: BUILD_HOOK_URL\n      fix: supabase secrets set BUILD_HOOK_URL=…');
      expect(report.split('\n').at(-1)).toMatch(/^doctor: 1 of \d+ checks failed$/);
    } finally {
      env.BUILD_HOOK_URL = saved;
    }
  }, 120_000);

  it("supabase/local's Management API answers in the hosted API's shapes, and never with a secret's value", async () => {
    const get = async (path: string, init: RequestInit = {}) =>
      fetch(`${t.url}/v1/projects/reformed-devotionals${path}`, {
        ...init,
        headers: { authorization: `Bearer ${t.local.managementToken}`, 'content-type': 'application/json' },
      });
    const functions = await (await get('/functions')).json();
    expect(functions.find((f: { slug: string }) => f.slug === 'newsletter')).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'newsletter',
      name: 'newsletter',
      status: 'ACTIVE',
      version: 1,
      created_at: expect.any(Number),
      updated_at: expect.any(Number),
      verify_jwt: false,
    });
    const secrets = (await (await get('/secrets')).json()) as Array<{ name: string; value: string }>;
    const key = secrets.find((s) => s.name === 'EMAIL_API_KEY')!;
    expect(key.value).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(secrets)).not.toContain('local-mailbox');
    const auth = await (await get('/config/auth')).json();
    expect(auth).toMatchObject({ site_url: 'http://localhost:4321', uri_allow_list: expect.stringContaining('http://localhost:4321/dashboard') });
    expect(auth.smtp_pass).toMatch(/^[0-9a-f]{64}$/);
    const query = await get('/database/query', { method: 'POST', body: JSON.stringify({ query: 'select 1 as one', read_only: true }) });
    expect(query.status).toBe(201);
    expect(await query.json()).toEqual([{ one: 1 }]);
    const readOnly = await get('/database/query', { method: 'POST', body: JSON.stringify({ query: 'delete from public.tags', read_only: true }) });
    expect(readOnly.status).toBe(400);
    expect((await readOnly.json()).message).toMatch(/^Failed to run sql query: ERROR: .*read-only/);
  }, 120_000);

  it('the Management API refuses a wrong access token, and the doctor says which setting to check', async () => {
    const results = await runDoctor({ ...options, accessToken: 'sbp_0000000000000000000000000000000000000000' });
    // Every check that reads the project through the Management API fails; the key check reads only the settings,
    // and web push asks the function itself, as a browser does.
    expect(results.filter((r) => r.name !== 'API keys' && r.name !== 'web push (VAPID)').every((r) => !r.ok)).toBe(true);
    expect(results[0].detail).toContain('answered 401');
    expect(results[0].detail).toContain('SUPABASE_ACCESS_TOKEN');
    const response = await fetch(`${t.url}/v1/projects/reformed-devotionals/secrets`);
    expect(response.status).toBe(401);
  }, 120_000);
});
