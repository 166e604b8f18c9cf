import { describe, expect, it } from 'vitest';
import { frequencySaved, isFrequency } from './frequency.ts';

describe('newsletter frequency', () => {
  it('accepts only daily and weekly', () => {
    expect(isFrequency('daily')).toBe(true);
    expect(isFrequency('weekly')).toBe(true);
    expect(isFrequency('hourly')).toBe(false);
    expect(isFrequency(undefined)).toBe(false);
  });

  it('says what the reader will receive after a change', () => {
    expect(frequencySaved('daily')).toBe('Saved. You will receive the daily e-mail.');
    expect(frequencySaved('weekly')).toBe('Saved. You will receive the weekly e-mail.');
  });
});
