import { describe, expect, it } from 'vitest';
import { goalPercent, parseGoalTarget } from './goals.ts';

describe('goals', () => {
  it('parses the target: empty or invalid becomes 1', () => {
    expect(parseGoalTarget('')).toBe(1);
    expect(parseGoalTarget('abc')).toBe(1);
    expect(parseGoalTarget('0')).toBe(1);
    expect(parseGoalTarget('-4')).toBe(1);
    expect(parseGoalTarget(' 12 ')).toBe(12);
    expect(parseGoalTarget(3)).toBe(3);
  });

  it('caps progress at 100 percent', () => {
    expect(goalPercent(3, 7)).toBe(42);
    expect(goalPercent(7, 7)).toBe(100);
    expect(goalPercent(9, 7)).toBe(100);
  });
});
