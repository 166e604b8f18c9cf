/**
 * Feedback moderation (admin spec §4, §8): approve, reject, delete. Approved feedback is a testimonial on the
 * home page, so any change that adds one to or takes one from the public set asks for a site rebuild.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { FeedbackRow, FeedbackStatus } from './types.ts';

export const FEEDBACK_MESSAGES = {
  approved: 'Feedback approved',
  rejected: 'Feedback rejected',
  deleted: 'Feedback deleted',
  updateFailed: 'Failed to update feedback status',
  deleteFailed: 'Failed to delete feedback',
  loadFailed: 'Failed to load feedbacks',
} as const;

/** Whether readers see a difference: the feedback was or becomes approved. */
export function changesTestimonials(before: FeedbackStatus, after: FeedbackStatus | 'deleted'): boolean {
  return before !== after && (before === 'approved' || after === 'approved');
}

export async function setFeedbackStatus(client: SupabaseClient, feedback: FeedbackRow, status: Exclude<FeedbackStatus, 'pending'>) {
  const { data, error } = await client.from('user_feedback').update({ status }).eq('id', feedback.id).select('id');
  return !error && (data?.length ?? 0) > 0;
}

export async function deleteFeedback(client: SupabaseClient, feedback: FeedbackRow) {
  const { data, error } = await client.from('user_feedback').delete().eq('id', feedback.id).select('id');
  return !error && (data?.length ?? 0) > 0;
}
