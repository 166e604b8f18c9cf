import { describe, expect, it } from 'vitest';
import { heidelbergLordsDayOfWeek, shorterCatechismOfWeek, sundayOf } from './week.ts';

describe('this week', () => {
  it('finds the Sunday that begins a week', () => {
    expect(sundayOf('2026-11-27')).toBe('2026-11-22'); // a Friday
    expect(sundayOf('2026-11-22')).toBe('2026-11-22');
    expect(sundayOf('2027-01-01')).toBe('2026-12-27'); // across the year
  });

  it("teaches the year's Nth Sunday as Lord's Day N", () => {
    expect(heidelbergLordsDayOfWeek('2026-01-04')).toBe(1); // the first Sunday of 2026
    expect(heidelbergLordsDayOfWeek('2026-01-10')).toBe(1);
    expect(heidelbergLordsDayOfWeek('2026-01-11')).toBe(2);
    expect(heidelbergLordsDayOfWeek('2026-11-27')).toBe(47); // week of Sunday 22 November
    expect(heidelbergLordsDayOfWeek('2026-12-27')).toBe(52);
    expect(heidelbergLordsDayOfWeek('2027-01-01')).toBe(52); // still the week of Sunday 27 December
    expect(heidelbergLordsDayOfWeek('2023-12-31')).toBe(52); // 2023 had 53 Sundays: the last repeats 52
  });

  it('moves through the Shorter Catechism one question a week from the chosen start', () => {
    expect(shorterCatechismOfWeek('2026-11-25', '2026-11-27')).toBe(1);
    expect(shorterCatechismOfWeek('2026-11-25', '2026-11-29')).toBe(2);
    expect(shorterCatechismOfWeek('2026-11-25', '2026-11-01')).toBe(1);
    expect(shorterCatechismOfWeek('2026-01-04', '2028-01-09')).toBe(106); // 105 weeks on
    expect(shorterCatechismOfWeek('2026-01-04', '2028-01-23')).toBe(1); // after question 107 it begins again
  });
});
