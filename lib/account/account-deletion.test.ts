import { describe, expect, it } from 'vitest';
import {
  deleteAccountRequest,
  deletionCodeHash,
  deletionCodeOf,
  hadFactorBeforeSession,
  newDeletionCode,
  passedSecondFactorRecently,
  RECENT_AUTHENTICATION_SECONDS,
  sessionStartedAt,
} from './account-deletion.ts';

const NOW = 1_800_000_000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('passedSecondFactorRecently', () => {
  const totp = (age: number) => ({ method: 'totp', timestamp: NOW - age });
  const password = { method: 'password', timestamp: NOW };

  it('needs aal2 and a code verified within the last five minutes', () => {
    expect(passedSecondFactorRecently('aal2', [totp(10), password], NOW)).toBe(true);
    expect(passedSecondFactorRecently('aal2', [totp(RECENT_AUTHENTICATION_SECONDS)], NOW)).toBe(true);
    expect(passedSecondFactorRecently('aal2', [totp(RECENT_AUTHENTICATION_SECONDS + 1)], NOW)).toBe(false);
  });

  it('does not take a session at aal1, or one that passed only the password', () => {
    expect(passedSecondFactorRecently('aal1', [totp(10)], NOW)).toBe(false);
    expect(passedSecondFactorRecently(null, [totp(10)], NOW)).toBe(false);
    expect(passedSecondFactorRecently('aal2', [password], NOW)).toBe(false);
  });

  it('allows a minute of clock difference, not a code from the future', () => {
    expect(passedSecondFactorRecently('aal2', [totp(-30)], NOW)).toBe(true);
    expect(passedSecondFactorRecently('aal2', [totp(-3600)], NOW)).toBe(false);
  });
});

describe('hadFactorBeforeSession', () => {
  // A session that signed in with the password an hour ago and passed a code a minute ago.
  const amr = [
    { method: 'totp', timestamp: NOW - 60 },
    { method: 'password', timestamp: NOW - 3600 },
  ];

  it('the session began at its first sign-in method, not at a second factor', () => {
    expect(sessionStartedAt(amr)).toBe(NOW - 3600);
    expect(sessionStartedAt([{ method: 'totp', timestamp: NOW - 7200 }, ...amr])).toBe(NOW - 3600);
    expect(sessionStartedAt([{ method: 'totp', timestamp: NOW }])).toBeNull();
    expect(sessionStartedAt([])).toBeNull();
  });

  it('counts a verified factor enrolled before the session began', () => {
    expect(hadFactorBeforeSession([{ status: 'verified', created_at: iso(NOW - 86_400) }], amr)).toBe(true);
    // The same second as the sign-in: the safe side.
    expect(hadFactorBeforeSession([{ status: 'verified', created_at: iso(NOW - 3600) }], amr)).toBe(true);
  });

  it('does not count a factor enrolled during the session (a thief’s own), or one never verified', () => {
    expect(hadFactorBeforeSession([{ status: 'verified', created_at: iso(NOW - 120) }], amr)).toBe(false);
    expect(hadFactorBeforeSession([{ status: 'unverified', created_at: iso(NOW - 86_400) }], amr)).toBe(false);
    expect(hadFactorBeforeSession([], amr)).toBe(false);
  });

  it('counts every verified factor when the session’s start is unknown', () => {
    expect(hadFactorBeforeSession([{ status: 'verified', created_at: iso(NOW) }], [])).toBe(true);
  });
});

describe('the e-mailed code', () => {
  it('is six digits, however the reader spaced them', () => {
    expect(deletionCodeOf('123456')).toBe('123456');
    expect(deletionCodeOf(' 123 456 ')).toBe('123456');
    expect(deletionCodeOf('123-456')).toBe('123456');
    expect(deletionCodeOf('12345')).toBeNull();
    expect(deletionCodeOf('12345a')).toBeNull();
    expect(deletionCodeOf('')).toBeNull();
  });

  it('is drawn uniformly: a value at the top of the range is drawn again', () => {
    const draws = [4_294_967_295, 1_000_042];
    expect(newDeletionCode((bytes) => ((bytes[0] = draws.shift()!), bytes))).toBe('000042');
    expect(newDeletionCode()).toMatch(/^\d{6}$/);
  });

  it('is stored as a hash bound to its account', async () => {
    const hash = await deletionCodeHash('user-a', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(await deletionCodeHash('user-a', '123456')).toBe(hash);
    expect(await deletionCodeHash('user-b', '123456')).not.toBe(hash);
  });
});

describe('deleteAccountRequest', () => {
  it('asks for a code, then deletes with it and the newsletter choice (false unless given)', () => {
    expect(deleteAccountRequest.parse({ action: 'send-code', language: 'nl' })).toEqual({ action: 'send-code', language: 'nl' });
    expect(deleteAccountRequest.parse({ action: 'delete', code: '123456' })).toEqual({ action: 'delete', code: '123456', removeNewsletter: false });
  });

  it('refuses anything else, a password in place of the code among them', () => {
    expect(deleteAccountRequest.safeParse({ password: 'secret' }).success).toBe(false);
    expect(deleteAccountRequest.safeParse({ action: 'delete', removeNewsletter: 'yes' }).success).toBe(false);
    expect(deleteAccountRequest.safeParse({ action: 'send-code', language: 'fr' }).success).toBe(false);
    expect(deleteAccountRequest.safeParse(null).success).toBe(false);
  });
});
