import { describe, expect, it } from 'vitest';
import { changesTestimonials } from './moderation.ts';

describe('changesTestimonials', () => {
  it('is true when feedback becomes or stops being approved', () => {
    expect(changesTestimonials('pending', 'approved')).toBe(true);
    expect(changesTestimonials('rejected', 'approved')).toBe(true);
    expect(changesTestimonials('approved', 'rejected')).toBe(true);
    expect(changesTestimonials('approved', 'deleted')).toBe(true);
  });

  it('is false when the public set of testimonials stays the same', () => {
    expect(changesTestimonials('pending', 'rejected')).toBe(false);
    expect(changesTestimonials('rejected', 'deleted')).toBe(false);
    expect(changesTestimonials('pending', 'deleted')).toBe(false);
    expect(changesTestimonials('approved', 'approved')).toBe(false);
  });
});
