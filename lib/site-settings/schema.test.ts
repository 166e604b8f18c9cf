import { describe, expect, it } from 'vitest';
import { TIME_ZONE_INVALID } from '../time-zone/schema.ts';
import {
  CONTACT_EMAIL_INVALID,
  DONATION_URL_NOT_HTTPS,
  SITE_NAME_REQUIRED,
  SITE_NAME_TOO_LONG,
  contactEmailSchema,
  donationUrlError,
  firstError,
  isHttpsUrl,
  siteNameSchema,
  siteSettingsRow,
  type SiteSettingsForm,
} from './schema.ts';

describe('isHttpsUrl', () => {
  it.each(['https://buy.stripe.com/abc123', 'https://donate.example.org', 'https://pay.example.org:8443/give?fund=general#top'])('accepts %s', (url) =>
    expect(isHttpsUrl(url)).toBe(true),
  );

  it.each([
    'http://buy.stripe.com/abc123',
    'javascript:alert(1)',
    'ftp://files.example.org/x',
    'buy.stripe.com/abc123',
    'https://localhost/x',
    'https://buy.stripe.com/a b',
    'https://',
    '',
  ])('refuses %j', (url) => expect(isHttpsUrl(url)).toBe(false));
});

describe('field messages', () => {
  it('requires a site name of at most 100 characters', () => {
    expect(firstError(siteNameSchema, '   ')).toBe(SITE_NAME_REQUIRED);
    expect(firstError(siteNameSchema, 'x'.repeat(101))).toBe(SITE_NAME_TOO_LONG);
    expect(firstError(siteNameSchema, 'Reformed Devotionals')).toBeUndefined();
  });

  it('accepts an empty contact e-mail as "not configured" and refuses a malformed one', () => {
    expect(contactEmailSchema.parse('  ')).toBeNull();
    expect(contactEmailSchema.parse(' hello@example.org ')).toBe('hello@example.org');
    expect(firstError(contactEmailSchema, 'not-an-address')).toBe(CONTACT_EMAIL_INVALID);
    expect(firstError(contactEmailSchema, 'a@b')).toBe(CONTACT_EMAIL_INVALID);
  });

  it('lets a donation link be empty but never anything other than https', () => {
    expect(donationUrlError('')).toBeUndefined();
    expect(donationUrlError(null)).toBeUndefined();
    expect(donationUrlError('https://buy.stripe.com/x')).toBeUndefined();
    expect(donationUrlError('http://buy.stripe.com/x')).toBe(DONATION_URL_NOT_HTTPS);
  });
});

describe('siteSettingsRow', () => {
  const form: SiteSettingsForm = {
    site_name: '  Reformed Devotionals ',
    contact_email: '',
    timezone: ' Pacific/Auckland ',
    donation_links: {
      oneTime: [
        { label: '$10', amount: 10, url: ' https://buy.stripe.com/ten ' },
        { label: '$25', amount: 25, url: '' },
        { label: 'Other Amount', amount: null, url: 'https://buy.stripe.com/other' },
      ],
      monthly: [{ label: '$5', amount: 5, url: '' }],
    },
  };

  it('keeps only configured links, trimmed, in the shape the site reads', () => {
    expect(siteSettingsRow(form)).toEqual({
      site_name: 'Reformed Devotionals',
      contact_email: null,
      timezone: 'Pacific/Auckland',
      donation_links: {
        oneTime: [
          { label: '$10', amount: 10, url: 'https://buy.stripe.com/ten' },
          { label: 'Other Amount', amount: null, url: 'https://buy.stripe.com/other' },
        ],
        monthly: [],
      },
    });
  });

  it('refuses a form with a non-https link', () => {
    const bad = structuredClone(form);
    bad.donation_links.monthly[0].url = 'http://buy.stripe.com/five';
    expect(() => siteSettingsRow(bad)).toThrow(DONATION_URL_NOT_HTTPS);
  });

  it('refuses a form with an unknown time zone', () => {
    expect(() => siteSettingsRow({ ...form, timezone: 'Auckland' })).toThrow(TIME_ZONE_INVALID);
  });
});
