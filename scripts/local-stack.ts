/**
 * The whole product on one machine: supabase/local (API), the seed when the database is empty,
 * the static build pointed at that API, and the static server with the build's rewrites.
 * `npm start` runs it on fixed ports with data in .data/; the browser tests on random ports in memory.
 *
 * Publishing works as in production: the rebuild-site function POSTs BUILD_HOOK_URL, which here is a local
 * build hook (scripts/publish/build-hook.ts) in front of a builder that builds into a fresh folder and swaps the
 * served one. The start-up build goes the same way, and a nightly timer asks for the 00:05 release.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalSupabase, type LocalSupabase } from '../supabase/local/server.ts';
import { startBuildHook } from './publish/build-hook.ts';
import { startNightly, type NightlyTimer } from './publish/nightly.ts';
import { localVapidKeys, startReminderJob } from './publish/reminders.ts';
import { SiteBuilder } from './publish/site-builder.ts';
import type { TestClock } from './publish/test-clock.ts';
import { formatSeedReport, isSeeded, seed, serviceClient } from './seed.ts';
import { serveStatic, type StaticServer } from './serve-static.ts';
import { narrateChoiceFromEnv, type NarrateChoice } from './seed/narration.ts';
import { sampleNarrationScope, startBackgroundNarration, type BackgroundNarration } from './seed/background-narration.ts';
import { todayIn } from '@lib/dates.ts';
import { storedTimeZone } from './seed/time-zone.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_ADMIN_EMAIL = 'admin@reformed-devotionals.local';
export const DEFAULT_ADMIN_PASSWORD = 'devotional-admin';

export interface LocalStackOptions {
  /** Static site port; 0 picks a free one. */
  port: number;
  /** API port; 0 picks a free one. */
  supabasePort: number;
  /** PGlite data directory or 'memory'. */
  data: string;
  /** With data 'memory': start from this migrated database archive (supabase/local/db/snapshot.ts); tests only. */
  dataSnapshot?: string;
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** Where the static build goes. */
  outDir: string;
  adminEmail: string;
  adminPassword: string;
  /**
   * Auth requests allowed per client address, for both of GoTrue's limits (sign_in_sign_ups and token_refresh;
   * default config.toml's); browser tests all come from one address.
   */
  authRateLimit?: { max: number; windowSeconds: number };
  /**
   * Whether a sign-up waits for its e-mailed link: default config.toml's (on, as in production; `npm start` shows
   * the link in the local mailbox). Test stacks pass false, their accounts signing up and in at once.
   */
  confirmEmail?: boolean;
  /** Keep build output unless a step fails. */
  quiet?: boolean;
  /** Runs after the seed and before the build: test fixtures that the built pages must include. */
  beforeBuild?: (api: { apiUrl: string; anonKey: string; serviceRoleKey: string }) => Promise<void>;
  /**
   * Which sample devotionals the seed narrates: default SEED_NARRATE, else 'all' (what `npm start` wants).
   * The browser tests pass the one devotional their narration test listens to.
   */
  narrate?: NarrateChoice;
  /**
   * Narrate after the site is up instead of inside the seed (what `npm start` does): the site is served as soon as
   * the content is in, the chosen sample devotionals are narrated in worker threads, and each finished batch asks
   * for a rebuild (scripts/seed/background-narration.ts). Every start resumes what is missing, so this runs on
   * restarts too. Needs rebuildOnRequest (the default) for the pages to get their players.
   */
  narrateInBackground?: boolean;
  /** Threads for background narration; default NARRATION_WORKERS or the cores. */
  narrationWorkers?: number;
  /** Background narration: devotionals per rebuild after the first; default 7. */
  narrationBatchSize?: number;
  /** Progress lines; default console.log. */
  log?: (line: string) => void;
  /** Tests only: a movable clock (scripts/publish/test-clock.ts) that the builds follow too. */
  testClock?: TestClock;
  /** How often the nightly timer looks at the clock; default 30 s. */
  nightlyIntervalMs?: number;
  /** How often the daily-reminders function is called (default every five minutes). */
  remindersIntervalMs?: number;
  /**
   * Whether rebuild requests after the start-up build rebuild the site (default true). The shared browser-test
   * stack turns it off: the admin tests' publishes and "Rebuild now" are still recorded in site_builds by the real
   * rebuild-site function, but the site the other tests read never changes under them. Publishing has its own
   * stack with rebuilds on (tests/e2e/publishing.spec.ts).
   */
  rebuildOnRequest?: boolean;
}

