import { describe, expect, it } from 'vitest';
import { daysOfWeek, isoWeekOf, mondayOf, weekKey } from './iso-week.ts';

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

  it('names a week by its key', () => {
    expect(weekKey({ year: 2026, week: 8 })).toBe('2026-W08');
  });
});
