import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, todayIn } from './dates.ts';

describe('todayIn', () => {
  // 03:30 UTC on 1 March is still the last day of February in New York, already 1 March in London and Tokyo.
  const instant = new Date('2024-03-01T03:30:00Z');
  it.each([
    ['America/New_York', '2024-02-29'],
    ['Europe/London', '2024-03-01'],
    ['Asia/Tokyo', '2024-03-01'],
    ['UTC', '2024-03-01'],
  ])('%s → %s', (zone, date) => expect(todayIn(zone, instant)).toBe(date));
});

describe('addDays', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2025-03-09', 1, '2025-03-10'], // US daylight-saving change
    ['2025-11-25', -21, '2025-11-04'],
    ['2025-11-25', 6, '2025-12-01'],
    ['2025-11-25', 0, '2025-11-25'],
  ])('%s %+i → %s', (date, n, expected) => expect(addDays(date, n)).toBe(expected));

  it('refuses what is not a calendar date', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(/not a YYYY-MM-DD date/);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-12-01')).toBe(true);
  });
});
