/**
 * A devotional's language is its edition: the site's locales (lib/i18n/locales.ts), English at /, Dutch at
 * /nl/, Spanish at /es/. devotionals.language, confessions.language and newsletter_subscribers.language allow exactly
 * these (a foreign key to the languages table). The console names each in its own language, as the site's language
 * switcher does.
 */
import { editionField, type EDITIONS } from '../editions/registry.ts';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, isLocale, type Locale } from '../i18n/locales.ts';
import { editionBible, TRANSLATIONS } from '../scripture/translations.ts';

export const LANGUAGES = LOCALES;
export type Language = Locale;

export const LANGUAGE_NAMES: Record<Language, string> = LOCALE_NAMES;

/** The choices of a language select: every edition, in the editions' order, by its name. */
export const LANGUAGE_CHOICES = LANGUAGES.map((id) => ({ id, name: LANGUAGE_NAMES[id] }));

export const isLanguage = isLocale;

/** A stored language as a Language: the column's foreign key allows only these, the generated type says text. */
export function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LOCALE;
}

/** "Nederlands" for nl; an unknown code as it is, so nothing is hidden. */
export function languageName(value: string): string {
  return isLanguage(value) ? LANGUAGE_NAMES[value] : value;
}

/** Each language's name in English, for the AI prompt ("Translate into Dutch"), which is written in English. */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = editionField('englishName');

/**
 * The Bible each edition quotes: the King James Version, the Statenvertaling (1637) and the Reina-Valera 1909, all
 * public domain. A translation's scripture_text and memory_verse are that Bible's words for the same references.
 */
export const EDITION_BIBLES = Object.fromEntries(
  LANGUAGES.map((language) => [language, { id: editionBible(language), name: TRANSLATIONS[editionBible(language)].name }]),
) as { readonly [L in Language]: { id: (typeof EDITIONS)[L]['ownBible']; name: string } };
