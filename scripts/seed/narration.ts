/**
 * Narration of the sample devotionals in both voices (lib/narration/), uploaded to devotional-audio under
 * `{devotional id}/audio-{voice}-{uuid}.mp3` (lib/media/object-name.ts) and linked as audio_url_male and
 * audio_url_female. A devotional whose two recordings are linked and present in storage is skipped, so a re-seed
 * narrates only what is missing. Finished MP3s are cached on disk (lib/narration/node.ts), so only the first seed
 * on a machine pays for the synthesis (about 100 s a devotional for both voices on 2 shared cores).
 *
 * Which devotionals: `npm run seed` and `npm start` narrate all; test stacks pass 'none', 'today' or a list of
 * slugs, so a fresh test stack does not spend minutes narrating pages no test listens to.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { mediaObjectName, parseMediaObjectName } from '../../lib/media/object-name.ts';
import { cachedNarrator, narrationProviderFromEnv } from '../../lib/narration/node.ts';
import type { NarrationProvider } from '../../lib/narration/provider.ts';
import { narrationScript } from '../../lib/narration/script.ts';
import { NARRATION_VOICES, type NarrationVoice } from '../../lib/narration/voices.ts';
import type { PreparedDevotional } from './devotionals.ts';

export const AUDIO_BUCKET = 'devotional-audio';

/** 'all' sample devotionals, 'none', the one dated 'today', or those with the given slugs. */
export type NarrateChoice = 'all' | 'none' | 'today' | string[];

/** SEED_NARRATE=all|none|today|slug,slug,… */
export function narrateChoiceFromEnv(value: string | undefined): NarrateChoice | undefined {
  if (!value) return undefined;
  if (value === 'all' || value === 'none' || value === 'today') return value;
  return value.split(',').map((s) => s.trim()).filter(Boolean);
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

function objectNameOf(url: string | null, devotionalId: string, voice: NarrationVoice): string | null {
  const marker = `/storage/v1/object/public/${AUDIO_BUCKET}/`;
  const at = url?.indexOf(marker) ?? -1;
  if (!url || at < 0) return null;
  const name = decodeURIComponent(url.slice(at + marker.length).split('?')[0]);
  const parsed = parseMediaObjectName(name);
  return parsed && parsed.devotionalId === devotionalId && parsed.kind === `audio-${voice}` ? name : null;
}

/** Narrates the chosen devotionals (already saved; their ids looked up by slug). */
export async function narrateDevotionals(
  client: SupabaseClient,
  devotionals: PreparedDevotional[],
  { log = () => {}, provider = narrationProviderFromEnv() }: { log?: (line: string) => void; provider?: NarrationProvider } = {},
): Promise<NarrationResult> {
  const result: NarrationResult = { narrated: 0, skipped: 0, synthesisSeconds: 0 };
  if (devotionals.length === 0) return result;
  const narrate = cachedNarrator(provider);
  const { data: rows, error } = await client
    .from('devotionals')
    .select('id, slug, audio_url_male, audio_url_female')
    .in('slug', devotionals.map((d) => d.row.slug));
  if (error) throw new Error(`Reading the devotionals to narrate failed: ${error.message}`);
  const bySlug = new Map(rows.map((r) => [r.slug as string, r]));

  for (const [index, d] of devotionals.entries()) {
    const row = bySlug.get(d.row.slug);
    if (!row) throw new Error(`${d.file} was not saved, so it cannot be narrated`);
    const id = row.id as string;
    const existing: Record<NarrationVoice, string | null> = {
      male: objectNameOf(row.audio_url_male as string | null, id, 'male'),
      female: objectNameOf(row.audio_url_female as string | null, id, 'female'),
    };
    const prefix = `Narrating ${index + 1}/${devotionals.length}: ${d.row.title}`;
    if (existing.male && existing.female) {
      const { data: stored, error: listError } = await client.storage.from(AUDIO_BUCKET).list(id);
      if (listError) throw new Error(`Listing the recordings of ${d.file} failed: ${listError.message}`);
      const names = new Set(stored.map((o) => `${id}/${o.name}`));
      if (names.has(existing.male) && names.has(existing.female)) {
        result.skipped++;
        log(`${prefix}: already narrated, skipped`);
        continue;
      }
    }

    const script = narrationScript({
      title: d.row.title,
      biblicalPassage: d.row.biblical_passage,
      scriptureText: d.row.scripture_text,
      transcript: d.row.transcript,
      prayer: d.row.prayer_suggestion,
    });
    const started = performance.now();
    const urls = {} as Record<NarrationVoice, string>;
    let fromCache = 0;
    for (const voice of NARRATION_VOICES) {
      const { mp3, cached } = await narrate(script, voice);
      if (cached) fromCache++;
      const objectPath = existing[voice] ?? mediaObjectName(id, `audio-${voice}`, 'mp3');
      const upload = await client.storage.from(AUDIO_BUCKET).upload(objectPath, mp3, { contentType: 'audio/mpeg', upsert: true });
      if (upload.error) throw new Error(`Uploading the ${voice} narration of ${d.file} failed: ${upload.error.message}`);
      urls[voice] = client.storage.from(AUDIO_BUCKET).getPublicUrl(objectPath).data.publicUrl;
    }
    const seconds = (performance.now() - started) / 1000;
    if (fromCache < NARRATION_VOICES.length) result.synthesisSeconds += seconds;
    const linked = await client.from('devotionals').update({ audio_url_male: urls.male, audio_url_female: urls.female }).eq('id', id);
    if (linked.error) throw new Error(`Linking the narration of ${d.file} failed: ${linked.error.message}`);
    result.narrated++;
    log(`${prefix}: ${fromCache === NARRATION_VOICES.length ? 'from the narration cache' : `narrated in ${seconds.toFixed(1)} s`}`);
  }
  return result;
}
