/**
 * A narration provider turns a script into an MP3 in one of the two voices. Two exist: espeak-ng (./espeak.ts,
 * the default, free and offline) and any OpenAI-compatible `/audio/speech` endpoint (./openai-speech.ts), used
 * when TTS_BASE_URL and the other TTS_* settings are given.
 */
import type { NarrationLanguage, NarrationVoice } from './voices.ts';

export interface NarrationProvider {
  /** Names the engine and its settings; part of the narration cache key, so a change re-narrates. */
  id: string;
  /** `language` is the devotional's edition (default English); the text is already in it. */
  narrate(text: string, voice: NarrationVoice, language?: NarrationLanguage): Promise<Uint8Array>;
}
