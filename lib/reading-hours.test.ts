import { describe, expect, it } from 'vitest';
import { readingHours } from './reading-hours.ts';

describe('readingHours', () => {
  it('shows hours with one decimal below ten', () => {
    expect(readingHours(0)).toBe('0');
    expect(readingHours(3600)).toBe('1');
    expect(readingHours(5400)).toBe('1.5');
    expect(readingHours(100)).toBe('0');
    expect(readingHours(200)).toBe('0.1');
  });

  it('shows whole hours from ten up, with thousands separators', () => {
    expect(readingHours(36000 + 1800)).toBe('11');
    expect(readingHours(3600 * 12345)).toBe('12,345');
  });
});
