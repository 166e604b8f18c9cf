import { describe, expect, it } from 'vitest';
import { isoWeek } from './week-number.ts';

describe('isoWeek', () => {
  it('numbers weeks from the one holding the first Thursday', () => {
    expect(isoWeek('2026-01-01')).toBe(1); // a Thursday
    expect(isoWeek('2026-01-04')).toBe(1); // the Sunday ending week 1
    expect(isoWeek('2026-01-05')).toBe(2); // Monday starts week 2
    expect(isoWeek('2026-11-26')).toBe(48);
  });

  it("puts early January in the previous year's last week when the year starts late in the week", () => {
    expect(isoWeek('2027-01-01')).toBe(53); // Friday; 2026 has 53 ISO weeks
    expect(isoWeek('2027-01-03')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
    expect(isoWeek('2021-01-01')).toBe(53);
    expect(isoWeek('2022-01-01')).toBe(52);
  });

  it('puts late December in week 1 of the next year when that week holds its Thursday', () => {
    expect(isoWeek('2024-12-30')).toBe(1);
    expect(isoWeek('2025-12-29')).toBe(1);
  });

  it('refuses what is not a date', () => {
    expect(() => isoWeek('2026-02-30')).toThrow(RangeError);
  });
});
