import { describe, expect, it } from 'vitest';
import { donationOptions, isPlaceholderLink } from './donation-options.ts';

describe('donation links', () => {
  it.each([
    [''],
    ['   '],
    [null],
    ['https://buy.stripe.com/REPLACE_WITH_YOUR_LINK'],
    ['https://buy.stripe.com/replace-me'],
    ['https://example.com/pay'],
    ['https://pay.example.org/10'],
    ['not a url'],
    ['javascript:alert(1)'],
  ])('%j is a placeholder', (url) => {
    expect(isPlaceholderLink(url)).toBe(true);
  });

  it('a real hosted link is not a placeholder', () => {
    expect(isPlaceholderLink('https://buy.stripe.com/test_14k5nT0aZ')).toBe(false);
  });

  it('without configuration every fixed option is present and unconfigured', () => {
    const options = donationOptions(null);
    expect(options.oneTime.map((o) => o.label)).toEqual(['$10', '$25', '$50', '$100', 'Other Amount']);
    expect(options.monthly.map((o) => o.label)).toEqual(['$5', '$10', '$25', '$50']);
    expect([...options.oneTime, ...options.monthly].every((o) => o.url === '')).toBe(true);
  });

  it('matches stored links by amount, and Other Amount by a missing amount', () => {
    const options = donationOptions({
      oneTime: [
        { label: '$25', amount: 25, url: ' https://buy.stripe.com/one-25 ' },
        { label: 'Other', amount: null, url: 'https://buy.stripe.com/other' },
      ],
      monthly: [{ label: '$10/month', amount: '10', url: 'https://buy.stripe.com/monthly-10' }, 'junk'],
    });
    expect(options.oneTime.find((o) => o.amount === 25)?.url).toBe('https://buy.stripe.com/one-25');
    expect(options.oneTime.find((o) => o.amount === null)?.url).toBe('https://buy.stripe.com/other');
    expect(options.oneTime.find((o) => o.amount === 10)?.url).toBe('');
    expect(options.monthly.find((o) => o.amount === 10)?.url).toBe('https://buy.stripe.com/monthly-10');
    expect(options.monthly.find((o) => o.amount === 5)?.url).toBe('');
  });
});
