/** A reader's feedback (user_feedback), stored pending until an admin approves it for the home page. */
import type { TableClient } from './client/types.ts';

interface FeedbackEntry {
  userId: string;
  text: string;
  country: string;
  rating: number | null;
}

export async function sendFeedback(client: TableClient, { userId, text, country, rating }: FeedbackEntry) {
  return client.from('user_feedback').insert({ user_id: userId, feedback_text: text, country, rating, status: 'pending' });
}
