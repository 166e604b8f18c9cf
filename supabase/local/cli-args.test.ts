import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BACKEND_USAGE, parseBackendArgs, UsageError } from './cli-args.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run backend -- <args>`, as a person types it, without waiting for a server that should not start. */
function backend(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
}

describe('npm run backend', () => {
  it('--help prints the usage and exits 0 without starting a server', () => {
    const run = backend('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: npm run backend -- [options]');
    expect(run.stdout).toContain('--database-url URL');
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);

  it('an unknown option says which, shows the usage and exits 2, with no stack trace', () => {
    const run = backend('--prot', '5000');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('npm run backend: unknown option --prot');
    expect(run.stderr).toContain('Usage: npm run backend');
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);

  it('parses the options into the server configuration', () => {
    expect(parseBackendArgs(['--port', '0', '--data', 'memory', '--sql', 'a.sql', '--sql', 'b.sql', '--no-mailbox'], {})).toEqual({
      help: false,
      options: { port: 0, data: 'memory', sqlFiles: ['a.sql', 'b.sql'], mailbox: false },
    });
    expect(parseBackendArgs(['--require-current-password'], {})).toEqual({
      help: false,
      options: { sqlFiles: [], updatePasswordRequireCurrentPassword: true },
    });
    expect(parseBackendArgs([], { DATABASE_URL: 'postgresql://db' })).toEqual({ help: false, options: { sqlFiles: [], databaseUrl: 'postgresql://db' } });
  });

  it('refuses an option without its value, or a port that is not one', () => {
    expect(() => parseBackendArgs(['--data'], {})).toThrow(new UsageError('--data needs a value'));
    expect(() => parseBackendArgs(['--port', '--no-mailbox'], {})).toThrow('--port needs a value');
    expect(() => parseBackendArgs(['--port', 'abc'], {})).toThrow('--port needs a port number from 0 to 65535, not abc');
    expect(BACKEND_USAGE).toContain('-h, --help');
  });
});
