/**
 * A visitor's message to the editors (contact_messages, insert-only for anyone). supabase-js loads on the first
 * message, not with the page. The database refuses too many from one connection with its own sentence (P0001).
 */
import type { ContactMessageRow } from '@lib/contact/schema.ts';
import { loadBrowserClient } from './client/lazy-browser-client.ts';

export async function sendContactMessage(row: ContactMessageRow) {
  return (await loadBrowserClient()).from('contact_messages').insert(row);
}
