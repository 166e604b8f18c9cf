/**
 * Narration of the sample devotionals in both voices, each in its language's voice (lib/narration/voices.ts: the
 * Dutch and Spanish samples in espeak-ng's Dutch and Spanish), uploaded to devotional-audio under
 * `{devotional id}/audio-{voice}-{uuid}.mp3` (lib/media/object-name.ts) and linked as audio_url_male and
 * audio_url_female. A devotional whose two recordings are linked and present in storage is skipped, so a re-seed
 * narrates only what is missing. Finished MP3s are cached on disk (lib/narration/node.ts), so only the first seed
 * on a machine pays for the synthesis (about 30 s a voice for a devotional on one core; espeak-ng runs on a pool of
 * worker threads, both voices of a devotional at once).
 *
 * A devotional's recordings are linked only once both are fully uploaded, in one update; a stop (Ctrl-C) before
 * that leaves the row as it was, and the next run narrates it again and removes any recording nothing links.
 *
 * Which devotionals: `npm run seed` and `npm start` narrate all (`npm start` in the background, see
 * ./background-narration.ts); test stacks pass 'none', 'today' or a list of slugs, so a fresh test stack does not
 * spend minutes narrating pages no test listens to.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@lib/database.types.ts';
import { languageOf } from '@lib/devotionals/languages.ts';
import { mediaObjectName, parseMediaObjectName } from '@lib/media/object-name.ts';
import { cachedNarrator, pooledNarrationProviderFromEnv, type ClosableNarrationProvider } from '@lib/narration/node.ts';
import { NarrationStopped } from '@lib/narration/node-pool.ts';
import type { NarrationProvider } from '@lib/narration/provider.ts';
import { recordingLength } from '@lib/narration/recording-length.ts';
import { narrationScript, narrationSourceOf } from '@lib/narration/script.ts';
import { NARRATION_VOICES, type NarrationVoice } from '@lib/narration/voices.ts';
import type { PreparedDevotional } from './devotionals.ts';

export const AUDIO_BUCKET = 'devotional-audio';

/** 'all' sample devotionals, 'none', the one dated 'today', or those with the given slugs. */
export type NarrateChoice = 'all' | 'none' | 'today' | string[];

