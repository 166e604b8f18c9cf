import { describe, expect, it } from 'vitest';
import { goalEndDate, goalPercent, parseGoalTarget } from './goals.ts';

describe('goals', () => {
  it('parses the target: empty or invalid becomes 1', () => {
    expect(parseGoalTarget('')).toBe(1);
    expect(parseGoalTarget('abc')).toBe(1);
    expect(parseGoalTarget('0')).toBe(1);
    expect(parseGoalTarget('-4')).toBe(1);
    expect(parseGoalTarget(' 12 ')).toBe(12);
    expect(parseGoalTarget(3)).toBe(3);
  });

  it('ends 1 day, 7 days or 1 month after the start', () => {
    expect(goalEndDate('daily', '2026-11-26')).toBe('2026-11-27');
    expect(goalEndDate('weekly', '2026-11-26')).toBe('2026-12-03');
    expect(goalEndDate('monthly', '2026-11-26')).toBe('2026-12-26');
    expect(goalEndDate('monthly', '2027-01-31')).toBe('2027-02-28');
    expect(goalEndDate('monthly', '2026-12-15')).toBe('2027-01-15');
  });

  it('caps progress at 100 percent', () => {
    expect(goalPercent(3, 7)).toBe(42);
    expect(goalPercent(7, 7)).toBe(100);
    expect(goalPercent(9, 7)).toBe(100);
  });
});
