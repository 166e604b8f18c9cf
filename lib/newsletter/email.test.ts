import { describe, expect, it } from 'vitest';
import { NEWSLETTER_INVALID_EMAIL, newsletterEmailError } from './email.ts';

describe('newsletter e-mail rule (reader spec §5)', () => {
  it.each(['', '   ', 'timothy', 'timothy.example.org'])('%j is rejected', (input) => {
    expect(newsletterEmailError(input)).toBe(NEWSLETTER_INVALID_EMAIL);
  });

  it.each(['timothy@example.org', '  Eunice@Example.org  '])('%j is accepted', (input) => {
    expect(newsletterEmailError(input)).toBeNull();
  });

  it('uses the spec message verbatim', () => {
    expect(NEWSLETTER_INVALID_EMAIL).toBe('Please enter a valid email address');
  });
});
