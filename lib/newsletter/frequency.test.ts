import { describe, expect, it } from 'vitest';
import { isFrequency } from './frequency.ts';

describe('newsletter frequency', () => {
  it('accepts only daily and weekly', () => {
    expect(isFrequency('daily')).toBe(true);
    expect(isFrequency('weekly')).toBe(true);
    expect(isFrequency('hourly')).toBe(false);
    expect(isFrequency(undefined)).toBe(false);
  });
});
