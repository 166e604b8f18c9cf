/**
 * The whole product on one machine: supabase/local (API), the seed when the database is empty,
 * the static build pointed at that API, and the static server with the build's rewrites.
 * `npm start` runs it on fixed ports with data in .data/; the browser tests on random ports in memory.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalSupabase, type LocalSupabase } from '../supabase/local/server.ts';
import { buildAll } from './build-site.ts';
import { formatSeedReport, isSeeded, seed, serviceClient } from './seed.ts';
import { serveStatic, type StaticServer } from './serve-static.ts';

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
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** Where the static build goes. */
  outDir: string;
  adminEmail: string;
  adminPassword: string;
  /** Keep build output unless a step fails. */
  quiet?: boolean;
  /** Runs after the seed and before the build: test fixtures that the built pages must include. */
  beforeBuild?: (api: { apiUrl: string; anonKey: string; serviceRoleKey: string }) => Promise<void>;
  /** Progress lines; default console.log. */
  log?: (line: string) => void;
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
  close(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const resources: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const release of resources.reverse()) await release().catch((error) => console.error(error));
  };

  try {
    log(`Starting supabase/local (${options.databaseUrl ? 'PostgreSQL' : options.data === 'memory' ? 'PGlite in memory' : `PGlite in ${path.relative(ROOT, options.data) || options.data}`})...`);
    // The site's own port is known only once it listens; with a fixed port it is known now, and auth
    // e-mails link back to it (GoTrue's SITE_URL).
    const local = await startLocalSupabase({
      port: options.supabasePort,
      data: options.data,
      databaseUrl: options.databaseUrl,
      ...(options.port ? { siteUrl: `http://localhost:${options.port}` } : {}),
      ...(options.data === 'memory' ? { storageDir: 'memory' } : {}),
    });
    resources.push(() => local.close());
    const { anonKey, serviceRoleKey } = local.keys;

    let seeded = false;
    if (!(await isSeeded(serviceClient(local.url, serviceRoleKey)))) {
      log('Empty database: loading the sample content...');
      const report = await seed({ url: local.url, serviceRoleKey, adminEmail: options.adminEmail, adminPassword: options.adminPassword });
      log(formatSeedReport(report));
      seeded = true;
    }

    await options.beforeBuild?.({ apiUrl: local.url, anonKey, serviceRoleKey });

    log('Building the site and the admin...');
    // The admin's passage lookup reads the KJV from supabase/local's stand-in for bible-api.com, so it works offline.
    await buildAll({ supabaseUrl: local.url, anonKey, bibleApiUrl: `${local.url}/bible-api`, outDir: options.outDir, quiet: options.quiet });

    const site = await serveStatic({ root: options.outDir, port: options.port });
    resources.push(() => site.close());
    // On a random port the site's address was unknown when the API started: allow-list it now, as hosted
    // Supabase's additional_redirect_urls would, so e-mailed links (password recovery) can land on it.
    if (!options.port) local.services.config.redirectUrls.push(`${site.url}/**`);

    return {
      siteUrl: site.url,
      adminUrl: `${site.url}/admin/`,
      apiUrl: local.url,
      anonKey,
      serviceRoleKey,
      seeded,
      local,
      site,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
