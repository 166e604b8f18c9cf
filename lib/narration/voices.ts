/** The two narration voices, the editions' languages they speak, and what espeak-ng calls each. */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';

export const NARRATION_VOICES = ['male', 'female'] as const;
export type NarrationVoice = (typeof NARRATION_VOICES)[number];

/** A devotional is narrated in its edition's language: English, Dutch or Spanish. */
export const NARRATION_LANGUAGES = LOCALES;
export type NarrationLanguage = Locale;
export const DEFAULT_NARRATION_LANGUAGE: NarrationLanguage = DEFAULT_LOCALE;

/**
 * espeak-ng voice names per language: the language's voice with the "m3" and "f3" variants (US English, as before
 * the editions; Dutch and Spanish as espeak-ng names them). All are in the bundled espeak-ng.data.
 */
export const ESPEAK_VOICES: Record<NarrationLanguage, Record<NarrationVoice, string>> = {
  en: { male: 'en-us+m3', female: 'en-us+f3' },
  nl: { male: 'nl+m3', female: 'nl+f3' },
  es: { male: 'es+m3', female: 'es+f3' },
};

/** The espeak-ng voice that reads `language` in `voice`. */
export function espeakVoiceName(voice: NarrationVoice, language: NarrationLanguage = DEFAULT_NARRATION_LANGUAGE): string {
  return ESPEAK_VOICES[language][voice];
}
