/**
 * `seed()` loads content/ into a Supabase project through supabase-js with the service-role key:
 * the ten library documents (through the project's importer), the admin account, tags, testimonials and the
 * sample devotionals. Everything it writes is an upsert, so running it again changes nothing that is already there.
 * Content is read and checked first, so a broken file stops the seed before it writes anything.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { todayIn } from '@lib/dates.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, ensureAdmin } from './accounts.ts';
import { adminCredentialsProblem } from './admin-credentials.ts';
import { confessionsSourceFromEnv, createKjvSource, kjvSourceFromEnv } from '@lib/sources/node.ts';
import { loadDevotionalFiles, prepareDevotionals, resolveSections, seedDevotionals } from './devotionals.ts';
import { editionScripture, joinTranslationGroups, loadEditionSamples, translationProblems } from './edition-samples.ts';
import { importConfessions, importTranslatedConfessions, type ImportedConfession } from './import-confessions.ts';
import { chooseForNarration, narrateChoiceFromEnv, narrateDevotionals, type NarrateChoice } from './narration.ts';
import { fromRoot } from './paths.ts';
import { seedTags, tagsSchema } from './tags.ts';
import { seedTestimonials, testimonialsSchema } from './testimonials.ts';
import { siteTimeZoneForSeed, writeSiteTimeZone } from './time-zone.ts';

export { importConfession, importConfessions } from './import-confessions.ts';

export interface SeedOptions {
  url: string;
  serviceRoleKey: string;
  /**
   * YYYY-MM-DD the devotionals' `day` offsets count from; default today in the site's time zone (on a first install
   * SITE_TIMEZONE, else lib/time-zone's default, which the seed stores in site_settings.timezone).
   */
  today?: string;
  /** Folder with tags.json, testimonials.json and devotionals/; default content/. */
  contentDir?: string;
  /** Folder of KJV book files; default KJV_SOURCE or ../shared/kjv. */
  kjvSource?: string;
  /** Folder or http(s) base URL of Creeds.json files; default CONFESSIONS_SOURCE, else ../shared/confessions when present, else the public Creeds.json folder. */
  confessionsSource?: string;
  /** Default ADMIN_EMAIL or admin@reformed-devotionals.local. */
  adminEmail?: string;
  /** Default ADMIN_PASSWORD or devotional-admin. The defaults are refused for an API not on this machine. */
  adminPassword?: string;
  /**
   * Make an account that already exists with adminEmail the admin (`--adopt-admin`; default ADMIN_ADOPT=true):
   * its password becomes adminPassword and its address is confirmed. Without it the seed refuses such an account.
   */
  adoptAdmin?: boolean;
  /**
   * Also load the sample devotionals and testimonials (`--sample`; `npm start` does). Off by default: a production
   * project gets the confessions, the tags and its first admin, never invented testimonials.
   */
  sample?: boolean;
  /**
   * Which sample devotionals get narration in both voices: 'all' (what `npm run seed` and `npm start` pass),
   * 'today', a list of slugs, or 'none'. Default SEED_NARRATE, else 'none', so a test stack that seeds a fresh
   * database does not spend minutes narrating (the first narration of all 28 takes tens of minutes on 2 cores).
   */
  narrate?: NarrateChoice;
  /** Progress lines (narration); default none. */
  log?: (line: string) => void;
}

export interface SeedReport {
  today: string;
  /** site_settings.timezone after the seed. */
  timeZone: string;
  confessions: ImportedConfession[];
  /** The documents imported in another language (lib/confessions/translations.ts). */
  translatedConfessions: ImportedConfession[];
  admin: { email: string; password: string; created: boolean; adopted: boolean };
  tags: number;
  testimonials: number;
  devotionals: number;
  covers: number;
  /** Devotionals narrated now (from synthesis or the cache) and skipped because their recordings exist. */
  narration: { narrated: number; skipped: number; synthesisSeconds: number };
  /** Problems that did not stop the seed (a cover that could not be uploaded), each a sentence to act on. */
  warnings: string[];
}

export function serviceClient(url: string, serviceRoleKey: string): SupabaseClient<Database> {
  return createClient<Database>(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

async function readJsonFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`Could not read ${file}: ${(error as Error).message}`);
  }
}

