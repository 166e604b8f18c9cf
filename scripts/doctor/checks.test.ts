import { describe, expect, it } from 'vitest';
import { parseGrantMatrix } from '@lib/grants/matrix.ts';
import {
  checkAuthUrls,
  checkBuckets,
  checkFunction,
  checkGrants,
  checkMigrations,
  checkPrivateUnreachable,
  checkSecrets,
  checkSiteSettings,
  checkSmtp,
  checkAdminMfa,
  checkEmailConfirmations,
  checkCurrentPasswordRequired,
  checkApiKey,
  checkReminderCron,
  checkWebPush,
} from './checks.ts';
import { formatDoctorReport } from './index.ts';
import { projectRefFromUrl } from '../doctor.ts';

describe('doctor checks', () => {
  it('migrations: all applied, some missing, or the database ahead of the checkout', () => {
    expect(checkMigrations(['1', '2'], ['1', '2'])).toMatchObject({ ok: true, detail: 'all 2 applied, up to 2' });
    expect(checkMigrations(['1', '2', '3'], ['1'])).toMatchObject({ ok: false, detail: '2 of 3 not applied: 2, 3', fix: 'supabase db push' });
    expect(checkMigrations(['1'], ['1', '9'])).toMatchObject({ ok: false, fix: expect.stringContaining('git pull') });
  });

  it('grants: equal to the matrix, or each difference counted', () => {
    const matrix = parseGrantMatrix(
      '| object | kind | anon | authenticated | service_role |\n|---|---|---|---|---|\n| tags | table | SELECT | SELECT | SELECT |\n',
    );
    const rows = (roles: string[]) => [
      { object: 'tags', kind: 'table' as const, role: null, privilege: null, column_name: null },
      ...roles.map((role) => ({ object: 'tags', kind: 'table' as const, role: role as 'anon', privilege: 'SELECT', column_name: null })),
    ];
    expect(checkGrants(matrix, rows(['anon', 'authenticated', 'service_role'])).ok).toBe(true);
    const missing = checkGrants(matrix, rows(['anon', 'authenticated']));
    expect(missing).toMatchObject({ ok: false, fix: 'supabase db push (the migrations grant exactly docs/grants.md)' });
    expect(missing.detail).toMatch(/^1 differ from docs\/grants\.md: tags: service_role/);
  });

  it('private helpers: only PostgREST\'s "schema not exposed" answer passes', () => {
    expect(checkPrivateUnreachable([{ fn: 'is_admin', status: 406, code: 'PGRST106' }]).ok).toBe(true);
    const exposed = checkPrivateUnreachable([{ fn: 'is_admin', status: 200, code: null }]);
    expect(exposed).toMatchObject({ ok: false, detail: 'the API reaches private.is_admin (HTTP 200)' });
    expect(exposed.fix).toContain('Exposed schemas');
  });

  it('functions: deployed, active and answering', () => {
    const deployed = [
      { slug: 'newsletter', status: 'ACTIVE' },
      { slug: 'rebuild-site', status: 'THROTTLED' },
    ];
    expect(checkFunction('newsletter', deployed, { status: 200 }).ok).toBe(true);
    expect(checkFunction('weekly-digest', deployed, { status: 200 })).toMatchObject({
      ok: false,
      detail: 'not deployed',
      fix: 'supabase functions deploy weekly-digest',
    });
    expect(checkFunction('rebuild-site', deployed, { status: 200 })).toMatchObject({ ok: false, detail: 'status THROTTLED' });
    expect(checkFunction('newsletter', deployed, { status: 503 })).toMatchObject({ ok: false, detail: 'answers HTTP 503 to a preflight' });
    expect(checkFunction('newsletter', deployed, { error: 'fetch failed' })).toMatchObject({ ok: false, detail: 'does not answer: fetch failed' });
  });

  it('secrets: names the missing ones; optional ones only noted', () => {
    const platform = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'];
    expect(checkSecrets('newsletter', new Set([...platform, 'EMAIL_API_URL']))).toMatchObject({
      ok: false,
      detail: 'not set: EMAIL_API_KEY, EMAIL_FROM, SITE_URL',
      fix: 'supabase secrets set EMAIL_API_KEY=… EMAIL_FROM=… SITE_URL=…',
    });
    const generator = checkSecrets('generate-devotional', new Set(platform));
    expect(generator.ok).toBe(true);
    expect(generator.detail).toContain('optional not set: AI_API_KEY');
  });

  it('auth URLs: the live site and every redirect the site uses', () => {
    const paths = ['', '/dashboard', '/auth?reset=true'];
    const allowed = 'https://rd.example,https://rd.example/dashboard,https://rd.example/auth?reset=true';
    expect(checkAuthUrls({ site_url: 'https://rd.example', uri_allow_list: allowed }, paths, 'https://rd.example/').ok).toBe(true);
    expect(checkAuthUrls({ site_url: 'http://localhost:3000', uri_allow_list: allowed }, paths, 'https://rd.example')).toMatchObject({
      ok: false,
      detail: 'site URL is http://localhost:3000, the site is at https://rd.example',
    });
    const missing = checkAuthUrls({ site_url: 'https://rd.example', uri_allow_list: 'https://rd.example' }, paths);
    expect(missing.detail).toBe('redirect URLs not allowed: https://rd.example/dashboard, https://rd.example/auth?reset=true');
    expect(missing.fix).toContain('supabase config push');
  });

  it('SMTP: every field Auth needs', () => {
    const full = {
      smtp_host: 'smtp.resend.com',
      smtp_port: '465',
      smtp_user: 'resend',
      smtp_pass: 'a1b2',
      smtp_admin_email: 'hello@rd.example',
      smtp_sender_name: 'Reformed Devotionals',
    };
    expect(checkSmtp(full)).toMatchObject({ ok: true, detail: 'smtp.resend.com:465 as Reformed Devotionals <hello@rd.example>' });
    const none = checkSmtp({ ...full, smtp_host: null, smtp_pass: '' });
    expect(none).toMatchObject({ ok: false });
    expect(none.detail).toMatch(/^not configured: smtp_host, smtp_pass/);
    expect(none.fix).toContain('SMTP Settings');
  });

  it('admin second factor: TOTP enrolment and verification both on', () => {
    expect(checkAdminMfa({ mfa_totp_enroll_enabled: true, mfa_totp_verify_enabled: true })).toMatchObject({ ok: true });
    const off = checkAdminMfa({ mfa_totp_enroll_enabled: true, mfa_totp_verify_enabled: false });
    expect(off).toMatchObject({ ok: false });
    expect(off.detail).toMatch(/^mfa_totp_verify_enabled off/);
    expect(off.fix).toContain('[auth.mfa.totp]');
    expect(checkAdminMfa({}).detail).toMatch(/^mfa_totp_enroll_enabled, mfa_totp_verify_enabled off/);
  });

  it('API keys: the publishable key passes; a legacy anon JWT fails with where to find the new keys', () => {
    expect(checkApiKey('sb_publishable_abc123')).toMatchObject({ ok: true });
    const legacy = checkApiKey('eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.x');
    expect(legacy).toMatchObject({ ok: false });
    expect(legacy.detail).toContain('end of 2026');
    expect(legacy.fix).toContain('sb_publishable_');
  });

  it('current password for a new password: on, or the doctor fails with the dashboard toggle', () => {
    expect(checkCurrentPasswordRequired({ security_update_password_require_current_password: true })).toMatchObject({ ok: true });
    const off = checkCurrentPasswordRequired({ security_update_password_require_current_password: false });
    expect(off).toMatchObject({ ok: false });
    expect(off.detail).toMatch(/^off:/);
    expect(off.fix).toContain('Require current password when updating');
    expect(checkCurrentPasswordRequired({}).ok).toBe(false);
  });

  it('e-mail confirmation: on, or the doctor fails (a sign-up with any address would be confirmed at once)', () => {
    expect(checkEmailConfirmations({ mailer_autoconfirm: false })).toMatchObject({ ok: true });
    const off = checkEmailConfirmations({ mailer_autoconfirm: true });
    expect(off).toMatchObject({ ok: false });
    expect(off.detail).toMatch(/^off:/);
    expect(off.fix).toContain('enable_confirmations = true');
    // A project that does not say is not assumed safe.
    expect(checkEmailConfirmations({}).ok).toBe(false);
  });

  it('buckets: present, public, limited and typed as the product needs', () => {
    const want = [{ id: 'avatars', public: true, file_size_limit: 5242880, allowed_mime_types: ['image/png', 'image/jpeg'] }];
    expect(checkBuckets(want, [{ id: 'avatars', public: true, file_size_limit: '5242880', allowed_mime_types: ['image/jpeg', 'image/png'] }]).ok).toBe(true);
    expect(checkBuckets(want, [{ id: 'avatars', public: true, file_size_limit: null, allowed_mime_types: null }]).detail).toBe(
      'avatars limit none, expected 5242880; avatars types any, expected image/png image/jpeg',
    );
    expect(checkBuckets(want, []).detail).toBe('avatars missing');
  });

  it('site settings: the row, a real time zone and a name', () => {
    expect(checkSiteSettings({ timezone: 'Pacific/Auckland', site_name: 'RD' }).ok).toBe(true);
    expect(checkSiteSettings(null)).toMatchObject({ ok: false, detail: 'the site_settings row is missing' });
    expect(checkSiteSettings({ timezone: 'Nowhere', site_name: ' ' })).toMatchObject({
      ok: false,
      detail: 'time zone "Nowhere" is not an IANA name; no site name',
      fix: 'the console: /admin/site-settings (Site name, Time zone)',
    });
  });

  it('the report: one line per check, the fix under a failure, the count last', () => {
    const report = formatDoctorReport([
      { name: 'migrations', ok: true, detail: 'all 2 applied, up to 2' },
      { name: 'grants', ok: false, detail: '1 differ', fix: 'supabase db push' },
    ]);
    expect(report).toBe('PASS  migrations: all 2 applied, up to 2\nFAIL  grants: 1 differ\n      fix: supabase db push\ndoctor: 1 of 2 checks failed');
  });

  it('the project ref comes from the project URL', () => {
    expect(projectRefFromUrl('https://abcdefghijklmnopqrst.supabase.co')).toBe('abcdefghijklmnopqrst');
    expect(projectRefFromUrl('http://127.0.0.1:54321')).toBeNull();
  });

  it('web push passes with the function’s public key and fails with its reason while VAPID is not set', () => {
    const key = `B${'a'.repeat(86)}`;
    expect(checkWebPush({ status: 200, body: { publicKey: key } })).toMatchObject({ ok: true });
    const missing = checkWebPush({ status: 503, body: { error: 'Web push is not configured: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT' } });
    expect(missing).toMatchObject({ ok: false, detail: expect.stringContaining('not configured') });
    expect(missing.fix).toContain('supabase secrets set VAPID_PUBLIC_KEY=');
    expect(checkWebPush({ error: 'connection refused' })).toMatchObject({ ok: false, fix: 'supabase functions deploy daily-reminders' });
  });

  it('the reminders schedule needs the five-minute job and the Vault secrets where pg_cron runs', () => {
    const job = { jobname: 'rd-daily-reminders', schedule: '*/5 * * * *', active: true };
    const vault = ['cron_secret', 'project_url'];
    expect(checkReminderCron({ installed: false, available: false, jobs: [], vaultSecrets: [] })).toMatchObject({ ok: true });
    expect(checkReminderCron({ installed: true, available: true, jobs: [job], vaultSecrets: vault })).toMatchObject({ ok: true });
    expect(checkReminderCron({ installed: false, available: true, jobs: [], vaultSecrets: [] })).toMatchObject({ ok: false, detail: 'pg_cron is not enabled' });
    expect(checkReminderCron({ installed: true, available: true, jobs: [], vaultSecrets: vault })).toMatchObject({
      ok: false,
      detail: 'the cron job rd-daily-reminders is missing',
    });
    expect(checkReminderCron({ installed: true, available: true, jobs: [{ ...job, active: false }], vaultSecrets: vault })).toMatchObject({ ok: false });
    expect(checkReminderCron({ installed: true, available: true, jobs: [job], vaultSecrets: ['project_url'] })).toMatchObject({
      ok: false,
      detail: expect.stringContaining('cron_secret'),
    });
  });
});
