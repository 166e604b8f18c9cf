import { describe, expect, it } from 'vitest';
import { displayDate } from './display-date.ts';

describe('displayDate', () => {
  it('shows MMM d, yyyy without a leading zero', () => {
    expect(displayDate('2026-11-26')).toBe('Nov 26, 2026');
    expect(displayDate('2027-01-03')).toBe('Jan 3, 2027');
  });

  it('leaves what is not a calendar date as it is', () => {
    expect(displayDate('soon')).toBe('soon');
  });
});
