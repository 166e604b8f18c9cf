import { describe, expect, it } from 'vitest';
import { daysOfWeek, isoWeekOf, mondayOf, parseWeekKey, weekKey } from './iso-week.ts';

describe('ISO weeks for the group guide', () => {
  it('runs Monday to Sunday', () => {
    expect(mondayOf('2026-11-27')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(daysOfWeek(isoWeekOf('2026-11-27'))).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it('gives a week to the year of its Thursday', () => {
    expect(isoWeekOf('2026-11-27')).toEqual({ year: 2026, week: 48 });
    expect(isoWeekOf('2026-01-01')).toEqual({ year: 2026, week: 1 });
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeekOf('2021-01-03')).toEqual({ year: 2020, week: 53 });
  });

  it('names a week by its key and reads the key back, refusing weeks a year does not have', () => {
    expect(weekKey({ year: 2026, week: 8 })).toBe('2026-W08');
    expect(parseWeekKey('2026-W48')).toEqual({ year: 2026, week: 48 });
    expect(parseWeekKey('2026-W53')).toEqual({ year: 2026, week: 53 });
    expect(parseWeekKey('2025-W53')).toBeNull();
    expect(parseWeekKey('2026-W00')).toBeNull();
    expect(parseWeekKey('2026-48')).toBeNull();
    for (const date of ['2026-12-31', '2027-01-04', '2020-02-29']) expect(parseWeekKey(weekKey(isoWeekOf(date)))).toEqual(isoWeekOf(date));
  });
});
