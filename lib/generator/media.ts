/**
 * The generator's media : the request bodies the console sends, the
 * checks both the console and the functions apply to them, and the readers of the functions' answers. Pure, so
 * the console (browser), the Supabase functions (Deno) and the tests share one definition.
 */
import type { NarrationSource } from '../narration/script.ts';
import { DEFAULT_NARRATION_LANGUAGE, NARRATION_LANGUAGES, type NarrationLanguage } from '../narration/voices.ts';
import { COVER_STYLES, type CoverSource, type CoverStyle } from '../covers/styles.ts';

export const AUDIO_INPUT_REQUIRED = 'Scripture text and transcript are required to generate audio';
export const AUDIO_FAILED = 'Audio generation failed';
export const NO_AUDIO_URLS = 'No audio URLs returned';
export const IMAGE_INPUT_REQUIRED = 'Transcript is required to generate an image';
export const IMAGE_FAILED = 'Image generation failed';
export const NO_IMAGES = 'No images were generated';

/** The functions answer 503 with this code when their provider is not configured: the console then works locally. */
export const NOT_CONFIGURED_CODE = 'not_configured';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Speech body: {scriptureText, devotionalText, prayerSuggestion, devotionalId}, plus the title and the
 * passage, which the narration states first, and the devotional's language (English when left out).
 */
export interface SpeechRequest {
  scriptureText: string;
  devotionalText: string;
  prayerSuggestion: string;
  devotionalId: string;
  title: string;
  biblicalPassage: string;
  /** The edition the texts are written in, so they are read in its voice: en (the default), nl or es. */
  language?: NarrationLanguage;
}

/** What a language other than the editions' is answered with. */
export const AUDIO_LANGUAGE_UNKNOWN = `${AUDIO_FAILED}: language must be one of ${NARRATION_LANGUAGES.join(', ')} (the devotional's edition).`;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export function checkSpeechRequest(body: unknown): Checked<Required<SpeechRequest>> {
  const b = (body ?? {}) as Record<string, unknown>;
  const value: Required<SpeechRequest> = {
    scriptureText: text(b.scriptureText),
    devotionalText: text(b.devotionalText),
    prayerSuggestion: text(b.prayerSuggestion),
    devotionalId: text(b.devotionalId),
    title: text(b.title),
    biblicalPassage: text(b.biblicalPassage),
    language: DEFAULT_NARRATION_LANGUAGE,
  };
  if (!value.scriptureText || !value.devotionalText) return { ok: false, message: AUDIO_INPUT_REQUIRED };
  if (b.language !== undefined && b.language !== null) {
    const language = NARRATION_LANGUAGES.find((l) => l === b.language);
    if (!language) return { ok: false, message: AUDIO_LANGUAGE_UNKNOWN };
    value.language = language;
  }
  if (!UUID.test(value.devotionalId)) return { ok: false, message: `${AUDIO_FAILED}: devotionalId must be the devotional's id (a UUID).` };
  return { ok: true, value };
}

/** What the narrator reads (lib/narration/script.ts): title and passage first, then scripture, devotional, prayer. */
export function speechNarrationSource(request: SpeechRequest): NarrationSource {
  return {
    title: request.title,
    biblicalPassage: request.biblicalPassage,
    scriptureText: request.scriptureText,
    transcript: request.devotionalText,
    prayer: request.prayerSuggestion || null,
    language: request.language,
  };
}

/** The speech answer's two URLs, or "No audio URLs returned" when either is missing. */
export function readSpeechResponse(data: unknown): Checked<{ male: string; female: string }> {
  const d = (data ?? {}) as Record<string, unknown>;
  const male = text(d.maleAudioUrl);
  const female = text(d.femaleAudioUrl);
  return male && female ? { ok: true, value: { male, female } } : { ok: false, message: NO_AUDIO_URLS };
}

/** Image body: {devotionalText, devotionalId}, plus what the covers show (title, passage, key doctrine). */
export interface ImageRequest {
  devotionalText: string;
  devotionalId: string;
  title: string;
  biblicalPassage: string;
  keyDoctrine: string;
}

export function checkImageRequest(body: unknown): Checked<ImageRequest> {
  const b = (body ?? {}) as Record<string, unknown>;
  const value: ImageRequest = {
    devotionalText: text(b.devotionalText),
    devotionalId: text(b.devotionalId),
    title: text(b.title),
    biblicalPassage: text(b.biblicalPassage),
    keyDoctrine: text(b.keyDoctrine),
  };
  if (!value.devotionalText) return { ok: false, message: IMAGE_INPUT_REQUIRED };
  if (!UUID.test(value.devotionalId)) return { ok: false, message: `${IMAGE_FAILED}: devotionalId must be the devotional's id (a UUID).` };
  return { ok: true, value };
}

export function coverSourceOf(request: Pick<ImageRequest, 'title' | 'biblicalPassage' | 'keyDoctrine'>): CoverSource {
  return { title: request.title, passage: request.biblicalPassage, doctrine: request.keyDoctrine };
}

/** A generated image: where to show it, its style, and its place among the four. */
export interface GeneratedImage {
  url: string;
  style: CoverStyle;
  index: number;
}

/** The image answer's list, or "No images were generated" when it holds no usable image. */
export function readImagesResponse(data: unknown): Checked<GeneratedImage[]> {
  const list = data && typeof data === 'object' && 'images' in data ? data.images : undefined;
  const images = (Array.isArray(list) ? list : [])
    .map((item, i) => {
      const it = (item ?? {}) as Record<string, unknown>;
      const style = COVER_STYLES.find((s) => s.id === it.style)?.id ?? COVER_STYLES[i % COVER_STYLES.length].id;
      return { url: text(it.url), style, index: typeof it.index === 'number' ? it.index : i };
    })
    .filter((image) => image.url)
    .sort((a, b) => a.index - b.index);
  return images.length ? { ok: true, value: images } : { ok: false, message: NO_IMAGES };
}

/** What a hosted image model is asked for in each named style: no lettering (models garble text), the site's tone. */
export function imagePrompt(request: ImageRequest, style: CoverStyle): string {
  const looks: Record<CoverStyle, string> = {
    dawn: 'a luminous sunrise landscape in soft gradients, hopeful and calm',
    parchment: 'a warm engraving on aged parchment, fine line work, muted sepia tones',
    nocturne: 'a quiet night sky full of stars over hills, deep blues and gold',
    banner: 'a bold, flat, modern illustration with two or three strong colours',
  };
  const story = request.devotionalText.replace(/\s+/g, ' ').slice(0, 600);
  return [
    `Cover art for a Reformed Christian devotional titled "${request.title}" on ${request.biblicalPassage}${request.keyDoctrine ? ` (doctrine: ${request.keyDoctrine})` : ''}.`,
    `Style: ${looks[style]}.`,
    `Scene drawn from the story: ${story}`,
    'Reverent and simple. No text, letters or words in the image; no depiction of the face of Jesus.',
  ].join('\n');
}
