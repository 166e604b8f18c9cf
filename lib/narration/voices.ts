/** The two narration voices, the editions' languages they speak, and what espeak-ng calls each. */
import { editionField } from '../editions/registry.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';

export const NARRATION_VOICES = ['male', 'female'] as const;
export type NarrationVoice = (typeof NARRATION_VOICES)[number];

/** A devotional is narrated in its edition's language: English, Dutch or Spanish. */
export const NARRATION_LANGUAGES = LOCALES;
export type NarrationLanguage = Locale;
export const DEFAULT_NARRATION_LANGUAGE: NarrationLanguage = DEFAULT_LOCALE;

/**
 * espeak-ng voice names per language (each edition's own, lib/editions/registry.ts): the language's voice with the
 * "m3" and "f3" variants. All are in the bundled espeak-ng.data.
 */
export const ESPEAK_VOICES: Record<NarrationLanguage, Record<NarrationVoice, string>> = editionField('espeakVoices');

/** The espeak-ng voice that reads `language` in `voice`. */
export function espeakVoiceName(voice: NarrationVoice, language: NarrationLanguage = DEFAULT_NARRATION_LANGUAGE): string {
  return ESPEAK_VOICES[language][voice];
}
