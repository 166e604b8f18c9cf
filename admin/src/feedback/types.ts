/** A user_feedback row with the submitter's name and e-mail embedded from profiles. */
export type FeedbackStatus = 'pending' | 'approved' | 'rejected';

export interface FeedbackRow {
  id: string;
  feedback_text: string;
  country: string;
  rating: number | null;
  status: FeedbackStatus;
  created_at: string;
  /** null once the reader deleted their account (the feedback stays, without a name). */
  profiles: { full_name: string | null; email: string | null } | null;
}

export const FEEDBACK_COLUMNS = ['id', 'feedback_text', 'country', 'rating', 'status', 'created_at', 'profiles(full_name,email)'];
