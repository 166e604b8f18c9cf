/**
 * Where the account keeps its Bible choice for each edition: the English pages in
 * user_preferences.bible_translation, every other edition in a column of its own (`bible_translation_nl`, …). One
 * place for the mapping, so the settings page that writes a choice and the data export that reads them all agree,
 * and an edition added to lib/i18n/locales.ts is one more column without another list to keep.
 */
import type { Locale } from '../i18n/locales.ts';

export type BibleColumn = 'bible_translation' | `bible_translation_${Exclude<Locale, 'en'>}`;

/** The preferences column that holds the choice on `locale`'s pages. */
export function bibleColumn(locale: Locale): BibleColumn {
  return locale === 'en' ? 'bible_translation' : `bible_translation_${locale}`;
}
