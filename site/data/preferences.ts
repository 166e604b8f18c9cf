/**
 * The reader's saved preferences (user_preferences, one row per reader, created by the first save): the narration's
 * voice and speed, and the English pages' Bible translation. No row yet means the defaults.
 */
import type { TranslationId } from '@lib/scripture/translations.ts';
import type { TableClient } from './client/types.ts';

/** The saved voice and speed ({ data: row | null, error }). */
export async function audioPreferences(client: TableClient, userId: string) {
  return client.from('user_preferences').select('preferred_voice, preferred_speed').eq('user_id', userId).maybeSingle();
}

export async function saveAudioPreferences(client: TableClient, userId: string, voice: string, speed: number) {
  return client.from('user_preferences').upsert({ user_id: userId, preferred_voice: voice, preferred_speed: speed }, { onConflict: 'user_id' });
}

/** The English pages' saved Bible translation ({ data: { bible_translation } | null, error }). */
export async function bibleTranslation(client: TableClient, userId: string) {
  return client.from('user_preferences').select('bible_translation').eq('user_id', userId).maybeSingle();
}

export async function saveBibleTranslation(client: TableClient, userId: string, translation: TranslationId) {
  return client.from('user_preferences').upsert({ user_id: userId, bible_translation: translation }, { onConflict: 'user_id' });
}
