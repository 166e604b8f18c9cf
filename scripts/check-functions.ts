/**
 * deno check of each Edge Function, as the Supabase CLI's bundler type-checks it (Deno's own types, the import
 * map supabase/functions/deno.json, packages from node_modules without the network).
 *   npm run check:functions              every function
 *   npm run check:functions -- newsletter  only the ones named
 * Prints one line per function and exits non-zero when any fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '@lib/sources/node.ts';
import { denoBinary, FUNCTIONS_CONFIG } from '../supabase/local/functions/runner.ts';

const FUNCTIONS_DIR = path.join(PROJECT_ROOT, 'supabase', 'functions');

export function functionNames(): string[] {
  return readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && existsSync(path.join(FUNCTIONS_DIR, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
}

export function checkFunction(name: string): boolean {
  const result = spawnSync(
    denoBinary(),
    ['check', '--quiet', '--node-modules-dir=manual', `--config=${FUNCTIONS_CONFIG}`, path.join(FUNCTIONS_DIR, name, 'index.ts')],
    { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, DENO_NO_UPDATE_CHECK: '1' } },
  );
  return result.status === 0;
}

const requested = process.argv.slice(2);
const names = requested.length ? requested : functionNames();
const unknown = names.filter((n) => !functionNames().includes(n));
if (unknown.length) {
  console.error(`No such function: ${unknown.join(', ')}. Functions: ${functionNames().join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const name of names) {
  const ok = checkFunction(name);
  if (!ok) failed++;
  console.log(`deno check ${name}: ${ok ? 'passed' : 'failed'}`);
}
process.exitCode = failed ? 1 : 0;
