/**
 * A reader's personal note on a devotional (devotional_notes): one per reader and devotional, kept to its owner by
 * row-level security. Each call answers PostgREST's { data, error } for the caller to act on.
 */
import type { Tables } from '@lib/database.types.ts';
import type { TableClient } from './client/types.ts';

export type Note = Pick<Tables<'devotional_notes'>, 'id' | 'note_content' | 'updated_at'>;

const COLUMNS = 'id, note_content, updated_at';

/** The reader's note on the devotional; none is no error. */
export async function readNote(client: TableClient, userId: string, devotionalId: string) {
  return client.from('devotional_notes').select(COLUMNS).eq('user_id', userId).eq('devotional_id', devotionalId).maybeSingle();
}

/** A first note on the devotional, answered as saved. */
export async function addNote(client: TableClient, userId: string, devotionalId: string, text: string) {
  return client.from('devotional_notes').insert({ user_id: userId, devotional_id: devotionalId, note_content: text }).select(COLUMNS).single();
}

/** The note's new text, stamped now, answered as saved. */
export async function updateNote(client: TableClient, noteId: string, text: string) {
  return client.from('devotional_notes').update({ note_content: text, updated_at: new Date().toISOString() }).eq('id', noteId).select(COLUMNS).single();
}

export async function deleteNote(client: TableClient, noteId: string) {
  return client.from('devotional_notes').delete().eq('id', noteId);
}
