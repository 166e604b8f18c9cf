/**
 * The doctor's checks as pure functions: each takes what was read from a live project and returns one line,
 * pass or fail, and for a failure the command or dashboard setting that fixes it. project.ts does the reading.
 */
import { compareGrants, type ActualGrantRow, type GrantMatrix } from '@lib/grants/matrix.ts';
import { FUNCTION_SECRETS, missingSecrets } from '@lib/production/function-secrets.ts';
import { isTimeZone } from '@lib/time-zone/schema.ts';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
  /** For a failure: what to run or where to click. */
  fix?: string;
}

const pass = (name: string, detail: string): CheckResult => ({ name, ok: true, detail });
const fail = (name: string, detail: string, fix: string): CheckResult => ({ name, ok: false, detail, fix });

const list = (names: readonly string[], max = 5) =>
  names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;

export function checkMigrations(repository: readonly string[], applied: readonly string[]): CheckResult {
  const name = 'migrations';
  const done = new Set(applied);
  const missing = repository.filter((v) => !done.has(v));
  const latest = repository.at(-1) ?? '(none)';
  if (missing.length) return fail(name, `${missing.length} of ${repository.length} not applied: ${list(missing)}`, 'supabase db push');
  const known = new Set(repository);
  const unknown = applied.filter((v) => !known.has(v));
  if (unknown.length) {
    return fail(
      name,
      `the database has migrations this checkout does not: ${list(unknown)}`,
      'git pull (this checkout is older than the project), then npm run doctor again',
    );
  }
  return pass(name, `all ${repository.length} applied, up to ${latest}`);
}

export function checkRowLevelSecurity(tablesWithoutRls: readonly string[], tableCount: number): CheckResult {
  const name = 'row-level security';
  if (tablesWithoutRls.length) {
    return fail(
      name,
      `off on ${list(tablesWithoutRls)}`,
      `Dashboard → SQL Editor: ${tablesWithoutRls.map((t) => `alter table public.${t} enable row level security;`).join(' ')}`,
    );
  }
  return pass(name, `on for all ${tableCount} tables in public`);
}

export function checkGrants(matrix: GrantMatrix, actual: readonly ActualGrantRow[]): CheckResult {
  const name = 'grants';
  const differences = compareGrants(matrix, actual);
  if (differences.length) {
    return fail(
      name,
      `${differences.length} differ from docs/grants.md: ${list(differences, 3)}`,
      'supabase db push (the migrations grant exactly docs/grants.md)',
    );
  }
  return pass(name, `equal to docs/grants.md (${matrix.size} objects)`);
}

/** Each private helper called through the REST API with the anon key: PostgREST must refuse the schema. */
export function checkPrivateUnreachable(probes: ReadonlyArray<{ fn: string; status: number; code: string | null }>): CheckResult {
  const name = 'private helpers';
  const reachable = probes.filter((p) => !(p.status === 406 && p.code === 'PGRST106'));
  if (reachable.length) {
    return fail(
      name,
      `the API reaches ${list(reachable.map((p) => `private.${p.fn} (HTTP ${p.status})`))}`,
      'Dashboard → Project Settings → Data API → Exposed schemas: keep only public (and graphql_public); never private',
    );
  }
  return pass(name, `schema private is not exposed (${probes.length} helpers refused)`);
}

export interface DeployedFunction {
  slug: string;
  status: string;
}

/** One line per function of the repository: deployed, active and answering a CORS preflight. */
export function checkFunction(fn: string, deployed: readonly DeployedFunction[], answer: { status: number } | { error: string }): CheckResult {
  const name = `function ${fn}`;
  const fix = `supabase functions deploy ${fn}`;
  const found = deployed.find((d) => d.slug === fn);
  if (!found) return fail(name, 'not deployed', fix);
  if (found.status !== 'ACTIVE') return fail(name, `status ${found.status}`, fix);
  if ('error' in answer) return fail(name, `does not answer: ${answer.error}`, fix);
  if (answer.status < 200 || answer.status >= 300)
    return fail(name, `answers HTTP ${answer.status} to a preflight`, `${fix}, then read its logs: Dashboard → Edge Functions → ${fn} → Logs`);
  return pass(name, `deployed and answering (HTTP ${answer.status})`);
}

