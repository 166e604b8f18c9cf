/**
 * Cloudflare Pages' own engine on a built site: `wrangler pages dev <dir>` (workerd with Pages' asset server, the
 * same code that reads _redirects and _headers in production), offline, metrics off, no login, on free ports, with
 * the compatibility date from wrangler.toml. The route suite (tests/e2e/routes.spec.ts) runs against it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface PagesDev {
  url: string;
  /** Everything wrangler printed (its verdict on _redirects and _headers among it). */
  output(): string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The compatibility date production deploys with. */
export function compatibilityDate(): string {
  const config = parse(readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8')) as { compatibility_date?: string };
  if (!config.compatibility_date) throw new Error('wrangler.toml has no compatibility_date');
  return config.compatibility_date;
}

export async function startPagesDev(dir: string, timeoutMs = 60_000): Promise<PagesDev> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  // Wrangler keeps its state in the working folder: a scratch one, so nothing lands in the repository.
  const cwd = await mkdtemp(path.join(os.tmpdir(), 'rd-pages-dev-'));
  // Pages Functions come from ./functions of the folder wrangler runs in, as `wrangler pages deploy` from the repository.
  await symlink(path.join(ROOT, 'functions'), path.join(cwd, 'functions'));
  const wrangler = path.join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
  const args = [
    wrangler,
    'pages',
    'dev',
    path.resolve(dir),
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--compatibility-date',
    compatibilityDate(),
    '--persist-to',
    path.join(cwd, 'state'),
    '--show-interactive-dev-session=false',
    '--log-level',
    'log',
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready on http/.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`wrangler pages dev exited (${code}) before it was ready:\n${output}`)));
    setTimeout(() => reject(new Error(`wrangler pages dev was not ready after ${timeoutMs} ms:\n${output}`)), timeoutMs);
  });
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(cwd, { recursive: true, force: true });
  };
  try {
    await ready;
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, output: () => output, close };
}
