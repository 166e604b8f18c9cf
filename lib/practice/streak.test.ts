import { describe, expect, it } from 'vitest';
import { practiceStreak } from './streak.ts';

describe('the practice streak', () => {
  it('counts the days in a row ending today', () => {
    expect(practiceStreak(['2026-11-25', '2026-11-26', '2026-11-27'], '2026-11-27')).toBe(3);
    expect(practiceStreak(['2026-11-27'], '2026-11-27')).toBe(1);
  });

  it('still counts a streak ending yesterday while today is not yet practised', () => {
    expect(practiceStreak(['2026-11-24', '2026-11-25', '2026-11-26'], '2026-11-27')).toBe(3);
  });

  it('is broken by a missed day', () => {
    expect(practiceStreak(['2026-11-23', '2026-11-24', '2026-11-26', '2026-11-27'], '2026-11-27')).toBe(2);
    expect(practiceStreak(['2026-11-20', '2026-11-21', '2026-11-25'], '2026-11-27')).toBe(0);
    expect(practiceStreak([], '2026-11-27')).toBe(0);
  });

  it('runs across months and years, in any order, with repeated days', () => {
    expect(practiceStreak(['2027-01-01', '2026-12-30', '2026-12-31', '2026-12-31', '2027-01-02'], '2027-01-02')).toBe(4);
    expect(practiceStreak(['2026-02-28', '2026-03-01'], '2026-03-01')).toBe(2);
  });

  it('ignores days after today and refuses a today that is not a date', () => {
    expect(practiceStreak(['2026-11-27', '2026-11-28'], '2026-11-27')).toBe(1);
    expect(() => practiceStreak([], '27/11/2026')).toThrow(/YYYY-MM-DD/);
  });
});
