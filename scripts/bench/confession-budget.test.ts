import { describe, expect, it } from 'vitest';
import { formatConfessionBudget } from './confession-budget.ts';
import type { LighthouseRun } from './measure-lighthouse.ts';

const run = (performance: number | null, tbt: number | undefined, accessibility: number | null): LighthouseRun => ({
  page: 'confession',
  path: '/confessions/westminster-larger-catechism/',
  scores: { performance, accessibility, 'best-practices': 100, seo: 100 },
  failing: [],
  totalBlockingTimeMs: tbt,
});

describe('formatConfessionBudget', () => {
  it('is met when performance, blocking time and accessibility all are', () => {
    expect(formatConfessionBudget(run(97, 120.4, 100))).toMatch(/performance 97, TBT 120 ms, accessibility 100 met$/);
    expect(formatConfessionBudget(run(95, 200, 100))).toMatch(/ met$/);
  });

  it('says NOT MET when any one of the three misses', () => {
    expect(formatConfessionBudget(run(94, 120, 100))).toMatch(/NOT MET$/);
    expect(formatConfessionBudget(run(99, 201, 100))).toMatch(/TBT 201 ms, accessibility 100 NOT MET$/);
    expect(formatConfessionBudget(run(99, 0, 96))).toMatch(/NOT MET$/);
  });

  it('says when nothing was measured', () => {
    expect(formatConfessionBudget(undefined)).toMatch(/: not measured$/);
    expect(formatConfessionBudget(run(null, undefined, null))).toMatch(/not measured$/);
  });
});
