/**
 * The reader's bookmarked devotionals (user_saved_devotionals): one row per reader and devotional. Adding one that
 * exists already (another tab) answers 23505, which the caller treats as saved.
 */
import type { TableClient } from './client/types.ts';

/** The reader's bookmark of the devotional, if any ({ data: { id } | null, error }). */
export async function readBookmark(client: TableClient, userId: string, devotionalId: string) {
  return client.from('user_saved_devotionals').select('id').eq('user_id', userId).eq('devotional_id', devotionalId).maybeSingle();
}

export async function addBookmark(client: TableClient, userId: string, devotionalId: string) {
  return client.from('user_saved_devotionals').insert({ user_id: userId, devotional_id: devotionalId });
}

export async function removeBookmark(client: TableClient, userId: string, devotionalId: string) {
  return client.from('user_saved_devotionals').delete().eq('user_id', userId).eq('devotional_id', devotionalId);
}

/** Every bookmarked devotional with its edition's language, for keeping their pages offline. */
export async function bookmarkedDevotionals(client: TableClient, userId: string) {
  return client.from('user_saved_devotionals').select('devotional_id, devotionals(language)').eq('user_id', userId);
}
