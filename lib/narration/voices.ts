/** The two narration voices and what each provider calls them. */

export const NARRATION_VOICES = ['male', 'female'] as const;
export type NarrationVoice = (typeof NARRATION_VOICES)[number];

/** The default voice: the podcast feed and a devotional's `audio_url` use it. */
export const DEFAULT_NARRATION_VOICE: NarrationVoice = 'male';

/** espeak-ng voice names: US English with the "m3" and "f3" variants. */
export const ESPEAK_VOICES: Record<NarrationVoice, string> = { male: 'en-us+m3', female: 'en-us+f3' };
