/**
 * The settings page's preferences, read at once, and the Bible chosen for an edition: the English pages keep theirs
 * in user_preferences.bible_translation, every translated edition in its row of reader_bibles (where each is kept:
 * lib/account/bible-choices.ts). Kept apart from preferences.ts because it is the one place that knows both tables.
 */
import { isTranslatedLocale, type Locale } from '@lib/i18n/locales.ts';
import type { BibleId } from '@lib/scripture/translations.ts';
import type { TableClient } from './client/types.ts';

/** Voice, speed and the English pages' Bible ({ data: row | null, error }); no row means the defaults. */
export async function settingsPreferences(client: TableClient, userId: string) {
  return client.from('user_preferences').select('preferred_voice, preferred_speed, bible_translation').eq('user_id', userId).maybeSingle();
}

/** The reader's Bible choice for each translated edition: one row per edition chosen for ({ data: rows, error }). */
export async function readerBibleChoices(client: TableClient, userId: string) {
  return client.from('reader_bibles').select('language, translation').eq('user_id', userId);
}

/** Saves the Bible the reader chose for the edition `locale`. */
export async function saveEditionBible(client: TableClient, userId: string, locale: Locale, translation: BibleId) {
  return isTranslatedLocale(locale)
    ? client.from('reader_bibles').upsert({ user_id: userId, language: locale, translation }, { onConflict: 'user_id,language' })
    : client.from('user_preferences').upsert({ user_id: userId, bible_translation: translation }, { onConflict: 'user_id' });
}