/** One line per function: every required secret set (names only, never values). */
export function checkSecrets(fn: string, present: ReadonlySet<string>): CheckResult {
  const name = `secrets for ${fn}`;
  const requirements = FUNCTION_SECRETS[fn] ?? [];
  const missing: string[] = [];
  const optional: string[] = [];
  for (const requirement of requirements) {
    const lacking = missingSecrets(requirement, present);
    if (!lacking.length) continue;
    if (requirement.optional) optional.push(`${lacking.join(', ')} (${requirement.purpose})`);
    else missing.push(...lacking);
  }
  if (missing.length) return fail(name, `not set: ${missing.join(', ')}`, `supabase secrets set ${missing.map((m) => `${m}=…`).join(' ')}`);
  return pass(name, optional.length ? `required set; optional not set: ${optional.join('; ')}` : 'all set');
}

export interface AuthConfig {
  site_url?: string | null;
  uri_allow_list?: string | null;
  smtp_host?: string | null;
  smtp_port?: string | number | null;
  smtp_user?: string | null;
  smtp_pass?: string | null;
  smtp_admin_email?: string | null;
  smtp_sender_name?: string | null;
  mfa_totp_enroll_enabled?: boolean | null;
  mfa_totp_verify_enabled?: boolean | null;
  mailer_autoconfirm?: boolean | null;
  security_update_password_require_current_password?: boolean | null;
}

const AUTH_URLS_FIX =
  'set [auth] site_url and additional_redirect_urls in supabase/config.toml to the live site, then supabase config push (or Dashboard → Authentication → URL Configuration)';

/**
 * Auth's site URL is the live site (SITE_URL when given), and every redirect the site uses (the paths of
 * config.toml's additional_redirect_urls) is allowed on it.
 */
