import { describe, expect, it } from 'vitest';
import { messagesWithPrefix } from '@lib/i18n/messages.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { authRefusalKey, authRefusalText } from './refusals.ts';

const lookup = (locale: Locale) => {
  const messages = {
    ...messagesWithPrefix(locale, 'auth.refusal.'),
    ...messagesWithPrefix(locale, 'auth.error'),
    ...messagesWithPrefix(locale, 'auth.blocked'),
  };
  return (key: string) => messages[key] ?? `missing ${key}`;
};

describe('authRefusalKey', () => {
  it('names the refusals a reader can meet by their GoTrue code, and nothing else', () => {
    expect(authRefusalKey('invalid_credentials')).toBe('auth.refusal.invalidCredentials');
    expect(authRefusalKey('over_email_send_rate_limit')).toBe('auth.refusal.tooManyEmails');
    expect(authRefusalKey('unexpected_failure')).toBeNull();
    expect(authRefusalKey(undefined)).toBeNull();
    expect(authRefusalKey('')).toBeNull();
  });
});

describe('authRefusalText', () => {
  it('keeps GoTrue’s own sentence on an English page', () => {
    expect(authRefusalText(lookup('en'), 'en', { code: 'invalid_credentials', message: 'Invalid login credentials' }, 'auth.error')).toBe(
      'Invalid login credentials',
    );
    const wait = { code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 42 seconds.' };
    expect(authRefusalText(lookup('en'), 'en', wait, 'auth.error')).toBe(wait.message);
    expect(authRefusalText(lookup('en'), 'en', { code: 'email_not_confirmed' }, 'auth.error')).toBe('Email not confirmed');
  });

  it('answers a Dutch or Spanish reader in their language', () => {
    const wrong = { code: 'invalid_credentials', message: 'Invalid login credentials' };
    expect(authRefusalText(lookup('nl'), 'nl', wrong, 'auth.error')).toBe('Onjuist e-mailadres of wachtwoord.');
    expect(authRefusalText(lookup('es'), 'es', wrong, 'auth.error')).toBe('Correo electrónico o contraseña incorrectos.');
    const wait = { code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 42 seconds.' };
    expect(authRefusalText(lookup('nl'), 'nl', wait, 'auth.error')).toMatch(/^Er zijn net al e-mails/);
  });

  it('shows an unknown refusal as it came in English, and the general failure in another edition', () => {
    const odd = { code: 'unexpected_failure', message: 'Unexpected failure, please check server logs for more information' };
    expect(authRefusalText(lookup('en'), 'en', odd, 'auth.error')).toBe(odd.message);
    expect(authRefusalText(lookup('es'), 'es', odd, 'auth.error')).toBe('Se produjo un error');
    expect(authRefusalText(lookup('en'), 'en', { message: '' }, 'auth.error')).toBe('An error occurred');
  });

  it('has every refusal in every edition', () => {
    for (const code of [
      'invalid_credentials',
      'user_already_exists',
      'email_exists',
      'weak_password',
      'same_password',
      'email_not_confirmed',
      'email_address_invalid',
      'over_email_send_rate_limit',
      'over_request_rate_limit',
      'signup_disabled',
      'otp_expired',
      'session_not_found',
      'user_banned',
    ]) {
      for (const locale of ['en', 'nl', 'es'] as const) expect(authRefusalText(lookup(locale), locale, { code }, 'auth.error')).not.toMatch(/^missing/);
    }
  });
});
