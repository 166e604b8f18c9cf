/**
 * npm run seed [-- --force] [-- --sample] [-- --adopt-admin]
 *
 * Loads the confessions, the tags and the first admin into the Supabase project at SUPABASE_URL (default
 * http://127.0.0.1:54321, the local backend) with SUPABASE_SECRET_KEY or SUPABASE_SERVICE_ROLE_KEY: the project's secret key
 * (sb_secret_…) or its legacy service_role key (default: the key supabase/local derives from JWT_SECRET or its default secret). With --sample it also loads content/'s sample devotionals and sample
 * testimonials (`npm start` does); never use --sample on a live site.
 * Refuses a database the seed has already completed on unless --force is given; with --force it updates what is
 * there (every write is an upsert) and adds what is missing. A database an interrupted seed left half-loaded is
 * not refused: the seed finishes it.
 *
 * Other variables: SITE_TIMEZONE (the site's time zone, stored on a first install only; default in
 * lib/time-zone/schema.ts), KJV_SOURCE (../shared/kjv), CONFESSIONS_SOURCE
 * (../shared/confessions when present, else the public Creeds.json folder at a pinned commit, checksummed and
 * cached in SOURCES_CACHE_DIR, default .data/sources), ADMIN_EMAIL
 * (admin@reformed-devotionals.local), ADMIN_PASSWORD (devotional-admin; both defaults only for an API on this
 * machine), ADMIN_ADOPT (true = --adopt-admin: make an account that already exists with ADMIN_EMAIL the admin, setting
 * its password to ADMIN_PASSWORD; without it such an account is refused), SEED_NARRATE (all|today|none|slug,…;
 * default all: every sample devotional narrated in both voices, cached in node_modules/.cache/rd-narration/),
 * TTS_* (a hosted voice instead of espeak-ng, see lib/narration/openai-speech.ts).
 */
import { pathToFileURL } from 'node:url';
import { DEFAULT_JWT_SECRET } from '../supabase/local/config.ts';
import { deriveApiKeys } from '../supabase/local/keys.ts';
import { serviceKeyError, serviceKeyFromEnv } from '@lib/api-keys/service-key.ts';
import { isSeeded, seed, serviceClient, type SeedReport } from './seed/index.ts';
import { narrateChoiceFromEnv } from './seed/narration.ts';

export { seed, isSeeded, serviceClient, importConfession, importConfessions } from './seed/index.ts';
export type { SeedOptions, SeedReport } from './seed/index.ts';

export const DEFAULT_SUPABASE_URL = 'http://127.0.0.1:54321';

export function formatSeedReport(report: SeedReport): string {
  const lines = [
    `Seeded for ${report.today} (${report.timeZone}):`,
    ...report.confessions.map((c) => `  ${c.name}: ${c.sections} sections`),
    `  ${report.tags} tags, ${report.testimonials} testimonials, ${report.devotionals} devotionals (${report.covers} covers)`,
    // Nothing narrated and nothing skipped: narration was not asked for (or `npm start` does it after the site is up).
    ...(report.narration.narrated || report.narration.skipped
      ? [
          `  narration: ${report.narration.narrated} devotionals narrated in both voices${report.narration.skipped ? `, ${report.narration.skipped} already had it` : ''}`,
        ]
      : []),
    `  admin: ${report.admin.email} / ${report.admin.password}${
      report.admin.created
        ? ''
        : report.admin.adopted
          ? ' (existing account adopted: password set, address confirmed)'
          : ' (already the admin; its password was not changed)'
    }`,
  ];
  for (const warning of report.warnings) lines.push(`  WARNING: ${warning}`);
  return lines.join('\n');
}

async function main(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const sample = args.includes('--sample');
  const adoptAdmin = args.includes('--adopt-admin') || process.env.ADMIN_ADOPT === 'true';
  const url = process.env.SUPABASE_URL || DEFAULT_SUPABASE_URL;
  const given = serviceKeyFromEnv(process.env);
  const keyError = given && serviceKeyError(given.variable, given.key);
  if (keyError) {
    console.error(keyError);
    return 1;
  }
  const serviceRoleKey = given?.key ?? (await deriveApiKeys(process.env.JWT_SECRET || DEFAULT_JWT_SECRET)).serviceRoleKey;
  let seeded: boolean;
  try {
    seeded = await isSeeded(serviceClient(url, serviceRoleKey));
  } catch (error) {
    console.error(
      `Could not reach the database at ${url}: ${(error as Error).message}\nStart it with \`npm run backend\` (or set SUPABASE_URL and SUPABASE_SECRET_KEY).`,
    );
    return 1;
  }
  if (seeded && !force) {
    console.error(`The database at ${url} has already been seeded; not seeding. Run \`npm run seed -- --force\` to update it anyway.`);
    return 1;
  }
  const report = await seed({
    url,
    serviceRoleKey,
    sample,
    adoptAdmin,
    narrate: narrateChoiceFromEnv(process.env.SEED_NARRATE) ?? 'all',
    log: (line) => console.log(line),
  });
  console.log(formatSeedReport(report));
  // A missing cover is reported but does not fail the seed: the site shows its fallback image.
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
