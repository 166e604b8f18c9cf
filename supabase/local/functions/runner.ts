/**
 * Edge Functions under real Deno, as the hosted edge runtime runs them: one Deno process per function, started on
 * its first request and kept warm, with the permissions hosted functions have (network, environment, reading the
 * function's own code and what it imports, writing only in a temp dir of its own). A worker is started again after it
 * crashes, after a file under the functions folder or lib/ changes, and when the function's environment changes
 * (a secret set while the server runs, as `supabase secrets set` redeploys).
 *
 * npm: specifiers resolve from the project's node_modules (`--node-modules-dir=manual`), so no download is needed;
 * the import map is supabase/functions/deno.json, the same file config.toml gives the Supabase CLI's bundler.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, watch, type FSWatcher } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../config.ts';

const READY_MARKER = '__supabase_local_function_ready__';
const WORKER_FILE = fileURLToPath(new URL('./deno-worker.ts', import.meta.url));
const BOOT_TIMEOUT_MS = 60_000;

/** The deno binary the `deno` npm package installs (DENO_BIN overrides it). */
export function denoBinary(): string {
  return process.env.DENO_BIN || path.join(PROJECT_ROOT, 'node_modules', 'deno', process.platform === 'win32' ? 'deno.exe' : 'deno');
}

/** The import map and compiler options every function is deployed with. */
export const FUNCTIONS_CONFIG = path.join(PROJECT_ROOT, 'supabase', 'functions', 'deno.json');

export class BootError extends Error {}

interface Worker {
  child: ChildProcess;
  envKey: string;
  ready: Promise<number>;
  removeTmp(): void;
}

/** Both the path and, when it is a link (node_modules here), where it points: Deno checks permissions on either. */
function withRealPath(file: string): string[] {
  try {
    const real = realpathSync(file);
    return real === file ? [file] : [file, real];
  } catch {
    return [file];
  }
}

export interface DenoPermissions {
  read: string[];
  write: string[];
}

/** libfaketime's variables: the preloaded library and the clock it gives (scripts/test-on-date.ts). */
const CLOCK_VARIABLES = ['LD_PRELOAD', 'FAKETIME'] as const;

/**
 * What a function may touch: its folder's code (and _shared), lib/, the packages, and its own temp dir. Not the
 * whole OS temp dir: a project cloned under /tmp (as many CI systems do) would let a function write to its own code,
 * and one function could read what another left there. Hosted Supabase likewise gives every isolate its own /tmp.
 */
