import { describe, expect, it } from 'vitest';
import { firstAuthProblem, hashAuthError, newPasswordProblem, hashAuthMessage, type AuthFormInput, type AuthMode } from './auth-form.ts';
import { auth } from '@lib/i18n/catalogues/en/auth.ts';

/** The message the English page shows for the first failing rule, as the sign-in form looks it up. */
function firstAuthError(mode: AuthMode, input: AuthFormInput): string | null {
  const problem = firstAuthProblem(mode, input);
  return problem && auth[`auth.problem.${problem}`];
}

/** The message the English page shows for a new password's failing rule. */
function newPasswordError(password: string, confirmation: string): string | null {
  const problem = newPasswordProblem(password, confirmation);
  return problem && auth[`auth.problem.${problem}`];
}

const blank = { email: '', password: '', fullName: '' };

describe('firstAuthError', () => {
  it('sign in: a valid e-mail, then a non-empty password', () => {
    expect(firstAuthError('signIn', blank)).toBe('Please enter a valid email address');
    expect(firstAuthError('signIn', { ...blank, email: 'not-an-address' })).toBe('Please enter a valid email address');
    expect(firstAuthError('signIn', { ...blank, email: 'a@b.org' })).toBe('Password is required');
    expect(firstAuthError('signIn', { ...blank, email: ' a@b.org ', password: 'x' })).toBeNull();
  });

  it('sign up: e-mail, password of 6, then a name of 2 to 100', () => {
    const ok = { email: 'a@b.org', password: 'secret', fullName: 'Jo' };
    expect(firstAuthError('signUp', { ...ok, email: 'x' })).toBe('Please enter a valid email address');
    expect(firstAuthError('signUp', { ...ok, password: 'short' })).toBe('Password must be at least 6 characters');
    expect(firstAuthError('signUp', { ...ok, fullName: ' J ' })).toBe('Name must be at least 2 characters');
    expect(firstAuthError('signUp', { ...ok, fullName: 'x'.repeat(101) })).toBe('Name is too long');
    expect(firstAuthError('signUp', { ...ok, fullName: 'x'.repeat(100) })).toBeNull();
  });

  it('reset: the e-mail is required', () => {
    expect(firstAuthError('reset', blank)).toBe('Please enter your email address');
    expect(firstAuthError('reset', { ...blank, email: 'nope' })).toBe('Please enter a valid email address');
    expect(firstAuthError('reset', { ...blank, email: 'a@b.org' })).toBeNull();
  });
});

describe('newPasswordError', () => {
  it('needs 6 characters and a matching confirmation', () => {
    expect(newPasswordError('abc', 'abc')).toBe('Password must be at least 6 characters');
    expect(newPasswordError('abcdef', 'abcdeg')).toBe('Passwords do not match');
    expect(newPasswordError('abcdef', 'abcdef')).toBeNull();
  });
});

describe('hashAuthMessage', () => {
  it("reads GoTrue's notice from the hash, but not from an error or a session", () => {
    const proceed = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
    expect(hashAuthMessage('#' + new URLSearchParams({ message: proceed, sb: '' }))).toBe(proceed);
    expect(hashAuthMessage('#error=access_denied&error_description=Email+link+is+invalid&message=x')).toBeNull();
    expect(hashAuthMessage('#access_token=abc&type=email_change')).toBeNull();
    expect(hashAuthMessage('#message=&sb=')).toBeNull();
    expect(hashAuthMessage('')).toBeNull();
  });
});

describe('hashAuthError', () => {
  it('prefers error_description, then error, then a generic text', () => {
    expect(hashAuthError('#error=access_denied&error_description=Email+link+is+invalid')).toBe('Email link is invalid');
    expect(hashAuthError('#error=server_error')).toBe('server_error');
    expect(hashAuthError('#error_code=otp_expired')).toBe('Authentication failed');
    expect(hashAuthError('#access_token=abc&type=recovery')).toBeNull();
    expect(hashAuthError('')).toBeNull();
  });
});
