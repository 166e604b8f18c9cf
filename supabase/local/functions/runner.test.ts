/**
 * A functions folder under the OS temp dir, as in a project cloned under /tmp (what many CI systems do): each
 * function still writes only in a temp dir of its own, never beside its code, as each hosted isolate has its own /tmp.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { FunctionWorkers } from './runner.ts';

interface SandboxReport {
  pid: number;
  beside: string;
  tmpdir: string;
  tmp: string;
  requested: string | null;
}

const FIXTURE = path.join(PROJECT_ROOT, 'tests/fixtures/functions/sandbox');
let functionsDir: string;
let workers: FunctionWorkers;

beforeAll(() => {
  functionsDir = mkdtempSync(path.join(os.tmpdir(), 'functions-under-tmp-'));
  for (const name of ['sandbox', 'second-sandbox']) cpSync(FIXTURE, path.join(functionsDir, name), { recursive: true });
  workers = new FunctionWorkers(functionsDir);
});
afterAll(() => {
  workers?.close();
  if (functionsDir) rmSync(functionsDir, { recursive: true, force: true });
});

async function report(name: string, query = ''): Promise<SandboxReport> {
  const port = await workers.portFor(name, path.join(functionsDir, name, 'index.ts'), {});
  const res = await fetch(`http://127.0.0.1:${port}/${name}${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SandboxReport;
}

describe('function workers with the functions folder under the OS temp dir', () => {
  it('lets a function write in its own temp dir only: not beside its code, not elsewhere in the OS temp dir', async () => {
    const shared = path.join(os.tmpdir(), `written-by-a-function-${process.pid}.txt`);
    const body = await report('sandbox', `?write=${encodeURIComponent(shared)}`);
    expect(body.beside).toBe('NotCapable');
    expect(existsSync(path.join(functionsDir, 'sandbox', 'written-beside-the-project.txt'))).toBe(false);
    expect(body.requested).toBe('NotCapable');
    expect(existsSync(shared)).toBe(false);
    expect(body.tmp).toBe('written');
    expect(path.dirname(body.tmpdir)).toBe(os.tmpdir());
  });

  it('keeps the function warm: nothing it may write touches the watched code', async () => {
    const first = await report('sandbox');
    const second = await report('sandbox');
    expect(second.pid).toBe(first.pid);
  });

  it('gives every worker a temp dir of its own and removes it when the worker stops', async () => {
    const one = await report('sandbox');
    const two = await report('second-sandbox');
    expect(one.tmpdir).not.toBe(two.tmpdir);
    expect(existsSync(one.tmpdir)).toBe(true);

    workers.discard('sandbox');
    expect(existsSync(one.tmpdir)).toBe(false);
    const again = await report('sandbox');
    expect(again.pid).not.toBe(one.pid);
    expect(again.tmpdir).not.toBe(one.tmpdir);
  });
});
