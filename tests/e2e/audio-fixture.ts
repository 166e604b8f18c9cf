/**
 * Real recordings for the audio player's browser tests. The sample content has no narration, so global setup
 * gives today's devotional two generated tones (tests/support/make-tone.ts) as its male and female voices:
 * uploaded to the devotional-audio bucket and linked with the service role key, as the admin's upload does,
 * before the site is built. The two differ in length so a test can tell which voice is loaded.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { makeToneWav } from '../support/make-tone.ts';
import { mediaObjectName } from '@lib/media/object-name.ts';
import { recordingLength } from '@lib/narration/recording-length.ts';

export const AUDIO_BUCKET = 'devotional-audio';
/** The released sample devotional (dated 17 days ago; the devotional tests use the recent days without audio) the seed narrates for the browser tests (global-setup.ts). */
export const NARRATED_SLUG = 'counting-stars-counted-righteous';
/** Sample translations (content/devotionals-nl, -es: the English sample two days ago) the seed narrates in their languages' voices. */
export const EDITION_NARRATED_SLUGS = { nl: 'van-boven-geboren', es: 'nacido-de-lo-alto' } as const;
export const MALE_TONE_SECONDS = 12;
export const FEMALE_TONE_SECONDS = 8;

/** Links the two tones to the devotional dated today in the site's time zone; returns its id. */
export async function attachAudioFixture(apiUrl: string, serviceRoleKey: string): Promise<string> {
  const service = createClient(apiUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data: today, error: todayError } = await service.rpc('site_today');
  if (todayError) throw new Error(`audio fixture: reading site_today() failed: ${todayError.message}`);
  const { data: devotional, error } = await service
    .from('devotionals')
    .select('id, slug')
    .eq('status', 'published')
    .eq('date', today as string)
    .limit(1)
    .single();
  if (error) throw new Error(`audio fixture: no published devotional dated ${today}: ${error.message}`);

  const urls: Record<'male' | 'female', string> = { male: '', female: '' };
  for (const [voice, seconds, frequency] of [
    ['male', MALE_TONE_SECONDS, 220],
    ['female', FEMALE_TONE_SECONDS, 330],
  ] as const) {
    const objectPath = mediaObjectName(devotional.id as string, `audio-${voice}`, 'wav');
    const wav = makeToneWav({ seconds, frequency });
    const upload = await service.storage.from(AUDIO_BUCKET).upload(objectPath, wav, { contentType: 'audio/wav', upsert: true });
    if (upload.error) throw new Error(`audio fixture: uploading ${objectPath} failed: ${upload.error.message}`);
    urls[voice] = service.storage.from(AUDIO_BUCKET).getPublicUrl(objectPath).data.publicUrl;
    await recordLength(service, urls[voice], wav);
  }
  const update = await service.from('devotionals').update({ audio_url_male: urls.male, audio_url_female: urls.female }).eq('id', devotional.id);
  if (update.error) throw new Error(`audio fixture: linking the recordings failed: ${update.error.message}`);
  return devotional.id as string;
}

/**
 * Gives a devotional dated after today a narration (a copy of the seeded one), so the podcast test can show that
 * an unreleased devotional's recording stays out of /podcast.xml. Returns its id.
 */
export async function attachFutureNarration(apiUrl: string, serviceRoleKey: string): Promise<string> {
  const service = createClient(apiUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data: narrated, error } = await service.from('devotionals').select('audio_url_male').eq('slug', NARRATED_SLUG).single();
  if (error || !narrated.audio_url_male) throw new Error(`audio fixture: ${NARRATED_SLUG} has no narration to copy`);
  const { data: today } = await service.rpc('site_today');
  const { data: future, error: futureError } = await service
    .from('devotionals')
    .select('id')
    .eq('status', 'published')
    .gt('date', today as string)
    .order('date')
    .limit(1)
    .single();
  if (futureError) throw new Error(`audio fixture: no devotional dated after ${today}: ${futureError.message}`);
  const bytes = new Uint8Array(await (await fetch(narrated.audio_url_male)).arrayBuffer());
  const objectPath = mediaObjectName(future.id as string, 'audio-male', 'mp3');
  const upload = await service.storage.from(AUDIO_BUCKET).upload(objectPath, bytes, { contentType: 'audio/mpeg', upsert: true });
  if (upload.error) throw new Error(`audio fixture: uploading ${objectPath} failed: ${upload.error.message}`);
  const url = service.storage.from(AUDIO_BUCKET).getPublicUrl(objectPath).data.publicUrl;
  await recordLength(service, url, bytes);
  const update = await service.from('devotionals').update({ audio_url_male: url }).eq('id', future.id);
  if (update.error) throw new Error(`audio fixture: linking the future narration failed: ${update.error.message}`);
  return future.id as string;
}

/** Records a stored file's length and size, as every way of storing a narration does, so the build reads no file. */
async function recordLength(service: SupabaseClient, url: string, bytes: Uint8Array): Promise<void> {
  const length = recordingLength(bytes);
  if (!length) throw new Error(`audio fixture: ${url} is not audio whose length can be read`);
  const { error } = await service.rpc('record_recording_length', { p_url: url, p_seconds: length.seconds, p_bytes: length.bytes });
  if (error) throw new Error(`audio fixture: recording the length of ${url} failed: ${error.message}`);
}