export function checkAuthUrls(config: AuthConfig, redirectPaths: readonly string[], expectedSiteUrl?: string): CheckResult {
  const name = 'auth URLs';
  const site = (config.site_url ?? '').replace(/\/+$/, '');
  if (!site) return fail(name, 'no site URL', AUTH_URLS_FIX);
  const expected = expectedSiteUrl?.replace(/\/+$/, '');
  if (expected && site !== expected) return fail(name, `site URL is ${site}, the site is at ${expected}`, AUTH_URLS_FIX);
  const allowed = new Set(
    (config.uri_allow_list ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
  );
  const missing = redirectPaths.map((p) => `${site}${p}`).filter((u) => !allowed.has(u));
  if (missing.length) return fail(name, `redirect URLs not allowed: ${list(missing)}`, AUTH_URLS_FIX);
  return pass(name, `site URL ${site}, ${redirectPaths.length} redirect URLs allowed`);
}

const SMTP_FIELDS = ['smtp_host', 'smtp_port', 'smtp_user', 'smtp_pass', 'smtp_admin_email', 'smtp_sender_name'] as const;

export function checkSmtp(config: AuthConfig): CheckResult {
  const name = 'auth e-mail (SMTP)';
  const missing = SMTP_FIELDS.filter((field) => config[field] === null || config[field] === undefined || String(config[field]).trim() === '');
  if (missing.length) {
    return fail(
      name,
      `not configured: ${missing.join(', ')} (Supabase's own mailer only writes to the project's team)`,
      'Dashboard → Authentication → Emails → SMTP Settings: host, port, username, password, sender e-mail, sender name (or [auth.email.smtp] in supabase/config.toml, then supabase config push)',
    );
  }
  return pass(name, `${config.smtp_host}:${config.smtp_port} as ${config.smtp_sender_name} <${config.smtp_admin_email}>`);
}

/** Admin rights need an aal2 session, which only a TOTP factor gives: without it no admin could use the console. */
export function checkAdminMfa(config: AuthConfig): CheckResult {
  const name = 'admin second factor (TOTP)';
  const off = (['mfa_totp_enroll_enabled', 'mfa_totp_verify_enabled'] as const).filter((field) => config[field] !== true);
  if (off.length) {
    return fail(
      name,
      `${off.join(', ')} off: admins could not enrol or enter their code, and admin rights need it`,
      'keep [auth.mfa.totp] enroll_enabled = true and verify_enabled = true in supabase/config.toml, then supabase config push (or Dashboard → Authentication → Multi-Factor → TOTP: Enabled)',
    );
  }
  return pass(name, 'TOTP enrolment and verification on');
}

/**
 * An account's address must be proven before anything trusts it (the newsletter's settings do): with
 * confirmations off, signing up with someone else's address gives a confirmed session at once.
 */
export function checkEmailConfirmations(config: AuthConfig): CheckResult {
  const name = 'e-mail confirmation';
  if (config.mailer_autoconfirm !== false) {
    return fail(
      name,
      "off: a sign-up with anyone's address is confirmed at once, and the e-mail settings would trust it",
      'keep [auth.email] enable_confirmations = true in supabase/config.toml, then supabase config push (or Dashboard → Authentication → Sign In / Providers → Email: Confirm email on)',
    );
  }
  return pass(name, 'on: a new account confirms its address by the e-mailed link before it signs in');
}

/**
 * A signed-in password change must give the current password: otherwise a stolen session sets a new one and then
 * passes every check that asks for the password (deleting the account). The CLI's config.toml has no key for it.
 */
export function checkCurrentPasswordRequired(config: AuthConfig): CheckResult {
  const name = 'current password for a new password';
  if (config.security_update_password_require_current_password !== true) {
    return fail(
      name,
      'off: a session alone can set a new password, and with it pass the password check of account deletion',
      'Dashboard → Authentication → Email → "Require current password when updating": on (supabase config push cannot set it)',
    );
  }
  return pass(name, 'on: /settings asks for the current password; the reset link still works without it');
}

/**
 * The key the site is built with and the browser holds. Supabase deprecated the legacy JWT keys (anon,
 * service_role) for removal at the end of 2026; a site built with one stops working when they go.
 */
export function checkApiKey(key: string): CheckResult {
  const name = 'API keys';
  if (key.startsWith('sb_publishable_')) return pass(name, 'the publishable key (sb_publishable_…)');
  return fail(
    name,
    key.startsWith('eyJ') ? 'the legacy anon JWT: Supabase removes the legacy keys at the end of 2026' : 'not a publishable key',
    'Dashboard → Project Settings → API Keys: use the publishable key (sb_publishable_…) for PUBLIC_SUPABASE_ANON_KEY and SUPABASE_ANON_KEY, and a secret key (sb_secret_…) wherever the service_role key was set; then rebuild the site',
  );
}

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

const sameTypes = (a: readonly string[] | null, b: readonly string[] | null) => JSON.stringify([...(a ?? [])].sort()) === JSON.stringify([...(b ?? [])].sort());

export function checkBuckets(expected: readonly Bucket[], actual: readonly Bucket[]): CheckResult {
  const name = 'storage buckets';
  const problems: string[] = [];
  for (const want of expected) {
    const got = actual.find((b) => b.id === want.id);
    if (!got) {
      problems.push(`${want.id} missing`);
      continue;
    }
    if (got.public !== want.public) problems.push(`${want.id} is ${got.public ? 'public' : 'private'}`);
    const limit = got.file_size_limit === null ? null : Number(got.file_size_limit);
    const wantLimit = want.file_size_limit === null ? null : Number(want.file_size_limit);
    if (limit !== wantLimit) problems.push(`${want.id} limit ${limit ?? 'none'}, expected ${wantLimit ?? 'none'}`);
    if (!sameTypes(got.allowed_mime_types, want.allowed_mime_types)) {
      problems.push(`${want.id} types ${(got.allowed_mime_types ?? ['any']).join(' ')}, expected ${(want.allowed_mime_types ?? ['any']).join(' ')}`);
    }
  }
  if (problems.length)
    return fail(
      name,
      problems.join('; '),
      'supabase db push (the storage migrations create and limit the buckets), or Dashboard → Storage → the bucket → Edit bucket',
    );
  return pass(name, expected.map((b) => b.id).join(', '));
}

export interface SiteSettingsRow {
  timezone?: string | null;
  site_name?: string | null;
}

export function checkSiteSettings(row: SiteSettingsRow | null): CheckResult {
  const name = 'site settings';
  if (!row) return fail(name, 'the site_settings row is missing', 'supabase db push, then npm run seed (it stores SITE_TIMEZONE)');
  const problems: string[] = [];
  if (!row.timezone || !isTimeZone(row.timezone)) problems.push(`time zone "${row.timezone ?? ''}" is not an IANA name`);
  if (!row.site_name?.trim()) problems.push('no site name');
  if (problems.length) return fail(name, problems.join('; '), 'the console: /admin/site-settings (Site name, Time zone)');
  return pass(name, `${row.site_name}, time zone ${row.timezone}`);
}

/** What the daily-reminders function answers to GET: its VAPID public key, or why web push is not configured. */
export function checkWebPush(answer: { status: number; body: { publicKey?: unknown; error?: unknown } } | { error: string }): CheckResult {
  const name = 'web push (VAPID)';
  const fix = 'generate one pair (docs/deploy.md, "Daily reminders"), then supabase secrets set VAPID_PUBLIC_KEY=… VAPID_PRIVATE_KEY=… VAPID_SUBJECT=mailto:…';
  if ('error' in answer) return fail(name, `daily-reminders does not answer: ${answer.error}`, 'supabase functions deploy daily-reminders');
  if (answer.status === 503) return fail(name, String(answer.body.error ?? 'not configured'), fix);
  const key = answer.body.publicKey;
  if (answer.status !== 200 || typeof key !== 'string' || !/^B[A-Za-z0-9_-]{86}$/.test(key))
    return fail(name, `daily-reminders answers HTTP ${answer.status} without a public key`, 'supabase functions deploy daily-reminders, then read its logs');
  return pass(name, `the key pair matches; browsers subscribe with ${key.slice(0, 12)}…`);
}

export interface CronReading {
  /** pg_cron is installed in the database. */
  installed: boolean;
  /** pg_cron could be installed (hosted Supabase); false in supabase/local and plain PostgreSQL. */
  available: boolean;
  jobs: ReadonlyArray<{ jobname: string; schedule: string; active: boolean }>;
  /** The names of the Vault secrets the cron calls read (never their values). */
  vaultSecrets: readonly string[];
}

/** Supabase Cron calls daily-reminders every five minutes, with the Vault secrets it needs. */
export function checkReminderCron(reading: CronReading): CheckResult {
  const name = 'daily reminders schedule';
  if (!reading.installed && !reading.available)
    return pass(name, 'no pg_cron in this database (supabase/local): npm start calls daily-reminders every five minutes');
  const migration = 'supabase db push (migration 20261211000110_daily_reminders_cron.sql schedules it once pg_cron and pg_net are enabled)';
  if (!reading.installed) return fail(name, 'pg_cron is not enabled', `Dashboard → Database → Extensions: enable pg_cron and pg_net, then ${migration}`);
  const job = reading.jobs.find((j) => j.jobname === 'rd-daily-reminders');
  if (!job) return fail(name, 'the cron job rd-daily-reminders is missing', migration);
  if (!job.active || job.schedule !== '*/5 * * * *')
    return fail(
      name,
      `rd-daily-reminders is ${job.active ? `scheduled "${job.schedule}"` : 'inactive'}`,
      "Dashboard → Integrations → Cron: run rd-daily-reminders every five minutes ('*/5 * * * *'), active",
    );
  const missing = ['project_url', 'cron_secret'].filter((s) => !reading.vaultSecrets.includes(s));
  if (missing.length)
    return fail(
      name,
      `Vault secret ${missing.join(' and ')} not set: the job calls nothing`,
      "Dashboard → SQL Editor: select vault.create_secret('…', 'project_url'); and the same for cron_secret (docs/deploy.md)",
    );
  return pass(name, 'rd-daily-reminders every five minutes, with project_url and cron_secret in the Vault');
}
