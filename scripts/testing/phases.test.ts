/** CI's closing summary: each phase's time against its budget, and the slowest browser tests (docs/ci.md). */
import { describe, expect, it } from 'vitest';
import { formatDuration, overBudget, PHASE_BUDGETS, phaseLines, slowestTests } from './phases.ts';

describe('formatDuration', () => {
  it('writes minutes and seconds, or seconds alone under a minute', () => {
    expect(formatDuration(42.4)).toBe('42s');
    expect(formatDuration(75)).toBe('1m 15s');
    expect(formatDuration(3600 + 5)).toBe('60m 05s');
  });
});

describe('phaseLines', () => {
  it('lists the measured phases in run order and says which exceeded its budget, and by how much', () => {
    const lines = phaseLines({ browser: PHASE_BUDGETS.browser + 90, install: 30, postgres: PHASE_BUDGETS.postgres });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^install .* 30s {2}\(budget 3m 00s: within budget\)$/);
    expect(lines[1]).toMatch(/^browser tests .*\(budget 25m 00s: OVER BUDGET by 1m 30s\)$/);
    // Exactly at the budget is within it.
    expect(lines[2]).toMatch(/^API tests \(PostgreSQL 15\) .*within budget\)$/);
  });

  it('names the phases over budget for the warning', () => {
    expect(overBudget({ unit: 10, api: PHASE_BUDGETS.api + 1, total: PHASE_BUDGETS.total + 1 })).toEqual(['api', 'total']);
    expect(overBudget({})).toEqual([]);
  });
});

describe('slowestTests', () => {
  it('ranks tests by the time of all their attempts, named by file, line and describe blocks', () => {
    const slowest = slowestTests(
      {
        suites: [
          {
            title: 'a.spec.ts',
            file: 'a.spec.ts',
            specs: [{ title: 'quick', line: 3, tests: [{ results: [{ duration: 1200 }] }] }],
            suites: [
              {
                title: 'publishing',
                file: 'a.spec.ts',
                specs: [
                  // Failed once, passed on its retry: both attempts cost the run.
                  { title: 'retried', line: 9, tests: [{ results: [{ duration: 20_000 }, { duration: 15_000 }] }] },
                  { title: 'slow', line: 12, tests: [{ results: [{ duration: 30_000 }] }] },
                  { title: 'skipped', line: 15, tests: [{ results: [] }] },
                ],
              },
            ],
          },
        ],
      },
      2,
    );
    expect(slowest).toEqual([
      { name: 'a.spec.ts:9 › publishing › retried', seconds: 35 },
      { name: 'a.spec.ts:12 › publishing › slow', seconds: 30 },
    ]);
  });
});
