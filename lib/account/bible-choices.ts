/**
 * Where the account keeps its Bible choice for each edition: the English pages in user_preferences.bible_translation
 * (which is also the choice every English page applies on the reader's devices), every translated edition in a row
 * of reader_bibles keyed by its language. One place for the mapping, so the settings page that writes a choice and
 * the data export that reads them all agree, and an edition added to lib/editions/registry.ts needs no new column.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../editions/registry.ts';

export interface StoredBibleChoices {
  /** user_preferences.bible_translation: the English pages' choice; null or absent until one is made. */
  english: string | null | undefined;
  /** The reader's reader_bibles rows. */
  readerBibles: readonly { language: string; translation: string }[];
}

/** The account's stored choice on `locale`'s pages, or null when none is stored. */
export function storedBibleChoice(locale: Locale, stored: StoredBibleChoices): string | null {
  if (locale === DEFAULT_LOCALE) return stored.english ?? null;
  return stored.readerBibles.find((row) => row.language === locale)?.translation ?? null;
}

/** Every edition's stored choice, in the editions' order. */
export function storedBibleChoices(stored: StoredBibleChoices): Record<Locale, string | null> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, storedBibleChoice(locale, stored)])) as Record<Locale, string | null>;
}
