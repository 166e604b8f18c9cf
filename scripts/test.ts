/**
 * npm test: every runner in turn, each printing its own output, then one summary line over all of them:
 *   type check (counts as one test), Vitest (unit and api projects), Playwright (browser tests).
 * The last line is always `tests: N passed, N failed`; the exit code is non-zero when anything failed.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Count {
  passed: number;
  failed: number;
  /** What failed, by file and test name, repeated under the summary so the end of a long log names it. */
  failures: string[];
}

/** Runs a package's command-line entry with this Node, streaming its output; resolves to the exit code. */
function run(entry: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', entry), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function banner(title: string) {
  console.log(`\n=== ${title} ${'='.repeat(Math.max(0, 70 - title.length))}\n`);
}

async function typecheck(): Promise<Count> {
  banner('Type check (tsc --noEmit)');
  const code = await run('typescript/bin/tsc', ['--noEmit', '-p', 'tsconfig.json']);
  console.log(code === 0 ? 'Type check passed.' : 'Type check failed.');
  return code === 0 ? { passed: 1, failed: 0, failures: [] } : { passed: 0, failed: 1, failures: ['tsc --noEmit'] };
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ fullName?: string; title: string; status: string }>;
  }>;
}

/** Each failed Vitest test as `file › full name`, and each file that failed to load. */
function vitestFailures(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const where = path.relative(ROOT, file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0) return [`${where} (did not load: ${file.message ?? 'no message'})`];
    return file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${where} › ${test.fullName ?? test.title}`);
  });
}

async function vitest(scratch: string): Promise<Count> {
  banner('Vitest (unit, api)');
  const report = path.join(scratch, 'vitest.json');
  const code = await run('vitest/vitest.mjs', [
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = await readJson<VitestReport>(report);
  if (!json) return { passed: 0, failed: 1, failures: ['vitest wrote no report'] };
  // A file that fails to load has no test results of its own; it still is a failure.
  const brokenFiles = json.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  const failed = json.numFailedTests + brokenFiles;
  const failures = vitestFailures(json);
  if (failed === 0 && code !== 0) return { passed: json.numPassedTests, failed: 1, failures: [`vitest exited with ${code}`] };
  return { passed: json.numPassedTests, failed, failures };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{ title: string; line: number; tests: Array<{ status: string }> }>;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: Array<{ message?: string }>;
  suites: PlaywrightSuite[];
}

/** Each browser test that failed, as `file:line › describe › title`, and each error outside the tests. */
function playwrightFailures(report: PlaywrightReport): string[] {
  const failed: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[], file: string | undefined) => {
    const where = suite.file ?? file;
    const names = suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'unexpected')) failed.push(`${where}:${spec.line} › ${[...names, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, names, where);
  };
  for (const suite of report.suites ?? []) walk(suite, [], undefined);
  return [...failed, ...report.errors.map((error) => `outside the tests: ${(error.message ?? '').split('\n')[0]}`)];
}

async function playwright(scratch: string): Promise<Count> {
  banner('Playwright (browser tests)');
  const report = path.join(scratch, 'playwright.json');
  const code = await run('@playwright/test/cli.js', ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const json = await readJson<PlaywrightReport>(report);
  if (!json) return { passed: 0, failed: 1, failures: ['playwright wrote no report'] };
  // Errors outside tests (a failing global setup) stop every test from running; count each one.
  const failed = json.stats.unexpected + json.errors.length;
  const passed = json.stats.expected + json.stats.flaky;
  if (failed === 0 && code !== 0) return { passed, failed: 1, failures: [`playwright exited with ${code}`] };
  return { passed, failed, failures: playwrightFailures(json) };
}

const scratch = await mkdtemp(path.join(os.tmpdir(), 'rd-test-'));
const results: Array<[string, Count]> = [];
try {
  results.push(['typecheck', await typecheck()]);
  results.push(['vitest', await vitest(scratch)]);
  results.push(['playwright', await playwright(scratch)]);
} finally {
  await rm(scratch, { recursive: true, force: true });
}

banner('Summary');
for (const [name, count] of results) {
  console.log(`  ${name.padEnd(12)} ${count.passed} passed, ${count.failed} failed`);
  for (const failure of count.failures) console.log(`    failed: ${failure}`);
}
const passed = results.reduce((sum, [, c]) => sum + c.passed, 0);
const failed = results.reduce((sum, [, c]) => sum + c.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
