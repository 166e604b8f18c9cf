import { describe, expect, it } from 'vitest';
import { isPlainEmailAddress, NEWSLETTER_INVALID_EMAIL, newsletterEmailError } from './email.ts';

describe('newsletter e-mail rule', () => {
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

describe('one plain address', () => {
  it.each([
    'timothy@example.org',
    "o'brien+news@mail.example.co.uk",
    'first.last_1@sub-domain.example',
    'x@xn--bcher-kva.example',
    `${'l'.repeat(64)}@example.org`,
  ])('%j is one address', (email) => {
    expect(isPlainEmailAddress(email)).toBe(true);
  });

  it.each([
    ['a list', 'a@x.org, b@x.org'],
    ['a list without spaces', 'a@x.org,b@x.org'],
    ['a semicolon list', 'a@x.org;b@x.org'],
    ['a header after CR/LF', 'a@x.org\r\nBcc: b@x.org'],
    ['a header after LF', 'a@x.org\nBcc:b@x.org'],
    ['a display name', '"Foo" <c@x.org>'],
    ['angle brackets', '<c@x.org>'],
    ['a quoted local part', '"a b"@x.org'],
    ['a comment', 'a(comment)@x.org'],
    ['a space', 'a b@x.org'],
    ['a tab', 'a\t@x.org'],
    ['a NUL', 'a@x.org\u0000'],
    ['two at-signs', 'a@@x.org'],
    ['an at-sign in the domain', 'a@b@x.org'],
    ['no domain dot', 'a@localhost'],
    ['a leading dot', '.a@x.org'],
    ['two dots', 'a..b@x.org'],
    ['a trailing dot in the domain', 'a@x.org.'],
    ['a hyphen starting a label', 'a@-x.org'],
    ['an IP literal', 'a@[127.0.0.1]'],
    ['a non-ASCII character', 'ä@x.org'],
    ['a local part of 65 characters', `${'l'.repeat(65)}@example.org`],
    ['a label of 64 characters', `a@${'d'.repeat(64)}.org`],
    ['255 characters', `a@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.org`],
  ])('%s is refused: %j', (_name, email) => {
    expect(isPlainEmailAddress(email)).toBe(false);
  });

  it('accepts 254 characters', () => {
    const email = `a@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(56)}.org`;
    expect(email).toHaveLength(254);
    expect(isPlainEmailAddress(email)).toBe(true);
  });
});
