/** npm test's summary names what failed, read from the runners' own JSON reports (shapes as Vitest 5 and Playwright write them). */
import { describe, expect, it } from 'vitest';
import { playwrightOutcome, vitestOutcome } from './reports.ts';

describe('vitestOutcome', () => {
  it('names each failed test and each file that did not load, relative to the project', () => {
    const outcome = vitestOutcome(
      {
        numPassedTests: 3,
        numFailedTests: 1,
        testResults: [
          {
            name: '/repo/tests/api/a.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'rest filters refuses a bad operator', title: 'refuses a bad operator', status: 'failed' },
              { fullName: 'rest filters reads', title: 'reads', status: 'passed' },
            ],
          },
          { name: '/repo/tests/api/b.test.ts', status: 'failed', message: 'Cannot find module x\n    at y', assertionResults: [] },
          { name: '/repo/lib/c.test.ts', status: 'passed', assertionResults: [{ title: 'ok', status: 'passed' }] },
        ],
      },
      '/repo',
    );
    expect(outcome).toEqual({
      passed: 3,
      failed: 2,
      failures: ['tests/api/a.test.ts › rest filters refuses a bad operator', 'tests/api/b.test.ts (did not load: Cannot find module x)'],
      flaky: [],
    });
  });
});

describe('playwrightOutcome', () => {
  it('names failed tests with their describe blocks, lists retried passes apart, and counts errors outside the tests', () => {
    const outcome = playwrightOutcome({
      stats: { expected: 1, unexpected: 2, flaky: 1, skipped: 0 },
      errors: [{ message: 'Error: global setup failed\n  at setup' }],
      suites: [
        {
          title: 'a.spec.ts',
          file: 'a.spec.ts',
          specs: [
            {
              title: 'top level fail',
              line: 7,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    { error: { message: 'Error: first try' } },
                    {
                      error: { message: '\u001b[31mError: /archive/ at 320 px\u001b[39m\n\nexpect(received).toBeLessThanOrEqual(expected)\n\nExpected: <= 0' },
                    },
                  ],
                },
              ],
            },
          ],
          suites: [
            {
              title: 'outer',
              file: 'a.spec.ts',
              specs: [
                { title: 'fails always', line: 3, tests: [{ status: 'unexpected' }] },
                { title: 'flaky', line: 4, tests: [{ status: 'flaky', results: [{ error: { message: 'TimeoutError: locator.click' } }, {}] }] },
                { title: 'passes', line: 5, tests: [{ status: 'expected' }] },
              ],
              suites: [{ title: 'inner', file: 'a.spec.ts', specs: [{ title: 'deep', line: 9, tests: [{ status: 'skipped' }] }] }],
            },
          ],
        },
      ],
    });
    expect(outcome).toEqual({
      passed: 2,
      failed: 3,
      failures: [
        'a.spec.ts:7 › top level fail — Error: /archive/ at 320 px | expect(received).toBeLessThanOrEqual(expected)',
        'a.spec.ts:3 › outer › fails always',
        'outside the tests: Error: global setup failed',
      ],
      flaky: ['a.spec.ts:4 › outer › flaky — TimeoutError: locator.click'],
    });
  });

  it('reads the report of a run that stopped before any test', () => {
    expect(playwrightOutcome({ stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, errors: [] })).toEqual({
      passed: 0,
      failed: 0,
      failures: [],
      flaky: [],
    });
  });
});
