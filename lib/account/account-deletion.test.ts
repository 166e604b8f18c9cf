import { describe, expect, it } from 'vitest';
import {
  deleteAccountRequest,
  deletionConfirmationFor,
  passedSecondFactorRecently,
  RECENT_AUTHENTICATION_SECONDS,
  signedInRecently,
} from './account-deletion.ts';

const NOW = 1_800_000_000;

describe('deletionConfirmationFor', () => {
  it('asks an account with an authenticator for its code, even when it has a password', () => {
    expect(deletionConfirmationFor({ hasVerifiedFactor: true, providers: ['email'] })).toBe('second-factor');
  });

  it('asks a password account for its password', () => {
    expect(deletionConfirmationFor({ hasVerifiedFactor: false, providers: ['email'] })).toBe('password');
    expect(deletionConfirmationFor({ hasVerifiedFactor: false, providers: ['google', 'email'] })).toBe('password');
  });

  it('asks an account with no password (Google only) for a fresh sign-in', () => {
    expect(deletionConfirmationFor({ hasVerifiedFactor: false, providers: ['google'] })).toBe('recent-sign-in');
    expect(deletionConfirmationFor({ hasVerifiedFactor: false, providers: [] })).toBe('recent-sign-in');
  });
});

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

describe('signedInRecently', () => {
  it('takes any sign-in method within five minutes, not a second factor alone', () => {
    expect(signedInRecently([{ method: 'oauth', timestamp: NOW - 60 }], NOW)).toBe(true);
    expect(signedInRecently([{ method: 'otp', timestamp: NOW - 60 }], NOW)).toBe(true);
    expect(signedInRecently([{ method: 'oauth', timestamp: NOW - RECENT_AUTHENTICATION_SECONDS - 1 }], NOW)).toBe(false);
    expect(signedInRecently([{ method: 'totp', timestamp: NOW }], NOW)).toBe(false);
    expect(signedInRecently([], NOW)).toBe(false);
  });
});

describe('deleteAccountRequest', () => {
  it('takes an optional password and the newsletter choice, false unless given', () => {
    expect(deleteAccountRequest.parse({})).toEqual({ removeNewsletter: false });
    expect(deleteAccountRequest.parse({ password: 'secret', removeNewsletter: true })).toEqual({ password: 'secret', removeNewsletter: true });
  });

  it('refuses anything else', () => {
    expect(deleteAccountRequest.safeParse({ password: 42 }).success).toBe(false);
    expect(deleteAccountRequest.safeParse({ password: '' }).success).toBe(false);
    expect(deleteAccountRequest.safeParse({ removeNewsletter: 'yes' }).success).toBe(false);
    expect(deleteAccountRequest.safeParse(null).success).toBe(false);
  });
});
