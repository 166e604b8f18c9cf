import { describe, expect, it } from 'vitest';
import { heidelbergLordsDayOfWeek, sundayOf } from './week.ts';

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

  it("gives every day of a Sunday-to-Saturday week the same Lord's Day: the week of 29 November 2026 is 48", () => {
    for (const day of ['2026-11-29', '2026-11-30', '2026-12-02', '2026-12-05']) expect(heidelbergLordsDayOfWeek(day)).toBe(48);
    expect(heidelbergLordsDayOfWeek('2026-12-06')).toBe(49);
  });

  it("keeps a week spanning New Year on December's Lord's Day and starts again on the first Sunday", () => {
    // Sunday 28 December 2025 to Saturday 3 January 2026: still 2025's 52nd Sunday.
    for (const day of ['2025-12-28', '2025-12-31', '2026-01-01', '2026-01-03']) expect(heidelbergLordsDayOfWeek(day)).toBe(52);
    expect(heidelbergLordsDayOfWeek('2026-01-04')).toBe(1);
    // 2022 began on a Saturday: 1 January belongs to Sunday 26 December 2021.
    expect(heidelbergLordsDayOfWeek('2022-01-01')).toBe(52);
    expect(heidelbergLordsDayOfWeek('2022-01-02')).toBe(1);
  });

  it("repeats Lord's Day 52 on a 53rd Sunday and into the new year, then begins at 1", () => {
    // 2023 began on a Sunday, so it had 53: 24 December is the 52nd, 31 December the 53rd.
    expect(heidelbergLordsDayOfWeek('2023-12-24')).toBe(52);
    expect(heidelbergLordsDayOfWeek('2023-12-31')).toBe(52);
    expect(heidelbergLordsDayOfWeek('2024-01-06')).toBe(52); // Saturday of that week, in 2024
    expect(heidelbergLordsDayOfWeek('2024-01-07')).toBe(1);
    // 2026 has 52 Sundays: the last, 27 December, is Lord's Day 52, none repeated.
    expect(heidelbergLordsDayOfWeek('2026-12-20')).toBe(51);
    expect(heidelbergLordsDayOfWeek('2027-01-03')).toBe(1);
  });
});
