import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format.ts';

describe('formatLongDate', () => {
  it('formats a calendar date in en-US long form without shifting the day', () => {
    expect(formatLongDate('2025-11-26')).toBe('Wednesday, November 26, 2025');
    expect(formatLongDate('2024-01-01')).toBe('Monday, January 1, 2024');
  });
});
