/**
 * npm run knip: the unused-code check (knip.jsonc), one of npm test's checks. Knip runs twice, because one export
 * can be alive for one reading and dead for the other:
 *   knip               the whole tree, tests included: files nothing imports, dependencies nothing uses, exports
 *                      nothing imports;
 *   knip --production  only the code that runs (knip.jsonc's entries marked `!`): exports that only tests import.
 *                      Files and dependencies are left to the first run, as the tests' own helpers live there.
 * Exits non-zero when either run reports anything.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KNIP = path.join(ROOT, 'node_modules', 'knip', 'bin', 'knip.js');

const RUNS: Array<{ title: string; args: string[] }> = [
  { title: 'knip (everything, tests included)', args: [] },
  { title: 'knip --production (exports only tests use)', args: ['--production', '--exclude', 'files,dependencies'] },
];

let failed = false;
for (const { title, args } of RUNS) {
  console.log(`${title}:`);
  const result = spawnSync(process.execPath, [KNIP, '--no-progress', ...args], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
  else console.log('  nothing unused');
}
process.exitCode = failed ? 1 : 0;
