import { describe, expect, it } from 'vitest';
import { siteSettingsRow } from '@lib/site-settings/schema.ts';
import { donationOptions } from '@lib/site-settings/donation-options.ts';
import { formFromStored } from './siteSettingsForm.ts';

describe('formFromStored', () => {
  const stored = {
    site_name: 'Reformed Devotionals',
    contact_email: null,
    timezone: 'Europe/London',
    donation_links: {
      oneTime: [{ label: '$25', amount: 25, url: 'https://buy.stripe.com/twenty-five' }],
      monthly: [{ label: '$5/month', amount: 5, url: 'https://buy.stripe.com/five' }],
    },
  };

  it('gives every fixed donate button a field, filled from the stored links', () => {
    const form = formFromStored(stored);
    expect(form.contact_email).toBe('');
    expect(form.timezone).toBe('Europe/London');
    expect(form.donation_links.oneTime.map((f) => [f.label, f.url])).toEqual([
      ['$10', ''],
      ['$25', 'https://buy.stripe.com/twenty-five'],
      ['$50', ''],
      ['$100', ''],
      ['Other Amount', ''],
    ]);
    expect(form.donation_links.monthly.map((f) => f.amount)).toEqual([5, 10, 25, 50]);
  });

  it('saves links the donate page reads back to the same buttons', () => {
    const form = formFromStored(stored);
    form.donation_links.oneTime[4].url = 'https://buy.stripe.com/other';
    const row = siteSettingsRow(form);
    const options = donationOptions(row.donation_links);
    expect(options.oneTime.find((o) => o.amount === 25)?.url).toBe('https://buy.stripe.com/twenty-five');
    expect(options.oneTime.find((o) => o.amount === null)?.url).toBe('https://buy.stripe.com/other');
    expect(options.monthly.find((o) => o.amount === 5)?.url).toBe('https://buy.stripe.com/five');
    expect(options.monthly.find((o) => o.amount === 10)?.url).toBe('');
  });
});
