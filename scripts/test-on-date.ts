/**
 * npm run test:on-date -- <instant> [--only unit,api,browser]: the suite with the clock of every process it starts
 * moved to <instant> (an ISO date-time with its offset, e.g. 2027-01-01T09:00:00-05:00), for the days a test that
 * reads "today" could break on: the 1st of a month, New Year's Day, a daylight-saving Sunday (docs/ci.md).
 *
 * The clock is moved by libfaketime (Debian's `faketime`), preloaded into every process: the local API and its
 * PGlite database, the Edge Functions' Deno, the seed, the site's build and Chromium all read the same moved
 * clock, so the sample content (dated around today), the release gate and the pages agree as they do on that day.
 * The move is an offset from now, not a fixed instant, so processes started later are later, and time runs on.
 * The checks (types, lint, format) read no clock and are left out unless asked for.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [instant, ...rest] = process.argv.slice(2);
const target = instant ? Date.parse(instant) : Number.NaN;
if (!instant || Number.isNaN(target) || !/[zZ]|[+-]\d\d:\d\d$/.test(instant)) {
  console.error('Usage: npm run test:on-date -- <ISO date-time with offset, e.g. 2027-01-01T09:00:00-05:00> [--only unit,api,browser]');
  process.exit(2);
}
if (spawnSync('faketime', ['-f', '+0', 'true']).status !== 0) {
  console.error('test:on-date needs libfaketime: apt-get install -y faketime');
  process.exit(2);
}

const offsetSeconds = Math.round((target - Date.now()) / 1000);
const args = rest.includes('--only') ? rest : ['--only', 'unit,api,browser', ...rest];
console.log(`test:on-date: the clock moved to ${new Date(target).toISOString()} (${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds} s)`);
const run = spawnSync('faketime', ['-f', `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`, 'npm', 'test', '--', ...args], {
  cwd: ROOT,
  // The monotonic clock moves by the same offset, which no duration notices; keeping it real (DONT_FAKE_MONOTONIC)
  // makes Chromium's network service crash.
  stdio: 'inherit',
});
process.exitCode = run.status ?? 1;
