/**
 * npm test: every runner in turn, each printing its own output, then one summary line over all of them:
 *   type check (tsc and astro check, one test each), lint and format check (one test each), deno check (one test per Edge Function), Vitest (unit and api projects), Playwright (browser tests).
 * The last line is always `tests: N passed, N failed`; the exit code is non-zero when anything failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightOutcome, vitestOutcome, type Outcome, type PlaywrightReport, type VitestReport } from './testing/reports.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

async function typecheck(): Promise<Outcome> {
  banner('Type check (tsc --noEmit)');
  const code = await run('typescript/bin/tsc', ['--noEmit', '-p', 'tsconfig.json']);
  console.log(code === 0 ? 'Type check passed.' : 'Type check failed.');
  return code === 0 ? { passed: 1, failed: 0, failures: [], flaky: [] } : { passed: 0, failed: 1, failures: ['tsc --noEmit'], flaky: [] };
}

/** astro check: the .astro files' types, which tsc does not read. */
async function astroCheck(): Promise<Outcome> {
  banner('Type check (astro check)');
  const code = await run('astro/bin/astro.mjs', ['check']);
  return code === 0 ? { passed: 1, failed: 0, failures: [], flaky: [] } : { passed: 0, failed: 1, failures: ['astro check'], flaky: [] };
}

/** ESLint over the tree (eslint.config.js). */
async function lint(): Promise<Outcome> {
  banner('Lint (eslint)');
  const code = await run('eslint/bin/eslint.js', ['.']);
  console.log(code === 0 ? 'Lint passed.' : 'Lint failed.');
  return code === 0 ? { passed: 1, failed: 0, failures: [], flaky: [] } : { passed: 0, failed: 1, failures: ['eslint'], flaky: [] };
}

/** Prettier's check over the tree (.prettierrc, .prettierignore): a file not in the house format fails it. */
async function formatCheck(): Promise<Outcome> {
  banner('Format (prettier --check)');
  const code = await run('prettier/bin/prettier.cjs', ['--check', '.', '--log-level', 'warn']);
  console.log(code === 0 ? 'Format check passed.' : 'Format check failed: run npx prettier --write on the files above.');
  return code === 0 ? { passed: 1, failed: 0, failures: [], flaky: [] } : { passed: 0, failed: 1, failures: ['prettier --check'], flaky: [] };
}

/** deno check of each Edge Function (scripts/check-functions.ts): one test per function. */
async function denoCheck(): Promise<Outcome> {
  banner('deno check (Edge Functions)');
  const dir = path.join(ROOT, 'supabase', 'functions');
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && existsSync(path.join(dir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
  const failures: string[] = [];
  for (const name of names) {
    if ((await run('tsx/dist/cli.mjs', ['scripts/check-functions.ts', name])) !== 0) failures.push(`deno check ${name}`);
  }
  return { passed: names.length - failures.length, failed: failures.length, failures, flaky: [] };
}

async function vitest(scratch: string): Promise<Outcome> {
  banner('Vitest (unit, api)');
  const report = path.join(scratch, 'vitest.json');
  const code = await run('vitest/vitest.mjs', ['run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  const json = await readJson<VitestReport>(report);
  return checked(json && vitestOutcome(json, ROOT), code, 'vitest');
}

async function playwright(scratch: string): Promise<Outcome> {
  banner('Playwright (browser tests)');
  const report = path.join(scratch, 'playwright.json');
  const code = await run('@playwright/test/cli.js', ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const json = await readJson<PlaywrightReport>(report);
  return checked(json && playwrightOutcome(json), code, 'playwright');
}

/** A runner that wrote no report, or exited non-zero with nothing failed in it, counts as one failure. */
function checked(outcome: Outcome | null, code: number, runner: string): Outcome {
  if (!outcome) return { passed: 0, failed: 1, failures: [`${runner} wrote no report`], flaky: [] };
  if (outcome.failed === 0 && code !== 0) return { ...outcome, failed: 1, failures: [`${runner} exited with ${code}`] };
  return outcome;
}

const scratch = await mkdtemp(path.join(os.tmpdir(), 'rd-test-'));
const results: Array<[string, Outcome]> = [];
try {
  results.push(['typecheck', await typecheck()]);
  results.push(['astro check', await astroCheck()]);
  results.push(['lint', await lint()]);
  results.push(['format', await formatCheck()]);
  results.push(['deno check', await denoCheck()]);
  results.push(['vitest', await vitest(scratch)]);
  results.push(['playwright', await playwright(scratch)]);
} finally {
  await rm(scratch, { recursive: true, force: true });
}

banner('Summary');
for (const [name, count] of results) {
  console.log(`  ${name.padEnd(12)} ${count.passed} passed, ${count.failed} failed`);
  for (const failure of count.failures) console.log(`    failed: ${failure}`);
  for (const retried of count.flaky) console.log(`    flaky (passed on retry): ${retried}`);
}
const passed = results.reduce((sum, [, c]) => sum + c.passed, 0);
const failed = results.reduce((sum, [, c]) => sum + c.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
