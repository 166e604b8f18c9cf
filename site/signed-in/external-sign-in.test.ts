import { describe, expect, it } from 'vitest';
import { providerFailure } from './external-sign-in.ts';

describe('providerFailure', () => {
  it('a 400 from /authorize is a configuration error naming the provider', () => {
    expect(providerFailure('google', 400, 'Unsupported provider: provider is not enabled')).toBe(
      'Configuration error: Unsupported provider: provider is not enabled. Check the Google OAuth configuration in Supabase Auth.',
    );
    expect(providerFailure('google', 400)).toMatch(/^Configuration error: Google sign-in is not enabled\./);
  });
  it('anything else shows the server message, or the provider-named failure with the hint', () => {
    expect(providerFailure('google', 500, 'Upstream unavailable')).toBe('Upstream unavailable');
    expect(providerFailure('google', null)).toBe('Google sign-in failed. Check the Google OAuth configuration.');
  });
});
