/**
 * npm test: every runner in turn, each printing its own output, then one summary line over all of them:
 *   the checks, two at a time (tsc and astro check, lint, format check and knip: one test each; deno check: one test per
 *   Edge Function), Vitest's unit and api projects, then Playwright (browser tests); each phase timed (docs/ci.md).
 * The last line is always `tests: N passed, N failed`; the exit code is non-zero when anything failed.
 * `npm test -- --only unit,api,browser` runs just those phases (scripts/test-on-date.ts skips the checks, which no
 * date can change).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightOutcome, vitestOutcome, type Outcome, type PlaywrightReport, type VitestReport } from './testing/reports.ts';
import { formatDuration, phaseLines, slowestTests, type Phase, type TimedTest } from './testing/phases.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A runner's exit code and everything it printed (stdout and stderr interleaved). */
interface Captured {
  code: number;
  output: string;
}

/**
 * Runs a package's command-line entry with this Node; resolves to the exit code. With `capture` the output is kept
 * and returned instead of streamed, so two checks can run at once without mixing their lines.
 */
function run(entry: string, args: string[], env: NodeJS.ProcessEnv = {}, capture = false): Promise<Captured> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', entry), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => {
      output += `${error.stack ?? error.message}\n`;
      resolve({ code: 1, output });
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
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

/** One whole-tree check: a single test that passes when the command exits 0. */
interface Check {
  name: string;
  title: string;
  entry: string;
  args: string[];
  /** Turns the run into an outcome; default: one test, passed when the exit code is 0. */
  outcome?: (run: Captured) => Outcome;
}

const single =
  (name: string) =>
  ({ code }: Captured): Outcome =>
    code === 0 ? { passed: 1, failed: 0, failures: [], flaky: [] } : { passed: 0, failed: 1, failures: [name], flaky: [] };

/** deno check prints one line per Edge Function (scripts/check-functions.ts): one test each. */
function denoOutcome({ code, output }: Captured): Outcome {
  const lines = [...output.matchAll(/^deno check (\S+): (passed|failed)$/gm)];
  const failures = lines.filter((line) => line[2] === 'failed').map((line) => `deno check ${line[1]}`);
  if (lines.length === 0) return { passed: 0, failed: 1, failures: [`deno check exited with ${code} before checking a function`], flaky: [] };
  return { passed: lines.length - failures.length, failed: failures.length, failures, flaky: [] };
}

const CHECKS: Check[] = [
  { name: 'typecheck', title: 'Type check (tsc --noEmit)', entry: 'typescript/bin/tsc', args: ['--noEmit', '-p', 'tsconfig.json'] },
  // astro check: the .astro files' types, which tsc does not read.
  { name: 'astro check', title: 'Type check (astro check)', entry: 'astro/bin/astro.mjs', args: ['check'] },
  // ESLint over the tree (eslint.config.js).
  { name: 'lint', title: 'Lint (eslint)', entry: 'eslint/bin/eslint.js', args: ['.'] },
  // Prettier's check over the tree (.prettierrc, .prettierignore): a file not in the house format fails it.
  { name: 'format', title: 'Format (prettier --check)', entry: 'prettier/bin/prettier.cjs', args: ['--check', '.', '--log-level', 'warn'] },
  // Unused files, dependencies and exports, an export only its tests import included (scripts/knip.ts, knip.jsonc).
  { name: 'knip', title: 'Unused code (knip)', entry: 'tsx/dist/cli.mjs', args: ['scripts/knip.ts'] },
  // deno check of each Edge Function, as the Supabase CLI's bundler type-checks it.
  { name: 'deno check', title: 'deno check (Edge Functions)', entry: 'tsx/dist/cli.mjs', args: ['scripts/check-functions.ts'], outcome: denoOutcome },
];

/**
 * The checks, two at a time: each is one single-threaded process, so two keep both of CI's cores busy. Each one's
 * output is printed whole as it ends, so two checks' lines never mix.
 */