export interface LocalStack {
  siteUrl: string;
  adminUrl: string;
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Whether this start loaded the sample content (false when the database already had it). */
  seeded: boolean;
  local: LocalSupabase;
  site: StaticServer;
  /** Builds and publishes the site; rebuild-site reaches it through the build hook. */
  builder: SiteBuilder;
  nightly: NightlyTimer;
  /** The background narration, when narrateInBackground is on. */
  narration: BackgroundNarration | null;
  close(): Promise<void>;
}

/** Asks the rebuild-site function for a build with the service-role key, as a scheduled job does. */
async function requestRebuild(apiUrl: string, serviceRoleKey: string, trigger: 'schedule' | 'startup' | 'manual', reason: string): Promise<void> {
  const response = await fetch(`${apiUrl}/functions/v1/rebuild-site`, {
    method: 'POST',
    headers: { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey, 'content-type': 'application/json' },
    body: JSON.stringify({ trigger, reason }),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(`rebuild-site answered ${response.status}: ${body.error ?? 'no reason given'}`);
}

/** Asks weekly-digest (this week's e-mail) or daily-email (today's) to send, as the schedules do. */
async function sendNewsletter(apiUrl: string, serviceRoleKey: string, name: 'weekly-digest' | 'daily-email'): Promise<void> {
  const response = await fetch(`${apiUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey },
  });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${body.error ?? 'no reason given'}`);
}

/** What a step of the start-up must release on close, pushed in start order (closed in reverse). */
type Resources = Array<() => Promise<void>>;
type Log = (line: string) => void;

/**
 * supabase/local, with the Edge Functions' environment: `functionEnv` is read by each function at its call, so the
 * addresses known only later (the build hook, the site) are filled in as they come.
 */
async function startApi(options: LocalStackOptions, functionEnv: Record<string, string>, resources: Resources, log: Log): Promise<LocalSupabase> {
  log(
    `Starting supabase/local (${options.databaseUrl ? 'PostgreSQL' : options.data === 'memory' ? 'PGlite in memory' : `PGlite in ${path.relative(ROOT, options.data) || options.data}`})...`,
  );
  // The site's own port is known only once it listens; with a fixed port it is known now, and auth
  // e-mails link back to it (GoTrue's SITE_URL).
  const local = await startLocalSupabase({
    functionEnv,
    port: options.supabasePort,
    data: options.data,
    dataSnapshot: options.dataSnapshot,
    databaseUrl: options.databaseUrl,
    ...(options.port ? { siteUrl: `http://localhost:${options.port}` } : {}),
    ...(options.data === 'memory' ? { storageDir: 'memory' } : {}),
    ...(options.confirmEmail === undefined ? {} : { confirmEmail: options.confirmEmail }),
    // As production's dashboard setting (docs/deploy.md): a signed-in password change gives the current password.
    updatePasswordRequireCurrentPassword: true,
    // Password sign-ins count against /token's limit (token_refresh), sign-ups and recovery against sign_in_sign_ups.
    ...(options.authRateLimit ? { authRateLimit: options.authRateLimit, tokenRateLimit: options.authRateLimit, mfaRateLimit: options.authRateLimit } : {}),
  });
  resources.push(() => local.close());
  // The functions' e-mail (newsletter confirmations, the weekly digest) goes to the local mailbox's e-mail API.
  Object.assign(functionEnv, {
    EMAIL_API_URL: `${local.url}/mailbox`,
    EMAIL_API_KEY: 'local-mailbox',
    EMAIL_FROM: 'Reformed Devotionals <weekly@reformed-devotionals.local>',
    ...(options.port ? { SITE_URL: `http://localhost:${options.port}` } : {}),
    // Web push (daily-reminders): keys made once per data folder, like a project's secrets.
    ...localVapidKeys(options.data === 'memory' ? null : path.dirname(options.data)),
  });
  return local;
}

/** Loads the sample content into an empty database; whether it did. */
async function seedIfEmpty(local: LocalSupabase, options: LocalStackOptions, narrateChoice: NarrateChoice, log: Log): Promise<boolean> {
  if (await isSeeded(serviceClient(local.url, local.keys.serviceRoleKey))) return false;
  log('Empty database: loading the sample content...');
  const report = await seed({
    url: local.url,
    serviceRoleKey: local.keys.serviceRoleKey,
    adminEmail: options.adminEmail,
    adminPassword: options.adminPassword,
    sample: true,
    narrate: options.narrateInBackground ? 'none' : narrateChoice,
    log,
  });
  log(formatSeedReport(report));
  return true;
}

/**
 * The builder behind a local build hook, as production's rebuild-site reaches Cloudflare's: rebuild-site is told the
 * hook's address, and the start-up build goes through it like any other. Resolves once that build is published,
 * with the folder it went to.
 */
async function buildThroughHook(
  local: LocalSupabase,
  service: ReturnType<typeof serviceClient>,
  options: LocalStackOptions,
  functionEnv: Record<string, string>,
  resources: Resources,
  log: Log,
): Promise<{ builder: SiteBuilder; published: string }> {
  const clock = options.testClock;
  const builder = new SiteBuilder({
    supabaseUrl: local.url,
    anonKey: local.keys.anonKey,
    service,
    outDir: options.outDir,
    quiet: options.quiet,
    log,
    clockOffsetMs: clock ? () => clock.offsetMs() : undefined,
    // The admin's passage lookup reads the KJV from supabase/local's stand-in for bible-api.com, so it works offline.
    bibleApiUrl: `${local.url}/bible-api`,
    // On a fixed port other than 4321 the pages' canonical links and the podcast feed name that port.
    siteUrl: process.env.SITE_URL || (options.port ? `http://localhost:${options.port}` : undefined),
  });
  resources.push(() => builder.close());
  let startupBuilt = false;
  const hook = await startBuildHook(() => {
    if (!startupBuilt || options.rebuildOnRequest !== false) builder.request();
  });
  resources.push(() => hook.close());
  functionEnv.BUILD_HOOK_URL = hook.url;

  log('Building the site and the admin...');
  await requestRebuild(local.url, local.keys.serviceRoleKey, 'startup', 'Start-up build');
  await builder.whenIdle();
  startupBuilt = true;
  if (!builder.current) throw new Error(`The site could not be built: ${builder.lastError ?? 'unknown error'}`);
  return { builder, published: builder.current };
}

/** The nightly release, and after it the day's e-mails, as Supabase Cron runs them in production. */
function startNightlyRelease(
  local: LocalSupabase,
  service: ReturnType<typeof serviceClient>,
  builder: SiteBuilder,
  options: LocalStackOptions,
  resources: Resources,
  log: Log,
): NightlyTimer {
  const { serviceRoleKey } = local.keys;
  const nightly = startNightly({
    builtAt: () => builder.currentStartedAt,
    busy: () => builder.busy,
    // Read at every tick, so a zone changed in the console's Site settings moves the next release at once.
    timeZone: () => storedTimeZone(service),
    requestBuild: async (reason, day) => {
      await requestRebuild(local.url, serviceRoleKey, 'schedule', reason);
      // Once the day's release is online, the daily e-mail goes out (to the local mailbox), as Supabase Cron
      // sends it after the release in production; Sunday's release also ends the week's digest. Each function
      // sends a day's or a week's e-mail once, whoever calls.
      await builder.whenIdle();
      await sendNewsletter(local.url, serviceRoleKey, 'daily-email').catch((error: Error) => log(`Daily e-mail: ${error.message}`));
      if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) {
        await sendNewsletter(local.url, serviceRoleKey, 'weekly-digest').catch((error: Error) => log(`Weekly e-mail: ${error.message}`));
      }
    },
    log,
    intervalMs: options.nightlyIntervalMs,
  });
  resources.push(async () => nightly.stop());
  return nightly;
}

/** Narration of the chosen sample devotionals after the site is up, each finished batch asking for a rebuild. */
async function narrateInBackground(
  local: LocalSupabase,
  service: ReturnType<typeof serviceClient>,
  today: string,
  narrateChoice: NarrateChoice,
  options: LocalStackOptions,
  resources: Resources,
  log: Log,
): Promise<BackgroundNarration> {
  const scope = await sampleNarrationScope(narrateChoice);
  const narration = startBackgroundNarration({
    client: service,
    ...scope,
    today,
    log,
    workers: options.narrationWorkers,
    batchSize: options.narrationBatchSize,
    rebuild: (reason) => requestRebuild(local.url, local.keys.serviceRoleKey, 'manual', reason),
  });
  // Released first on close: no upload starts once the API is going away.
  resources.push(() => narration.stop());
  return narration;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const resources: Resources = [];
  const close = async () => {
    for (const release of resources.reverse()) await release().catch((error) => console.error(error));
  };

  try {
    // rebuild-site reads BUILD_HOOK_URL from here; it is filled in once the hook listens.
    const functionEnv: Record<string, string> = {};
    const local = await startApi(options, functionEnv, resources, log);
    const { anonKey, serviceRoleKey } = local.keys;

    const narrateChoice = options.narrate ?? narrateChoiceFromEnv(process.env.SEED_NARRATE) ?? 'all';
    const seeded = await seedIfEmpty(local, options, narrateChoice, log);
    await options.beforeBuild?.({ apiUrl: local.url, anonKey, serviceRoleKey });

    const service = serviceClient(local.url, serviceRoleKey);
    // site_settings.timezone is the one source of "today" (the seed stored SITE_TIMEZONE there on a first install).
    const today = todayIn(await storedTimeZone(service));
    const { builder, published } = await buildThroughHook(local, service, options, functionEnv, resources, log);

    const site = await serveStatic({ root: published, port: options.port });
    resources.push(() => site.close());
    builder.onPublish((dir) => site.setRoot(dir));
    functionEnv.SITE_URL = site.url;

    const nightly = startNightlyRelease(local, service, builder, options, resources, log);
    // The daily reminders every five minutes, as Supabase Cron calls them in production.
    const reminders = startReminderJob({ apiUrl: local.url, serviceRoleKey, intervalMs: options.remindersIntervalMs, log });
    resources.push(async () => reminders.stop());
    const narration = options.narrateInBackground ? await narrateInBackground(local, service, today, narrateChoice, options, resources, log) : null;

    // On a random port the site's address was unknown when the API started: allow-list it now, as hosted
    // Supabase's additional_redirect_urls would, so e-mailed links (password recovery) can land on it.
    if (!options.port) local.services.config.redirectUrls.push(`${site.url}/**`);
    // With a port picked at random the site's address is known only now: auth e-mails must link back to it.
    if (!options.port) local.services.config.siteUrl = site.url;

    return {
      siteUrl: site.url,
      adminUrl: `${site.url}/admin/`,
      apiUrl: local.url,
      anonKey,
      serviceRoleKey,
      seeded,
      local,
      site,
      builder,
      nightly,
      narration,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
