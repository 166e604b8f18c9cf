/**
 * The devotional's words for the views in this folder, which the public page renders at build time in its edition
 * and the preview island renders in the browser (in English, like the console that opens it).
 */
import { devotional as english } from '@lib/i18n/catalogues/en/devotional.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { islandText, type IslandMessages, type IslandText } from '../lib/i18n/island-text.ts';

export type DevotionalWords = IslandText;

export const ENGLISH_WORDS: DevotionalWords = islandText('en', undefined, english);

/** An edition's words from its "devotional." messages (messagesWithPrefix(locale, 'devotional.')). */
export function devotionalWords(locale: Locale, messages: IslandMessages): DevotionalWords {
  return locale === 'en' ? ENGLISH_WORDS : islandText(locale, messages, english);
}
