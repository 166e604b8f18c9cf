import { describe, expect, it } from 'vitest';
import { authenticatorDigits, codeRefusal, needsStepUp, TOO_MANY_ATTEMPTS, WRONG_CODE } from './authenticator-code.ts';

describe('authenticatorDigits', () => {
  it('takes six digits, with the spaces apps show between groups', () => {
    expect(authenticatorDigits('123456')).toBe('123456');
    expect(authenticatorDigits(' 123 456 ')).toBe('123456');
  });

  it('refuses anything else', () => {
    for (const input of ['', '12345', '1234567', '12a456', '123-456']) expect(authenticatorDigits(input)).toBeNull();
  });
});

describe('codeRefusal', () => {
  it('says to wait when rate limited, otherwise that the code was wrong', () => {
    expect(codeRefusal(429)).toBe(TOO_MANY_ATTEMPTS);
    expect(codeRefusal(422)).toBe(WRONG_CODE);
    expect(codeRefusal(undefined)).toBe(WRONG_CODE);
  });
});

describe('needsStepUp', () => {
  it('only for a session below aal2 on an account with a verified factor', () => {
    expect(needsStepUp({ currentLevel: 'aal1', nextLevel: 'aal2' })).toBe(true);
    expect(needsStepUp({ currentLevel: 'aal2', nextLevel: 'aal2' })).toBe(false);
    expect(needsStepUp({ currentLevel: 'aal1', nextLevel: 'aal1' })).toBe(false);
    expect(needsStepUp({ currentLevel: null, nextLevel: null })).toBe(false);
  });
});
