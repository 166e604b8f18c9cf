/**
 * What npm test reads from the runners' JSON reports: counts, and the names of what failed (and, for Playwright,
 * what passed only on its retry), so the summary at the end of a long log says what to look at.
 */
import path from 'node:path';

export interface Outcome {
  passed: number;
  failed: number;
  /** Failed tests, by file and full name; files that did not load; errors outside the tests. */
  failures: string[];
  /** Tests that failed once and passed on their retry (Playwright in CI). */
  flaky: string[];
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ fullName?: string; title: string; status: string }>;
  }>;
}

/** A Vitest JSON report; file names are shown relative to `root`. */
export function vitestOutcome(report: VitestReport, root: string): Outcome {
  const failures = report.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    // A file that fails to load has no test results of its own; it still is a failure.
    if (file.status === 'failed' && file.assertionResults.length === 0) return [`${where} (did not load: ${firstLine(file.message)})`];
    return file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${where} › ${test.fullName ?? test.title}`);
  });
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles, failures, flaky: [] };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{ title: string; line: number; tests: Array<{ status: string; results?: Array<{ duration?: number; error?: { message?: string } }> }> }>;
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: Array<{ message?: string }>;
  suites?: PlaywrightSuite[];
}

/** A Playwright JSON report: each test as `file:line › describe › title`. */
export function playwrightOutcome(report: PlaywrightReport): Outcome {
  const failures: string[] = [];
  const flaky: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[], file: string) => {
    for (const spec of suite.specs ?? []) {
      const name = `${file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
      const failed = spec.tests.find((test) => test.status === 'unexpected');
      const retried = spec.tests.find((test) => test.status === 'flaky');
      if (failed) failures.push(withReason(name, failed.results?.at(-1)?.error?.message));
      else if (retried) flaky.push(withReason(name, retried.results?.[0]?.error?.message));
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title], child.file ?? file);
  };
  // The top-level suites are the spec files; the suites inside them are describe blocks.
  for (const file of report.suites ?? []) walk(file, [], file.file ?? file.title);
  // Errors outside tests (a failing global setup) stop every test from running; count each one.
  for (const error of report.errors) failures.push(`outside the tests: ${firstLine(error.message)}`);
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + report.errors.length,
    failures,
    flaky,
  };
}

/** The test's name and why it failed: the error's first two non-blank lines, without colour codes, on one line. */
function withReason(name: string, message: string | undefined): string {
  if (!message) return name;
  const lines = message
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const reason = lines.slice(0, 2).join(' | ');
  return `${name} — ${reason.length > 240 ? `${reason.slice(0, 239)}…` : reason}`;
}

function firstLine(message: string | undefined): string {
  return (message ?? 'no message').split('\n')[0];
}
