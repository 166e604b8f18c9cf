import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM, validateContactForm, type ContactFormInput } from './schema.ts';

const valid: ContactFormInput = {
  name: 'Lydia of Thyatira',
  email: 'lydia@example.org',
  message: 'Thank you for the devotionals; our family reads them at breakfast.',
  acceptPrivacy: true,
};

function errorsFor(input: Partial<ContactFormInput>) {
  const result = validateContactForm({ ...valid, ...input });
  return result.ok ? {} : result.errors;
}

describe('contact form', () => {
  it('accepts a complete form and returns the trimmed row without the privacy flag', () => {
    const result = validateContactForm({ ...valid, name: '  Lydia  ', email: ' lydia@example.org ', message: '\n Hello \n' });
    expect(result).toEqual({ ok: true, row: { name: 'Lydia', email: 'lydia@example.org', message: 'Hello' } });
  });

  it('starts unchecked, and an empty form reports every field', () => {
    expect(EMPTY_CONTACT_FORM.acceptPrivacy).toBe(false);
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Invalid email address',
        message: 'Message is required',
        acceptPrivacy: 'You must accept the privacy policy',
      },
    });
  });

  it('name: trimmed, required, at most 100 characters', () => {
    expect(errorsFor({ name: '   ' })).toEqual({ name: 'Name is required' });
    expect(errorsFor({ name: 'a'.repeat(100) })).toEqual({});
    expect(errorsFor({ name: ` ${'a'.repeat(100)} ` })).toEqual({});
    expect(errorsFor({ name: 'a'.repeat(101) })).toEqual({ name: 'Name must be less than 100 characters' });
  });

  it('email: trimmed, valid, at most 255 characters', () => {
    expect(errorsFor({ email: '' })).toEqual({ email: 'Invalid email address' });
    expect(errorsFor({ email: 'not-an-address' })).toEqual({ email: 'Invalid email address' });
    expect(errorsFor({ email: 'name@' })).toEqual({ email: 'Invalid email address' });
    expect(errorsFor({ email: '  ruth@example.org  ' })).toEqual({});
    const local = 'r'.repeat(64);
    const at255 = `${local}@${'d'.repeat(255 - local.length - 1 - 4)}.org`;
    expect(at255).toHaveLength(255);
    expect(errorsFor({ email: at255 })).toEqual({});
    expect(errorsFor({ email: `r${at255}` })).toEqual({ email: 'Email must be less than 255 characters' });
  });

  it('message: trimmed, required, at most 2000 characters', () => {
    expect(errorsFor({ message: ' \n\t ' })).toEqual({ message: 'Message is required' });
    expect(errorsFor({ message: 'm'.repeat(2000) })).toEqual({});
    expect(errorsFor({ message: 'm'.repeat(2001) })).toEqual({ message: 'Message must be less than 2000 characters' });
  });

  it('the privacy policy must be accepted', () => {
    expect(errorsFor({ acceptPrivacy: false })).toEqual({ acceptPrivacy: 'You must accept the privacy policy' });
  });
});
