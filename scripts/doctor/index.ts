/**
 * `runDoctor`: every check against one live project, in the runbook's order, one result per line.
 * A check whose reading fails (the Management API refuses, a query errors) is itself a failed line, so one
 * problem never hides the others.
 */
import type { ActualGrantRow } from '@lib/grants/matrix.ts';
import { ACTUAL_GRANTS_SQL } from '@lib/grants/matrix.ts';
import {
  checkAdminMfa,
  checkEmailConfirmations,
  checkCurrentPasswordRequired,
  checkApiKey,
  checkAuthUrls,
  checkBuckets,
  checkFunction,
  checkGrants,
  checkMigrations,
  checkPrivateUnreachable,
  checkReminderCron,
  checkRowLevelSecurity,
  checkSecrets,
  checkSiteSettings,
  checkSmtp,
  checkWebPush,
  type AuthConfig,
  type Bucket,
  type CheckResult,
  type SiteSettingsRow,
} from './checks.ts';
import { EXPECTED_BUCKETS, grantsMatrix, redirectPaths, repositoryFunctions, repositoryMigrations } from './expectations.ts';
import { managementApi, preflightFunction, probePrivateFunction, readPublicVapidKey, type ProjectAccess } from './project.ts';

export type { CheckResult } from './checks.ts';

export interface DoctorOptions extends ProjectAccess {
  /** The live site's address; when given, Auth's site URL must be exactly it. */
  siteUrl?: string;
  /** The checkout to compare with (default this one). */
  root?: string;
}

async function attempt(name: string, fix: string, run: () => Promise<CheckResult | CheckResult[]>): Promise<CheckResult[]> {
  try {
    const result = await run();
    return Array.isArray(result) ? result : [result];
  } catch (error) {
    return [{ name, ok: false, detail: `could not be checked: ${(error as Error).message}`, fix }];
  }
}

export async function runDoctor(options: DoctorOptions): Promise<CheckResult[]> {
  const api = managementApi(options);
  const access = 'check the project URL, SUPABASE_ACCESS_TOKEN and SUPABASE_PROJECT_REF, then run npm run doctor again';
  const functions = repositoryFunctions(options.root);
  const results: CheckResult[] = [];

  results.push(
    ...(await attempt('migrations', access, async () => {
      const rows = await api.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
      return checkMigrations(
        repositoryMigrations(options.root),
        rows.map((r) => String(r.version)),
      );
    })),
  );
  results.push(
    ...(await attempt('row-level security', access, async () => {
      const rows = await api.query<{ relname: string; rls: boolean }>(
        `select c.relname, c.relrowsecurity as rls from pg_catalog.pg_class c
         where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`,
      );
      return checkRowLevelSecurity(
        rows.filter((r) => !r.rls).map((r) => r.relname),
        rows.length,
      );
    })),
  );
  results.push(...(await attempt('grants', access, async () => checkGrants(grantsMatrix(options.root), await api.query<ActualGrantRow>(ACTUAL_GRANTS_SQL)))));
  results.push(
    ...(await attempt('private helpers', access, async () => {
      const rows = await api.query<{ proname: string }>(
        `select distinct p.proname from pg_catalog.pg_proc p where p.pronamespace = 'private'::regnamespace order by 1`,
      );
      return checkPrivateUnreachable(await Promise.all(rows.map((r) => probePrivateFunction(options, r.proname))));
    })),
  );
  results.push(
    ...(await attempt('functions', `supabase functions deploy, then ${access}`, async () => {
      const deployed = await api.functions();
      const out: CheckResult[] = [];
      for (const fn of functions) out.push(checkFunction(fn, deployed, await preflightFunction(options, fn)));
      return out;
    })),
  );
  results.push(
    ...(await attempt('secrets', access, async () => {
      const present = await api.secretNames();
      return functions.map((fn) => checkSecrets(fn, present));
    })),
  );
  results.push(checkWebPush(await readPublicVapidKey(options)));
  results.push(
    ...(await attempt('daily reminders schedule', access, async () => {
      const [extensions] = await api.query<{ installed: boolean; available: boolean }>(
        `select exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') as installed,
                exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
                  and coalesce(current_setting('shared_preload_libraries', true), '') like '%pg_cron%' as available`,
      );
      if (!extensions.installed) return checkReminderCron({ ...extensions, jobs: [], vaultSecrets: [] });
      const jobs = await api.query<{ jobname: string; schedule: string; active: boolean }>('select jobname, schedule, active from cron.job order by jobname');
      const vault = await api.query<{ name: string }>("select name from vault.secrets where name in ('project_url', 'cron_secret') order by name");
      return checkReminderCron({ ...extensions, jobs, vaultSecrets: vault.map((v) => v.name) });
    })),
  );
  results.push(
    ...(await attempt('auth settings', access, async () => {
      const config = (await api.authConfig()) as AuthConfig;
      return [
        checkAuthUrls(config, redirectPaths(options.root), options.siteUrl),
        checkSmtp(config),
        checkAdminMfa(config),
        checkEmailConfirmations(config),
        checkCurrentPasswordRequired(config),
      ];
    })),
  );
  results.push(
    ...(await attempt('storage buckets', access, async () =>
      checkBuckets(EXPECTED_BUCKETS, await api.query<Bucket>('select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id')),
    )),
  );
  results.push(
    ...(await attempt('site settings', access, async () => {
      const rows = await api.query<SiteSettingsRow>('select timezone, site_name from public.site_settings where id');
      return checkSiteSettings(rows[0] ?? null);
    })),
  );
  // Read from the settings, not the project: it holds even when the project cannot be reached.
  results.push(checkApiKey(options.anonKey));
  return results;
}

/** The report: one line per check, the fix under each failure, and a last line with the count. */
export function formatDoctorReport(results: readonly CheckResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    lines.push(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.detail}`);
    if (!r.ok && r.fix) lines.push(`      fix: ${r.fix}`);
  }
  const failed = results.filter((r) => !r.ok).length;
  lines.push(
    failed ? `doctor: ${failed} of ${results.length} checks failed` : `doctor: all ${results.length} checks passed; the project is ready for production`,
  );
  return lines.join('\n');
}