/** SEED_NARRATE=all|none|today|slug,slug,… */
export function narrateChoiceFromEnv(value: string | undefined): NarrateChoice | undefined {
  if (!value) return undefined;
  if (value === 'all' || value === 'none' || value === 'today') return value;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function chooseForNarration(devotionals: PreparedDevotional[], choice: NarrateChoice, today: string): PreparedDevotional[] {
  if (choice === 'none') return [];
  if (choice === 'all') return devotionals;
  if (choice === 'today') return devotionals.filter((d) => d.row.date === today);
  const unknown = choice.filter((slug) => !devotionals.some((d) => d.row.slug === slug));
  if (unknown.length) throw new Error(`No sample devotional has the slug ${unknown.join(', ')} (asked to narrate it)`);
  return devotionals.filter((d) => choice.includes(d.row.slug));
}

export interface NarrationResult {
  narrated: number;
  skipped: number;
  /** Seconds spent synthesising (0 when everything came from the cache). */
  synthesisSeconds: number;
}

/** A saved devotional as narration needs it. */
export type NarrationTarget = Pick<
  Tables<'devotionals'>,
  | 'id'
  | 'slug'
  | 'date'
  | 'language'
  | 'title'
  | 'biblical_passage'
  | 'scripture_text'
  | 'transcript'
  | 'prayer_suggestion'
  | 'audio_url_male'
  | 'audio_url_female'
>;

const TARGET_COLUMNS = 'id, slug, date, language, title, biblical_passage, scripture_text, transcript, prayer_suggestion, audio_url_male, audio_url_female';

/**
 * The saved devotionals with these slugs, in the order narration should take them: the one dated `today` first
 * (its page is the one readers open), then the released ones from the newest back, then those still to come.
 */
export async function narrationTargets(
  client: SupabaseClient<Database>,
  slugs: string[],
  today: string,
  { skipMissing = false }: { skipMissing?: boolean } = {},
): Promise<NarrationTarget[]> {
  if (slugs.length === 0) return [];
  const { data, error } = await client.from('devotionals').select(TARGET_COLUMNS).in('slug', slugs);
  if (error) throw new Error(`Reading the devotionals to narrate failed: ${error.message}`);
  const missing = slugs.filter((slug) => !data.some((r) => r.slug === slug));
  if (missing.length && !skipMissing) throw new Error(`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not saved, so cannot be narrated`);
  return inNarrationOrder(data, today);
}

/** Today's first, then the released ones from the newest back, then those to come from the nearest on. */
export function inNarrationOrder<T extends { date: string }>(devotionals: T[], today: string): T[] {
  const rank = (date: string) => (date === today ? 0 : date < today ? 1 : 2);
  return [...devotionals].sort((a, b) => {
    const byRank = rank(a.date) - rank(b.date);
    if (byRank) return byRank;
    return rank(a.date) === 1 ? b.date.localeCompare(a.date) : a.date.localeCompare(b.date);
  });
}

function objectNameOf(url: string | null, devotionalId: string, voice: NarrationVoice): string | null {
  const marker = `/storage/v1/object/public/${AUDIO_BUCKET}/`;
  const at = url?.indexOf(marker) ?? -1;
  if (!url || at < 0) return null;
  const name = decodeURIComponent(url.slice(at + marker.length).split('?')[0]);
  const parsed = parseMediaObjectName(name);
  return parsed && parsed.devotionalId === devotionalId && parsed.kind === `audio-${voice}` ? name : null;
}

async function storedRecordings(client: SupabaseClient<Database>, target: NarrationTarget): Promise<string[]> {
  const { data, error } = await client.storage.from(AUDIO_BUCKET).list(target.id);
  if (error) throw new Error(`Listing the recordings of ${target.slug} failed: ${error.message}`);
  return data.map((o) => `${target.id}/${o.name}`);
}

/** True when both voices' recordings are linked on the row and present in storage. */
export async function hasNarration(client: SupabaseClient<Database>, target: NarrationTarget): Promise<boolean> {
  const male = objectNameOf(target.audio_url_male, target.id, 'male');
  const female = objectNameOf(target.audio_url_female, target.id, 'female');
  if (!male || !female) return false;
  const names = new Set(await storedRecordings(client, target));
  return names.has(male) && names.has(female);
}

export type NarrateOneResult = { status: 'skipped' } | { status: 'narrated'; seconds: number; fromCache: boolean };

/**
 * Narrates one devotional in both voices (at once, when the provider has the threads), uploads both recordings and
 * links them in one update. `stopped()` is asked once the audio exists: when true, nothing is uploaded.
 */
export async function narrateOne(
  client: SupabaseClient<Database>,
  target: NarrationTarget,
  narrate: ReturnType<typeof cachedNarrator>,
  stopped: () => boolean = () => false,
): Promise<NarrateOneResult> {
  const { id } = target;
  // Names already linked are reused, so a re-narration replaces the bytes behind the same URL.
  const existing: Record<NarrationVoice, string | null> = {
    male: objectNameOf(target.audio_url_male, id, 'male'),
    female: objectNameOf(target.audio_url_female, id, 'female'),
  };
  const stored = () => storedRecordings(client, target);
  if (await hasNarration(client, target)) return { status: 'skipped' };

  const script = narrationScript(narrationSourceOf(target));
  const started = performance.now();
  const language = languageOf(target.language);
  const audio = await Promise.all(NARRATION_VOICES.map((voice) => narrate(script, voice, language)));
  const seconds = (performance.now() - started) / 1000;
  if (stopped()) throw new NarrationStopped();

  const urls = {} as Record<NarrationVoice, string>;
  const linkedNames = new Set<string>();
  for (const [index, voice] of NARRATION_VOICES.entries()) {
    const objectPath = existing[voice] ?? mediaObjectName(id, `audio-${voice}`, 'mp3');
    const upload = await client.storage.from(AUDIO_BUCKET).upload(objectPath, audio[index].mp3, { contentType: 'audio/mpeg', upsert: true });
    if (upload.error) throw new Error(`Uploading the ${voice} narration of ${target.slug} failed: ${upload.error.message}`);
    urls[voice] = client.storage.from(AUDIO_BUCKET).getPublicUrl(objectPath).data.publicUrl;
    linkedNames.add(objectPath);
    // Its length and size beside it, as the generate-audio function records them, so the build reads no MP3.
    const length = recordingLength(audio[index].mp3);
    if (length) {
      const recorded = await client.rpc('record_recording_length', { p_url: urls[voice], p_seconds: length.seconds, p_bytes: length.bytes });
      if (recorded.error) throw new Error(`Recording the length of the ${voice} narration of ${target.slug} failed: ${recorded.error.message}`);
    }
  }
  const linked = await client.from('devotionals').update({ audio_url_male: urls.male, audio_url_female: urls.female }).eq('id', id);
  if (linked.error) throw new Error(`Linking the narration of ${target.slug} failed: ${linked.error.message}`);
  // Recordings an interrupted earlier run uploaded but never linked.
  const orphans = (await stored()).filter((name) => {
    const parsed = parseMediaObjectName(name);
    return parsed && (parsed.kind === 'audio-male' || parsed.kind === 'audio-female') && !linkedNames.has(name);
  });
  if (orphans.length) await client.storage.from(AUDIO_BUCKET).remove(orphans);
  return { status: 'narrated', seconds, fromCache: audio.every((a) => a.cached) };
}

export interface NarrateManyOptions {
  log?: (line: string) => void;
  /** Default: the hosted voice when configured, else espeak-ng on worker threads (closed at the end). */
  provider?: NarrationProvider | ClosableNarrationProvider;
  /** Threads for espeak-ng when no provider is given; default NARRATION_WORKERS or the cores. */
  workers?: number;
  /** Called after each devotional (narrated or skipped), in the order they finish. */
  onDone?: (target: NarrationTarget, outcome: NarrateOneResult, done: number) => void | Promise<void>;
  /** True once the caller wants to stop: no further devotional is started and nothing more is uploaded. */
  stopped?: () => boolean;
}

/**
 * Narrates the targets in order, as many devotionals at a time as the provider has threads for two voices.
 * Resolves when all are done or, after a stop, when the ones under way have ended.
 */
export async function narrateTargets(client: SupabaseClient<Database>, targets: NarrationTarget[], options: NarrateManyOptions = {}): Promise<NarrationResult> {
  const result: NarrationResult = { narrated: 0, skipped: 0, synthesisSeconds: 0 };
  if (targets.length === 0) return result;
  const owned = options.provider ? null : pooledNarrationProviderFromEnv(process.env, options.workers);
  const provider = options.provider ?? owned!;
  const narrate = cachedNarrator(provider);
  const stopped = options.stopped ?? (() => false);
  const parallel = Math.max(1, Math.ceil(((provider as Partial<ClosableNarrationProvider>).parallel ?? 1) / NARRATION_VOICES.length));
  let next = 0;
  let done = 0;
  const failures: Error[] = [];
  const lane = async () => {
    while (failures.length === 0 && !stopped() && next < targets.length) {
      const target = targets[next++];
      let outcome: NarrateOneResult;
      try {
        outcome = await narrateOne(client, target, narrate, stopped);
      } catch (error) {
        if (!(error instanceof NarrationStopped)) failures.push(error as Error);
        return;
      }
      if (outcome.status === 'skipped') result.skipped++;
      else {
        result.narrated++;
        if (!outcome.fromCache) result.synthesisSeconds += outcome.seconds;
      }
      await options.onDone?.(target, outcome, ++done);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(parallel, targets.length) }, lane));
  } finally {
    await owned?.close();
  }
  if (failures.length) throw failures[0];
  return result;
}

/** The seed's narration: the chosen devotionals (already saved; looked up by slug), with a line for each. */
export async function narrateDevotionals(
  client: SupabaseClient<Database>,
  devotionals: PreparedDevotional[],
  { log = () => {}, provider, today = '' }: { log?: (line: string) => void; provider?: NarrationProvider; today?: string } = {},
): Promise<NarrationResult> {
  const targets = await narrationTargets(
    client,
    devotionals.map((d) => d.row.slug),
    today,
  );
  return narrateTargets(client, targets, {
    provider,
    onDone: (target, outcome, done) => {
      const prefix = `Narrating ${done}/${targets.length}: ${target.title}`;
      if (outcome.status === 'skipped') log(`${prefix}: already narrated, skipped`);
      else log(`${prefix}: ${outcome.fromCache ? 'from the narration cache' : `narrated in ${outcome.seconds.toFixed(1)} s`}`);
    },
  });
}