export function functionPermissions(functionsDir: string, privateTmp: string, env: Record<string, string>): DenoPermissions {
  const tmp = withRealPath(privateTmp);
  const read = [
    functionsDir,
    path.join(PROJECT_ROOT, 'supabase', 'functions'),
    path.join(PROJECT_ROOT, 'lib'),
    path.dirname(WORKER_FILE),
    ...withRealPath(path.join(PROJECT_ROOT, 'node_modules')),
    ...tmp,
  ];
  // Local folders given as the confessions and BSB sources (supabase/local points them at ../shared/confessions and
  // ../shared/bsb).
  for (const source of [env.CONFESSIONS_SOURCE, env.BSB_SOURCE, env.CONFESSIONS_NL_SOURCE, env.STATENVERTALING_SOURCE]) {
    if (source && !/^https?:\/\//i.test(source) && existsSync(source)) read.push(...withRealPath(source));
  }
  return { read: [...new Set(read)], write: tmp };
}

export class FunctionWorkers {
  private readonly workers = new Map<string, Worker>();
  private watchers: FSWatcher[] = [];
  private closed = false;
  private readonly onExit = () => this.stopAll();

  constructor(private readonly functionsDir: string) {
    process.once('exit', this.onExit);
  }

  /** The port of `name`'s warm worker, starting it (or starting it again) as needed. */
  async portFor(name: string, entry: string, env: Record<string, string>): Promise<number> {
    if (this.closed) throw new BootError('the server is shutting down');
    this.watchSources();
    const envKey = JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));
    const current = this.workers.get(name);
    if (current && current.envKey === envKey) return current.ready;
    if (current) this.stop(name);
    const worker = this.start(name, entry, env, envKey);
    this.workers.set(name, worker);
    return worker.ready;
  }

  /** Forgets a worker that stopped answering, so the next request starts a fresh one. */
  discard(name: string): void {
    this.stop(name);
  }

  close(): void {
    this.closed = true;
    for (const watcher of this.watchers) watcher.close();
    this.watchers = [];
    this.stopAll();
    process.removeListener('exit', this.onExit);
  }

  private start(name: string, entry: string, env: Record<string, string>, envKey: string): Worker {
    // A fresh temp dir per process, gone when it stops, as an isolate's /tmp is.
    const privateTmp = mkdtempSync(path.join(os.tmpdir(), `supabase-local-function-${name}-`));
    const removeTmp = () => {
      try {
        rmSync(privateTmp, { recursive: true, force: true });
      } catch {
        // Still in use by a process being killed: its exit removes it again.
      }
    };
    const permissions = functionPermissions(this.functionsDir, privateTmp, env);
    const args = [
      'run',
      '--quiet',
      '--no-prompt',
      '--node-modules-dir=manual',
      `--config=${FUNCTIONS_CONFIG}`,
      '--allow-net',
      '--allow-env',
      `--allow-read=${permissions.read.join(',')}`,
      `--allow-write=${permissions.write.join(',')}`,
      WORKER_FILE,
      entry,
    ];
    // Only what hosted Supabase gives a function (its secrets and SUPABASE_*), plus what Deno itself needs.
    const childEnv: Record<string, string> = { ...env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', TMPDIR: privateTmp };
    for (const key of ['PATH', 'HOME', 'DENO_DIR', 'XDG_CACHE_HOME']) if (process.env[key]) childEnv[key] = process.env[key]!;
    // A clock moved for the whole server (libfaketime, npm run test:on-date) moves the functions' clock with it, as a
    // hosted function shares the platform's clock with Auth and the database.
    for (const key of CLOCK_VARIABLES) if (process.env[key]) childEnv[key] = process.env[key]!;
    const child = spawn(denoBinary(), args, { cwd: path.dirname(entry), env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });

    const ready = new Promise<number>((resolve, reject) => {
      let settled = false;
      let stderr = '';
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
      };
      const timer = setTimeout(() => {
        settle(() => reject(new BootError(`${name} did not start within ${BOOT_TIMEOUT_MS / 1000} s`)));
        child.kill('SIGKILL');
      }, BOOT_TIMEOUT_MS);
      let pending = '';
      child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const match = line.startsWith(READY_MARKER) ? /\s(\d+)\s*$/.exec(line) : null;
          if (match) settle(() => resolve(Number(match[1])));
          else if (line) console.log(`[function ${name}] ${line}`);
        }
      });
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
        if (!settled) stderr += chunk;
        else process.stderr.write(chunk.replace(/^(?=.)/gm, `[function ${name}] `));
      });
      child.on('error', (error) => {
        removeTmp();
        settle(() => reject(new BootError(`${name}: ${error.message}`)));
      });
      child.on('exit', (code, signal) => {
        removeTmp();
        if (this.workers.get(name)?.child === child) this.workers.delete(name);
        settle(() => reject(new BootError(`${name} exited before serving (${signal ?? `code ${code}`}): ${stderr.trim()}`)));
      });
    });
    ready.catch(() => {});
    return { child, envKey, ready, removeTmp };
  }

  private stop(name: string): void {
    const worker = this.workers.get(name);
    if (!worker) return;
    this.workers.delete(name);
    worker.child.kill('SIGKILL');
    // On the server's own exit the child's exit event never comes.
    worker.removeTmp();
  }

  private stopAll(): void {
    for (const name of [...this.workers.keys()]) this.stop(name);
  }

  /** An edit to a function, _shared or lib/ restarts every worker on its next request. */
  private watchSources(): void {
    if (this.watchers.length || this.closed) return;
    const dirs = [...new Set([this.functionsDir, path.join(PROJECT_ROOT, 'supabase', 'functions'), path.join(PROJECT_ROOT, 'lib')])];
    for (const dir of dirs) {
      try {
        const watcher = watch(dir, { recursive: true }, () => this.stopAll());
        watcher.on('error', () => {});
        watcher.unref();
        this.watchers.push(watcher);
      } catch {
        // Watching is a convenience: without it a restart of the server picks up edits.
      }
    }
  }
}
