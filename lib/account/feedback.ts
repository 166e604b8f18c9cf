/** The Share Feedback dialog's rules; user_feedback's CHECKs repeat them. */
export const FEEDBACK_LIMITS = { text: { min: 10, max: 1000 }, country: { min: 2, max: 100 } } as const;

export interface FeedbackInput {
  feedbackText: string;
  country: string;
  /** 1-5, or null for no rating. */
  rating: number | null;
}

export function firstFeedbackError(input: FeedbackInput): string | null {
  const text = input.feedbackText.trim();
  if (text.length < FEEDBACK_LIMITS.text.min) return 'Feedback must be at least 10 characters';
  if (input.feedbackText.length > FEEDBACK_LIMITS.text.max) return 'Feedback must be less than 1000 characters';
  const country = input.country.trim();
  if (country.length < FEEDBACK_LIMITS.country.min) return 'Country is required';
  if (country.length > FEEDBACK_LIMITS.country.max) return 'Country name is too long';
  if (input.rating !== null && !(Number.isInteger(input.rating) && input.rating >= 1 && input.rating <= 5)) {
    return 'Rating must be between 1 and 5';
  }
  return null;
}
