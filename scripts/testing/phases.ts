/**
 * Where CI's time goes: each phase of `.ci/run` with its duration and its written budget (docs/ci.md), and the
 * slowest browser tests. CI stops a run at 90 minutes and lands nothing then; the budgets keep a whole run within
 * 45 minutes on the 2-core machine, so a phase that grows is seen in the summary the day it grows.
 */

export const PHASES = ['install', 'checks', 'unit', 'api', 'browser', 'postgres', 'total'] as const;
export type Phase = (typeof PHASES)[number];

/** The budget of each phase in seconds (docs/ci.md "Budgets"); `total` is `.ci/run` end to end. */
export const PHASE_BUDGETS: Record<Phase, number> = {
  install: 3 * 60,
  checks: 5 * 60,
  unit: 3 * 60,
  api: 5 * 60,
  browser: 25 * 60,
  postgres: 8 * 60,
  total: 45 * 60,
};

const LABELS: Record<Phase, string> = {
  install: 'install (apt, npm ci)',
  checks: 'checks (types, lint, format, deno)',
  unit: 'unit tests',
  api: 'API tests (PGlite)',
  browser: 'browser tests',
  postgres: 'API tests (PostgreSQL 15)',
  total: 'total',
};

/** 75 → "1m 15s"; 42 → "42s". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0 ? `${minutes}m ${String(rest).padStart(2, '0')}s` : `${rest}s`;
}

/**
 * One line per measured phase, in run order: its duration, its budget, and "over budget by …" where it exceeded it.
 * Phases not measured (a run that stopped early) are left out.
 */
export function phaseLines(durations: Partial<Record<Phase, number>>): string[] {
  return PHASES.filter((phase) => durations[phase] !== undefined).map((phase) => {
    const seconds = durations[phase]!;
    const budget = PHASE_BUDGETS[phase];
    const verdict = seconds > budget ? `OVER BUDGET by ${formatDuration(seconds - budget)}` : 'within budget';
    return `${LABELS[phase].padEnd(36)} ${formatDuration(seconds).padStart(8)}  (budget ${formatDuration(budget)}: ${verdict})`;
  });
}

/** The phases that exceeded their budget. */
export function overBudget(durations: Partial<Record<Phase, number>>): Phase[] {
  return PHASES.filter((phase) => durations[phase] !== undefined && durations[phase]! > PHASE_BUDGETS[phase]);
}

export interface TimedTest {
  name: string;
  seconds: number;
}

interface TimedSuite {
  title: string;
  file?: string;
  suites?: TimedSuite[];
  specs?: Array<{ title: string; line: number; tests: Array<{ results?: Array<{ duration?: number }> }> }>;
}

/**
 * The `count` slowest tests of a Playwright JSON report, as `file:line › describe › title` with their time in
 * seconds: every attempt counts, since a retry costs the run as much as the first try.
 */
export function slowestTests(report: { suites?: TimedSuite[] }, count = 15): TimedTest[] {
  const timed: TimedTest[] = [];
  const walk = (suite: TimedSuite, titles: string[], file: string) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      timed.push({ name: `${file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`, seconds: ms / 1000 });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title], child.file ?? file);
  };
  for (const file of report.suites ?? []) walk(file, [], file.file ?? file.title);
  return timed.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}
