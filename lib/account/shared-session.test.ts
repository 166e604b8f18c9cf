import { describe, expect, it } from 'vitest';
import { sessionStorageKey, sharedAuthOptions } from './shared-session.ts';

describe('the shared browser session', () => {
  it("lives under supabase-js's default key for the API host", () => {
    expect(sessionStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
    expect(sessionStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
  });

  it('is read from the address only on the pages Supabase Auth returns to, never in the console', () => {
    const { detectSessionInUrl } = sharedAuthOptions('http://127.0.0.1:54321');
    const tokens = { access_token: 'a', refresh_token: 'r' };
    expect(detectSessionInUrl(new URL('http://x/auth/'), tokens)).toBe(true);
    expect(detectSessionInUrl(new URL('http://x/admin/'), tokens)).toBe(false);
    expect(detectSessionInUrl(new URL('http://x/devotional/1/'), tokens)).toBe(false);
  });
});
