/**
 * /functions/v1/{name}: runs `${functionsDir}/{name}/index.ts` as Supabase's edge runtime would.
 *
 * A function is the same file that Deno runs on hosted Supabase: it either calls `Deno.serve(handler)`
 * or exports its handler (default export, a default `{ fetch }` object, or `export const handler`).
 * As on hosted Supabase the gateway checks the JWT first (verify_jwt, on unless config.toml's
 * [functions.<name>] says `verify_jwt = false`), and the function sees the request at `/{name}/...`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Handler, Services } from '../context.ts';
import { json } from '../http.ts';
import { verifyJwt } from '../keys.ts';
import { importCapturingServe, installDenoShim, withFunctionEnv, type FunctionHandler } from './deno-shim.ts';
import { installDenoSpecifiers } from './deno-specifiers.ts';

const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export const functionsHandler: Handler = async (req, ctx) => {
  const { services } = ctx;
  const [, name = '', ...rest] = ctx.path.split('/');
  const entry = path.join(services.config.functionsDir, name, 'index.ts');
  if (!FUNCTION_NAME.test(name) || !existsSync(entry)) {
    return json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
  }

  if (verifyJwtFor(services, name)) {
    const match = /^bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
    if (!match) return json({ code: 401, message: 'Missing authorization header' }, 401);
    if (!(await verifyJwt(match[1], services.config.jwtSecret)).ok) return json({ code: 401, message: 'Invalid JWT' }, 401);
  }

  const env = functionEnv(services);
  let handler: FunctionHandler;
  try {
    handler = await loadFunction(entry, env);
  } catch (error) {
    console.error(`[supabase/local functions] ${name} failed to start:`, error);
    return json({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }, 503);
  }

  const target = new URL(`/${name}${rest.length ? '/' + rest.join('/') : ''}${ctx.url.search}`, services.baseUrl);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await req.arrayBuffer();
  const forwarded = new Request(target, { method: req.method, headers: req.headers, body: body && body.byteLength ? body : undefined });
  try {
    return await withFunctionEnv(env, () => handler(forwarded));
  } catch (error) {
    console.error(`[supabase/local functions] ${name} threw:`, error);
    return json({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }, 500);
  }
};

/** Hosted Supabase gives every function these, plus the project's secrets (config.functionEnv). */
export function functionEnv(services: Services): Record<string, string> {
  const env: Record<string, string> = {
    SUPABASE_URL: services.baseUrl,
    SUPABASE_ANON_KEY: services.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: services.keys.serviceRoleKey,
  };
  if (services.config.databaseUrl) env.SUPABASE_DB_URL = services.config.databaseUrl;
  return { ...env, ...services.config.functionEnv };
}

const loaded = new Map<string, FunctionHandler>();

/**
 * Loads a function through Node's own loader, even when this file runs under a test runner that rewrites
 * import() (Vitest): that is where the Deno specifier hooks and TypeScript loading apply. The import()
 * inside a data: module is never rewritten.
 */
const NODE_IMPORT_MODULE = 'data:text/javascript,export default (url) => import(url)';
let nodeImport: ((url: string) => Promise<unknown>) | null = null;
async function nativeImport(file: string): Promise<unknown> {
  nodeImport ??= ((await import(NODE_IMPORT_MODULE)) as { default: (url: string) => Promise<unknown> }).default;
  return nodeImport(pathToFileURL(file).href);
}
let importQueue: Promise<unknown> = Promise.resolve();

/**
 * Imports a function once per process and reuses it (edits take effect on restart, since Node's module
 * cache keeps the first import). Imports run one at a time because Deno.serve registers into a single
 * slot while a module evaluates.
 */
async function loadFunction(entry: string, env: Record<string, string>): Promise<FunctionHandler> {
  const cached = loaded.get(entry);
  if (cached) return cached;
  installDenoShim();
  installDenoSpecifiers();
  const load = importQueue.then(() =>
    withFunctionEnv(env, () => importCapturingServe(() => nativeImport(entry))),
  );
  importQueue = load.catch(() => {});
  const { module, served } = await load;
  const handler = served ?? exportedHandler(module);
  if (!handler) throw new Error(`${entry} neither calls Deno.serve nor exports a handler`);
  loaded.set(entry, handler);
  return handler;
}

function exportedHandler(module: unknown): FunctionHandler | null {
  const m = module as { default?: unknown; handler?: unknown };
  if (typeof m.default === 'function') return m.default as FunctionHandler;
  const fetchable = m.default as { fetch?: unknown } | undefined;
  if (fetchable && typeof fetchable.fetch === 'function') return (req) => (fetchable.fetch as FunctionHandler).call(fetchable, req);
  if (typeof m.handler === 'function') return m.handler as FunctionHandler;
  return null;
}

/** `[functions.<name>] verify_jwt = false` in supabase/config.toml turns the gateway's JWT check off. */
function verifyJwtFor(services: Services, name: string): boolean {
  const configFile = path.join(services.config.functionsDir, '..', 'config.toml');
  if (!existsSync(configFile)) return true;
  const text = readFileSync(configFile, 'utf8');
  const section = new RegExp(`^\\[functions\\.${name.replace(/[-]/g, '\\-')}\\]\\s*$([\\s\\S]*?)(?=^\\[|(?![\\s\\S]))`, 'm').exec(text);
  const setting = section && /^\s*verify_jwt\s*=\s*(true|false)\s*$/m.exec(section[1]);
  return setting ? setting[1] === 'true' : true;
}