async function checks(): Promise<Array<[string, Outcome]>> {
  const results = new Array<[string, Outcome]>(CHECKS.length);
  let next = 0;
  const worker = async () => {
    while (next < CHECKS.length) {
      const index = next++;
      const check = CHECKS[index];
      const started = Date.now();
      const ran = await run(check.entry, check.args, {}, true);
      const outcome = (check.outcome ?? single(check.name))(ran);
      results[index] = [check.name, outcome];
      banner(check.title);
      if (ran.output.trim()) console.log(ran.output.trimEnd());
      console.log(`${check.name}: ${outcome.failed === 0 ? 'passed' : 'failed'} (${formatDuration((Date.now() - started) / 1000)})`);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

/** One Vitest project (vitest.config.ts): unit or api. */
async function vitest(project: 'unit' | 'api', scratch: string): Promise<Outcome> {
  banner(`Vitest (${project})`);
  const report = path.join(scratch, `vitest-${project}.json`);
  const { code } = await run('vitest/vitest.mjs', [
    'run',
    '--project',
    project,
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = await readJson<VitestReport>(report);
  return checked(json && vitestOutcome(json, ROOT), code, `vitest ${project}`);
}

async function playwright(scratch: string): Promise<[Outcome, TimedTest[]]> {
  banner('Playwright (browser tests)');
  const report = path.join(scratch, 'playwright.json');
  const { code } = await run('@playwright/test/cli.js', ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const json = await readJson<PlaywrightReport>(report);
  return [checked(json && playwrightOutcome(json), code, 'playwright'), json ? slowestTests(json) : []];
}

/** A runner that wrote no report, or exited non-zero with nothing failed in it, counts as one failure. */
function checked(outcome: Outcome | null, code: number, runner: string): Outcome {
  if (!outcome) return { passed: 0, failed: 1, failures: [`${runner} wrote no report`], flaky: [] };
  if (outcome.failed === 0 && code !== 0) return { ...outcome, failed: 1, failures: [`${runner} exited with ${code}`] };
  return outcome;
}

/** Runs `step` and records its duration under `phase`. */
async function timed<T>(phase: Phase, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await step();
  } finally {
    durations[phase] = (Date.now() - started) / 1000;
  }
}

/** The phases `--only a,b` asks for (checks, unit, api, browser); all of them without it. */
function phasesAskedFor(argv: readonly string[]): Set<string> {
  const at = argv.indexOf('--only');
  const all = ['checks', 'unit', 'api', 'browser'];
  if (at < 0) return new Set(all);
  const asked = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = asked.filter((phase) => !all.includes(phase));
  if (!asked.length || unknown.length) throw new Error(`--only takes some of ${all.join(',')}; got "${argv[at + 1] ?? ''}"`);
  return new Set(asked);
}

const phases = phasesAskedFor(process.argv.slice(2));
const durations: Partial<Record<Phase, number>> = {};
const scratch = await mkdtemp(path.join(os.tmpdir(), 'rd-test-'));
const results: Array<[string, Outcome]> = [];
let slowest: TimedTest[] = [];
try {
  if (phases.has('checks')) results.push(...(await timed('checks', checks)));
  if (phases.has('unit')) results.push(['vitest unit', await timed('unit', () => vitest('unit', scratch))]);
  if (phases.has('api')) results.push(['vitest api', await timed('api', () => vitest('api', scratch))]);
  if (phases.has('browser')) {
    const [browser, slow] = await timed('browser', () => playwright(scratch));
    results.push(['playwright', browser]);
    slowest = slow;
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}

banner('Summary');
for (const [name, count] of results) {
  console.log(`  ${name.padEnd(12)} ${count.passed} passed, ${count.failed} failed`);
  for (const failure of count.failures) console.log(`    failed: ${failure}`);
  for (const retried of count.flaky) console.log(`    flaky (passed on retry): ${retried}`);
}
console.log('\nTime by phase (budgets in docs/ci.md):');
for (const line of phaseLines(durations)) console.log(`  ${line}`);
if (slowest.length) {
  console.log('\nSlowest browser tests:');
  for (const test of slowest) console.log(`  ${formatDuration(test.seconds).padStart(8)}  ${test.name}`);
}
// .ci/run reads the phases back for its own summary, with the install and the PostgreSQL pass added.
if (process.env.TEST_PHASES_FILE) await writeFile(process.env.TEST_PHASES_FILE, JSON.stringify({ durations, slowest }));
const passed = results.reduce((sum, [, c]) => sum + c.passed, 0);
const failed = results.reduce((sum, [, c]) => sum + c.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
