/**
 * Feedback moderation: approve, reject, delete. Approved feedback is a testimonial on the
 * home page, so any change that adds one to or takes one from the public set asks for a
 * site rebuild. The writes themselves are the data provider's setFeedbackStatus and deleteFeedback.
 */
import type { FeedbackStatus } from '../providers/types.ts';

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