export async function seed(options: SeedOptions): Promise<SeedReport> {
  const env = process.env;
  const contentDir = fromRoot(options.contentDir ?? 'content');
  // The public default credentials are refused for a remote API before the seed reads or writes anything there.
  const adminEmail = options.adminEmail ?? (env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL);
  const adminPassword = options.adminPassword ?? (env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD);
  const adoptAdmin = options.adoptAdmin ?? env.ADMIN_ADOPT === 'true';
  const credentialsProblem = adminCredentialsProblem(options.url, adminEmail, adminPassword);
  if (credentialsProblem) throw new Error(credentialsProblem);
  const client = serviceClient(options.url, options.serviceRoleKey);
  const firstInstall = !(await isSeeded(client));
  const timeZone = await siteTimeZoneForSeed(client, firstInstall, env.SITE_TIMEZONE);
  const today = options.today ?? todayIn(timeZone);
  const kjv = createKjvSource(options.kjvSource ? fromRoot(options.kjvSource) : kjvSourceFromEnv(env));
  const confessionsSource = options.confessionsSource ?? confessionsSourceFromEnv(env);

  // Read and check all content before writing anything.
  const tagsResult = tagsSchema.safeParse(await readJsonFile(path.join(contentDir, 'tags.json')));
  if (!tagsResult.success) throw new Error(`${path.join(contentDir, 'tags.json')} is not valid: ${tagsResult.error.message}`);
  const sample = options.sample ?? false;
  const testimonialsResult = sample ? testimonialsSchema.safeParse(await readJsonFile(path.join(contentDir, 'testimonials.json'))) : null;
  if (testimonialsResult && !testimonialsResult.success)
    throw new Error(`${path.join(contentDir, 'testimonials.json')} is not valid: ${testimonialsResult.error.message}`);
  const files = sample ? await loadDevotionalFiles(path.join(contentDir, 'devotionals')) : [];
  const tagSlugs = new Set(tagsResult.data.map((t) => t.slug));
  const prepared = await prepareDevotionals(files, { today, kjv, tagSlugs });
  // The Dutch and Spanish samples translate English ones: checked against them and read from their Bibles up front too.
  const editionFiles = sample ? await loadEditionSamples(contentDir) : [];
  const translationIssues = editionFiles.flatMap((edition) => translationProblems(edition.files, files));
  if (translationIssues.length) throw new Error(`Some translated samples do not match their English devotional:\n${translationIssues.join('\n')}`);
  const translations = (
    await Promise.all(editionFiles.map((edition) => prepareDevotionals(edition.files, { today, kjv: editionScripture(edition.bible), tagSlugs })))
  ).flat();

  if (firstInstall) await writeSiteTimeZone(client, timeZone);
  const confessions = await importConfessions(client, confessionsSource);
  // The documents' translations, after their originals; reported apart, so `confessions` stays the originals.
  const translatedConfessions = await importTranslatedConfessions(client, env);
  const admin = await ensureAdmin(client, { email: adminEmail, password: adminPassword, adopt: adoptAdmin });
  const tagIds = await seedTags(client, tagsResult.data);
  const testimonials = testimonialsResult?.success ? await seedTestimonials(client, testimonialsResult.data) : 0;
  const sectionIds = await resolveSections(client, prepared);
  const written = await seedDevotionals(client, prepared, { tagIds, sectionIds });
  await joinTranslationGroups(client, translations);
  const translated = await seedDevotionals(client, translations, { tagIds, sectionIds });
  written.devotionals += translated.devotionals;
  written.covers += translated.covers;
  written.coverErrors.push(...translated.coverErrors);
  const narrate = options.narrate ?? narrateChoiceFromEnv(env.SEED_NARRATE) ?? 'none';
  // The Dutch and Spanish samples too, each in its language's voice (narration.ts).
  const narration = await narrateDevotionals(client, chooseForNarration([...prepared, ...translations], narrate, today), { log: options.log, today });
  // Last of all: the record that the seed finished. Until it exists, isSeeded() is false and the next start
  // runs the seed again (every write above is an upsert), so an interrupted first start is finished later.
  const finished = await client.from('seed_runs').insert({ devotionals: written.devotionals, confessions: confessions.length });
  if (finished.error) throw new Error(`Recording that the seed finished failed: ${finished.error.message}`);

  return {
    today,
    timeZone,
    confessions,
    translatedConfessions,
    admin: { email: adminEmail, password: adminPassword, created: admin.created, adopted: admin.adopted },
    tags: tagsResult.data.length,
    testimonials,
    devotionals: written.devotionals,
    covers: written.covers,
    narration,
    warnings: written.coverErrors,
  };
}

/**
 * True when a seed has run to its end on this database (public.seed_runs has a row). A database holding some
 * devotionals or confessions from an interrupted seed is not seeded: `npm start` seeds it again to finish the work.
 */
export async function isSeeded(client: SupabaseClient<Database>): Promise<boolean> {
  const { count, error } = await client.from('seed_runs').select('id', { count: 'exact', head: true });
  if (error) throw new Error(`Reading whether the sample content was loaded failed: ${error.message}`);
  return (count ?? 0) > 0;
}
