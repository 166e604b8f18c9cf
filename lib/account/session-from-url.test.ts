import { describe, expect, it } from 'vitest';
import { acceptsSessionFromUrl } from './session-from-url.ts';

const tokens = { access_token: 'a.b.c', refresh_token: 'r1', expires_in: '3600', token_type: 'bearer' };

describe('acceptsSessionFromUrl', () => {
  it('/auth takes the session of any e-mail link or external sign-in, and its errors', () => {
    expect(acceptsSessionFromUrl('/auth', { ...tokens, type: 'recovery' })).toBe(true);
    expect(acceptsSessionFromUrl('/auth/', { ...tokens, type: 'signup' })).toBe(true);
    expect(acceptsSessionFromUrl('/auth', { ...tokens, provider_token: 'g' })).toBe(true);
    expect(
      acceptsSessionFromUrl('/auth', { error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' }),
    ).toBe(true);
    expect(acceptsSessionFromUrl('/auth', { next: '/settings' })).toBe(false);
  });

  it('/settings takes only the e-mail change link', () => {
    expect(acceptsSessionFromUrl('/settings', { ...tokens, type: 'email_change' })).toBe(true);
    expect(acceptsSessionFromUrl('/settings/', { ...tokens, type: 'email_change' })).toBe(true);
    expect(acceptsSessionFromUrl('/settings', tokens)).toBe(false);
    expect(acceptsSessionFromUrl('/settings', { ...tokens, type: 'recovery' })).toBe(false);
    expect(acceptsSessionFromUrl('/settings', { message: 'Confirmation link accepted.' })).toBe(false);
  });

  it("each edition's /auth/ and /settings/ are the same pages (/nl/auth/, /es/settings/)", () => {
    expect(acceptsSessionFromUrl('/nl/auth/', { ...tokens, type: 'signup' })).toBe(true);
    expect(acceptsSessionFromUrl('/es/auth', { ...tokens, type: 'recovery' })).toBe(true);
    expect(acceptsSessionFromUrl('/es/settings/', { ...tokens, type: 'email_change' })).toBe(true);
    expect(acceptsSessionFromUrl('/nl/settings/', { ...tokens, type: 'recovery' })).toBe(false);
    for (const page of ['/nl/', '/nl/dashboard/', '/xx/auth/', '/nl/auth/extra']) expect(acceptsSessionFromUrl(page, tokens), page).toBe(false);
  });

  it('every other page ignores tokens in its address', () => {
    for (const page of ['/', '/dashboard', '/devotional/abc/', '/about-us', '/archive', '/authx', '/auth/extra', '/admin/']) {
      expect(acceptsSessionFromUrl(page, tokens), page).toBe(false);
      expect(acceptsSessionFromUrl(page, { ...tokens, type: 'email_change' }), page).toBe(false);
    }
  });
});
