/**
 * Narration by an OpenAI-compatible text-to-speech API: POST {TTS_BASE_URL}/audio/speech with
 * { model, input, voice, response_format: "mp3" } and a bearer key; the answer is the MP3. OpenAI's own service,
 * and self-hosted servers that speak the protocol, fit. Such APIs cap the input (OpenAI: 4096 characters), so a
 * script is sent in paragraph-aligned pieces and the MP3s are joined (MP3 frames simply concatenate).
 * Uses fetch only, so it runs in Node, a browser or a Supabase function.
 * The protocol has no language field (OpenAI's speech models, and the servers that imitate them, read the language
 * of the text they are given), so a Dutch or Spanish devotional's language is not sent: its words are.
 */
import { concatBytes } from './bytes.ts';
import type { NarrationProvider } from './provider.ts';
import type { NarrationVoice } from './voices.ts';

export interface SpeechApiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  voices: Record<NarrationVoice, string>;
}

export const SPEECH_INPUT_LIMIT = 4000;
const SETTINGS = ['TTS_BASE_URL', 'TTS_API_KEY', 'TTS_MODEL', 'TTS_VOICE_MALE', 'TTS_VOICE_FEMALE'] as const;

/**
 * The hosted-voice settings, or null when TTS_BASE_URL is not set (espeak-ng narrates). Setting some but not all
 * of them is a mistake worth stopping for, so it throws an error naming the missing ones.
 */
export function speechApiConfigFromEnv(env: Record<string, string | undefined>): SpeechApiConfig | null {
  if (!env.TTS_BASE_URL) return null;
  const missing = SETTINGS.filter((name) => !env[name]);
  if (missing.length) throw new Error(`TTS_BASE_URL is set, so the hosted voice also needs ${missing.join(', ')}`);
  return {
    baseUrl: env.TTS_BASE_URL.replace(/\/+$/, ''),
    apiKey: env.TTS_API_KEY!,
    model: env.TTS_MODEL!,
    voices: { male: env.TTS_VOICE_MALE!, female: env.TTS_VOICE_FEMALE! },
  };
}

/** Pieces of at most `limit` characters, split between paragraphs, else sentences, else words. */
export function splitForSpeech(text: string, limit = SPEECH_INPUT_LIMIT): string[] {
  const pieces: string[] = [];
  let current = '';
  const units = text.split(/\n{2,}/).flatMap((p) => (p.length <= limit ? [p] : (p.match(/[^.!?]+[.!?]*\s*/g) ?? [p])));
  for (const unit of units.flatMap((u) => (u.length <= limit ? [u] : u.split(/\s+/)))) {
    const joined = current ? `${current}\n\n${unit}` : unit;
    if (joined.length <= limit) current = joined;
    else {
      if (current) pieces.push(current);
      current = unit.slice(0, limit);
    }
  }
  if (current.trim()) pieces.push(current);
  return pieces;
}

export function speechApiProvider(config: SpeechApiConfig, fetchImpl: typeof fetch = fetch): NarrationProvider {
  return {
    id: `speech-api:${config.baseUrl}:${config.model}:${config.voices.male}:${config.voices.female}`,
    async narrate(text, voice) {
      const parts: Uint8Array[] = [];
      for (const input of splitForSpeech(text)) {
        const response = await fetchImpl(`${config.baseUrl}/audio/speech`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({ model: config.model, input, voice: config.voices[voice], response_format: 'mp3' }),
        });
        if (!response.ok) {
          const detail = (await response.text().catch(() => '')).slice(0, 300);
          throw new Error(`The speech service answered ${response.status}${detail ? `: ${detail}` : ''}`);
        }
        parts.push(new Uint8Array(await response.arrayBuffer()));
      }
      return concatBytes(parts);
    },
  };
}
