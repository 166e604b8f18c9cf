/**
 * generate-audio (Speech): body {scriptureText, devotionalText, prayerSuggestion, devotionalId}
 * (+ title, biblicalPassage, language: en | nl | es, default en) → {maleAudioUrl, femaleAudioUrl}. Admins only.
 * Any other language is a 400 before anything is narrated or stored.
 *
 * Narrates with a hosted voice: an OpenAI-compatible /audio/speech API (TTS_BASE_URL, TTS_API_KEY, TTS_MODEL,
 * TTS_VOICE_MALE, TTS_VOICE_FEMALE; lib/narration/openai-speech.ts), so the key stays on the server. The work here
 * is waiting on the network, which hosted Edge Functions allow; their CPU budget (a few seconds) is far too small
 * for espeak-ng, so without TTS_* the function answers 503 not_configured and the console narrates in the admin's
 * browser instead (admin/src/generator/narrateInBrowser.ts).
 * The MP3s are stored in devotional-audio under the devotional's id (lib/media/object-name.ts); the console keeps
 * them when the draft is saved and removes them when the save fails or the narration is replaced. Each one's length
 * and size, read from its frames, are recorded beside it (record_recording_length), so the build never downloads it;
 * a recording whose length cannot be recorded is not stored.
 */
import { serviceClient } from '../_shared/service-client.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { requireAdmin } from '../_shared/admin.ts';
import { serviceKeyFor } from '../_shared/caller.ts';
import { AUDIO_FAILED, checkSpeechRequest, NOT_CONFIGURED_CODE, speechNarrationSource } from '@lib/generator/media.ts';
import { speechApiConfigFromEnv, speechApiProvider } from '@lib/narration/openai-speech.ts';
import { narrationScript } from '@lib/narration/script.ts';
import { NARRATION_VOICES } from '@lib/narration/voices.ts';
import { mediaObjectName } from '@lib/media/object-name.ts';
import { recordingLength } from '@lib/narration/recording-length.ts';

const BUCKET = 'devotional-audio';
const DEFAULT_TIMEOUT_MS = 120_000;
export const NOT_CONFIGURED =
  'No hosted voice is configured (TTS_BASE_URL, TTS_API_KEY, TTS_MODEL, TTS_VOICE_MALE, TTS_VOICE_FEMALE): the console narrates with espeak-ng in the browser.';

const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });

export async function handler(req: Request): Promise<Response> {
  const preflight = preflightResponse(req);
  if (preflight) return preflight;
  if (req.method !== 'POST') return reply({ error: 'Use POST with {scriptureText, devotionalText, prayerSuggestion, devotionalId}.' }, 405);

  const admin = await requireAdmin(req);
  if (!admin.ok) return reply({ error: admin.message }, admin.status);

  let config;
  try {
    config = speechApiConfigFromEnv(Deno.env.toObject());
  } catch (error) {
    return reply({ error: `${AUDIO_FAILED}: ${(error as Error).message}.` }, 503);
  }
  if (!config) return reply({ error: NOT_CONFIGURED, code: NOT_CONFIGURED_CODE }, 503);

  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return reply({ error: 'The body must be JSON: {scriptureText, devotionalText, prayerSuggestion, devotionalId}.' }, 400);
  }
  const checked = checkSpeechRequest(body);
  if (!checked.ok) return reply({ error: checked.message }, 400);
  const request = checked.value;

  const timeoutMs = Number(Deno.env.get('TTS_TIMEOUT_MS')) || DEFAULT_TIMEOUT_MS;
  const timedFetch: typeof fetch = (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const provider = speechApiProvider(config, timedFetch);
  const script = narrationScript(speechNarrationSource(request));
  const service = serviceClient(
    Deno.env.get('SUPABASE_URL') ?? '',
    serviceKeyFor((name) => Deno.env.get(name)),
  );
  const storage = service.storage.from(BUCKET);

  const stored: string[] = [];
  try {
    const recordings = await Promise.all(NARRATION_VOICES.map((voice) => provider.narrate(script, voice, request.language)));
    const urls: string[] = [];
    for (const [i, voice] of NARRATION_VOICES.entries()) {
      const name = mediaObjectName(request.devotionalId, `audio-${voice}`, 'mp3');
      const { error } = await storage.upload(name, recordings[i], { contentType: 'audio/mpeg', upsert: false });
      if (error) throw new Error(`storing the ${voice} recording failed: ${error.message}`);
      stored.push(name);
      const url = storage.getPublicUrl(name).data.publicUrl;
      const length = recordingLength(recordings[i]);
      if (!length) throw new Error(`the ${voice} recording holds no MP3 audio`);
      const recorded = await service.rpc('record_recording_length', { p_url: url, p_seconds: length.seconds, p_bytes: length.bytes });
      if (recorded.error) throw new Error(`recording the ${voice} recording's length failed: ${recorded.error.message}`);
      urls.push(url);
    }
    return reply({ maleAudioUrl: urls[0], femaleAudioUrl: urls[1] });
  } catch (error) {
    if (stored.length) await storage.remove(stored);
    const e = error as Error;
    const reason = e.name === 'TimeoutError' || e.name === 'AbortError' ? 'the speech service did not answer in time' : e.message;
    console.error('[generate-audio]', reason);
    return reply({ error: `${AUDIO_FAILED}: ${reason}.` }, 502);
  }
}

Deno.serve(handler);
