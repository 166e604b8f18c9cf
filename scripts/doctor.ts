/**
 * npm run doctor: is this Supabase project ready for production? One line per check, pass or fail, and for each
 * failure the command or dashboard setting that fixes it. Exit code 0 only when every check passes.
 *
 * A hosted project (docs/deploy.md):
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_ANON_KEY=<anon or publishable key>
 *   SUPABASE_ACCESS_TOKEN=<personal access token, Dashboard → Account → Access Tokens> [SITE_URL=https://<site>]
 *   npm run doctor
 * The project ref is read from SUPABASE_URL (or SUPABASE_PROJECT_REF); the Management API is
 * https://api.supabase.com (or SUPABASE_MANAGEMENT_API).
 *
 * `npm start`'s stack: npm run doctor -- --local (SUPABASE_URL default http://127.0.0.1:54321, JWT_SECRET as the
 * stack's): supabase/local answers the same Management API paths with its own access token.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_JWT_SECRET } from '../supabase/local/config.ts';
import { deriveApiKeys } from '../supabase/local/keys.ts';
import { managementToken } from '../supabase/local/management/token.ts';
import { readProjectToml } from '../supabase/local/project-toml.ts';
import { formatDoctorReport, runDoctor, type DoctorOptions } from './doctor/index.ts';
import { PROJECT_ROOT } from './doctor/expectations.ts';

const HOSTED_API = 'https://api.supabase.com';

/** <ref> of https://<ref>.supabase.co */
export function projectRefFromUrl(url: string): string | null {
  const match = /^([a-z0-9]+)\.supabase\.(co|in|net)$/.exec(new URL(url).hostname);
  return match ? match[1] : null;
}

async function optionsFromEnv(args: string[], env: NodeJS.ProcessEnv): Promise<DoctorOptions | string> {
  if (args.includes('--local')) {
    const url = env.SUPABASE_URL || 'http://127.0.0.1:54321';
    const secret = env.JWT_SECRET || DEFAULT_JWT_SECRET;
    const projectId = readProjectToml(path.join(PROJECT_ROOT, 'supabase/config.toml')).project_id;
    return {
      url,
      anonKey: env.SUPABASE_ANON_KEY || (await deriveApiKeys(secret)).publishableKey,
      managementUrl: url,
      accessToken: env.SUPABASE_ACCESS_TOKEN || managementToken(secret),
      ref: env.SUPABASE_PROJECT_REF || String(projectId ?? 'local'),
      siteUrl: env.SITE_URL || undefined,
    };
  }
  const url = env.SUPABASE_URL || env.PUBLIC_SUPABASE_URL;
  const anonKey = env.SUPABASE_ANON_KEY || env.PUBLIC_SUPABASE_ANON_KEY;
  const accessToken = env.SUPABASE_ACCESS_TOKEN;
  const missing = [!url && 'SUPABASE_URL', !anonKey && 'SUPABASE_ANON_KEY', !accessToken && 'SUPABASE_ACCESS_TOKEN'].filter(Boolean);
  if (missing.length) return `Set ${missing.join(', ')} (docs/deploy.md, step 1), or run npm run doctor -- --local against npm start.`;
  const ref = env.SUPABASE_PROJECT_REF || projectRefFromUrl(url!);
  if (!ref) return `Cannot tell the project ref from ${url}: set SUPABASE_PROJECT_REF (Dashboard → Project Settings → General → Project ID).`;
  return {
    url: url!.replace(/\/+$/, ''),
    anonKey: anonKey!,
    accessToken: accessToken!,
    ref,
    managementUrl: env.SUPABASE_MANAGEMENT_API || HOSTED_API,
    siteUrl: env.SITE_URL || undefined,
  };
}

async function main(): Promise<number> {
  const options = await optionsFromEnv(process.argv.slice(2), process.env);
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  console.log(`Checking ${options.url} (project ${options.ref})...`);
  const results = await runDoctor(options);
  console.log(formatDoctorReport(results));
  return results.every((r) => r.ok) ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
