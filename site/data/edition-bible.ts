/**
 * The settings page's preferences, read at once, and the Bible chosen for an edition: the English pages keep theirs
 * in user_preferences.bible_translation, the Dutch and Spanish editions in a column each (bibleColumn). Kept apart
 * from preferences.ts because where an edition's choice is stored is the part expected to change.
 */
import type { TablesInsert } from '@lib/database.types.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import type { BibleId } from '@lib/scripture/translations.ts';
import { bibleColumn } from '../lib/settings/edition-bible.ts';
import type { TableClient } from './client/types.ts';

/** Voice, speed and every edition's Bible ({ data: row | null, error }); no row means the defaults. */
export async function settingsPreferences(client: TableClient, userId: string) {
  return client
    .from('user_preferences')
    .select('preferred_voice, preferred_speed, bible_translation, bible_translation_nl, bible_translation_es')
    .eq('user_id', userId)
    .maybeSingle();
}

/** Saves the Bible the reader chose for the edition `locale`. */
export async function saveEditionBible(client: TableClient, userId: string, locale: Locale, translation: BibleId) {
  const choice: TablesInsert<'user_preferences'> = { user_id: userId };
  choice[bibleColumn(locale)] = translation;
  return client.from('user_preferences').upsert(choice, { onConflict: 'user_id' });
}
