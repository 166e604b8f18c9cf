import { describe, expect, it } from 'vitest';
import { checkEmailAddress, validateEmail } from './email-address.ts';

const INVALID = 'Unable to validate email address: invalid format';

describe('checkEmailAddress (GoTrue validateEmail)', () => {
  it.each([
    ['ruth@example.com', 'ruth@example.com'],
    ['Ruth.Moabite@Example.COM', 'ruth.moabite@example.com'],
    ["o'brien+tag@mail.example.org", "o'brien+tag@mail.example.org"],
    ['user@localhost', 'user@localhost'],
    ['a@b-c.d', 'a@b-c.d'],
    ['.dot.@example.com', '.dot.@example.com'],
  ])('accepts %s', (input, normalised) => {
    expect(checkEmailAddress(input)).toEqual({ ok: true, email: normalised });
  });

  it.each([
    'plainaddress',
    'no-at.example.com',
    'two@@example.com',
    'a@b@example.com',
    ' ruth@example.com',
    'ruth@example.com ',
    'ruth smith@example.com',
    'ruth@-example.com',
    'ruth@example-.com',
    'ruth@example..com',
    'ruth@example.com.',
    'ruth@.example.com',
    'ruth@exa_mple.com',
    'josé@example.com',
    'ruth@exämple.com',
    '"quoted"@example.com',
    'ruth@[127.0.0.1]',
    '@example.com',
    'ruth@',
    'ruth@example.com\n',
    `ruth@${'a'.repeat(64)}.com`,
  ])('refuses %j as an invalid format', (input) => {
    expect(checkEmailAddress(input)).toEqual({ ok: false, message: INVALID });
  });

  it('accepts a 63-character label', () => {
    expect(checkEmailAddress(`ruth@${'a'.repeat(63)}.com`).ok).toBe(true);
  });

  it('requires an address, and refuses one longer than 255 characters', () => {
    expect(checkEmailAddress('')).toEqual({ ok: false, message: 'An email address is required' });
    expect(checkEmailAddress(undefined)).toEqual({ ok: false, message: 'An email address is required' });
    expect(checkEmailAddress(`${'a'.repeat(250)}@example.com`)).toEqual({ ok: false, message: 'An email address is too long' });
  });

  it('refuses a value that is not a string', () => {
    expect(checkEmailAddress(42)).toEqual({ ok: false, message: INVALID });
    expect(checkEmailAddress({ email: 'a@b.c' })).toEqual({ ok: false, message: INVALID });
  });

  it("validateEmail throws GoTrue's 400 validation_failed", () => {
    expect(() => validateEmail('nope')).toThrow(expect.objectContaining({ status: 400, errorCode: 'validation_failed', message: INVALID }));
    expect(validateEmail('Boaz@Bethlehem.example')).toBe('boaz@bethlehem.example');
  });
});
