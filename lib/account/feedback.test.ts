import { describe, expect, it } from 'vitest';
import { firstFeedbackError } from './feedback.ts';

const ok = { feedbackText: 'A blessing to our family.', country: 'Brazil', rating: null };

describe('firstFeedbackError', () => {
  it('checks text, country and rating in order with the spec messages', () => {
    expect(firstFeedbackError({ ...ok, feedbackText: '  short   ' })).toBe('Feedback must be at least 10 characters');
    expect(firstFeedbackError({ ...ok, feedbackText: 'x'.repeat(1001) })).toBe('Feedback must be less than 1000 characters');
    expect(firstFeedbackError({ ...ok, country: ' B ' })).toBe('Country is required');
    expect(firstFeedbackError({ ...ok, country: 'x'.repeat(101) })).toBe('Country name is too long');
    expect(firstFeedbackError({ ...ok, rating: 6 })).toBe('Rating must be between 1 and 5');
    expect(firstFeedbackError({ ...ok, rating: 5 })).toBeNull();
    expect(firstFeedbackError(ok)).toBeNull();
  });
});
