/**
 * /functions/v1/{name}: the gateway in front of `${functionsDir}/{name}/index.ts`, which runs under Deno in its
 * own warm process (runner.ts) as Supabase's edge runtime runs it. The gateway stays here in Node: routing, the
 * body limit (server.ts), and the JWT check.
 *
 * A function is the same file that Deno runs on hosted Supabase: it either calls `Deno.serve(handler)`
 * or exports its handler (default export, a default `{ fetch }` object, or `export const handler`).
 * As on hosted Supabase the gateway checks the JWT first (verify_jwt, on unless config.toml's
 * [functions.<name>] says `verify_jwt = false`), and the function sees the request at `/{name}/...`. The new
 * opaque keys (sb_publishable_, sb_secret_) are not JWTs: as bearer tokens they fail that check, as on hosted.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Handler, Services } from '../context.ts';
import { json } from '../http.ts';
import { verifyJwt } from '../keys.ts';
import { bsbSourceFromEnv, confessionsNlSourceFromEnv, confessionsSourceFromEnv, editionSourceFromEnv } from '@lib/sources/node.ts';

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
  let port: number;
  try {
    port = await services.functionWorkers.portFor(name, entry, env);
  } catch (error) {
    console.error(`[supabase/local functions] ${name} failed to start:`, (error as Error).message);
    return json({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }, 503);
  }

  const target = `http://127.0.0.1:${port}/${name}${rest.length ? '/' + rest.join('/') : ''}${ctx.url.search}`;
  const headers = new Headers(req.headers);
  for (const hop of ['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']) headers.delete(hop);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await req.arrayBuffer();
  let answer: Response;
  try {
    answer = await fetch(target, { method: req.method, headers, body: body && body.byteLength ? body : undefined, redirect: 'manual' });
  } catch (error) {
    // The worker died mid-request (a crash, Deno.exit): the next request starts it again.
    services.functionWorkers.discard(name);
    console.error(`[supabase/local functions] ${name} stopped:`, (error as Error).message);
    return json({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }, 500);
  }
  const responseHeaders = new Headers(answer.headers);
  // fetch has already decoded the body; the length and encoding are the server's to set again.
  for (const header of ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']) responseHeaders.delete(header);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: responseHeaders });
};

/** Hosted Supabase gives every function these, plus the project's secrets (config.functionEnv). */
export function functionEnv(services: Services): Record<string, string> {
  const env: Record<string, string> = {
    SUPABASE_URL: services.baseUrl,
    SUPABASE_ANON_KEY: services.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: services.keys.serviceRoleKey,
    // Hosted hands functions the new keys as JSON objects of name to key.
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: services.keys.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: services.keys.secretKey }),
  };
  if (services.config.databaseUrl) env.SUPABASE_DB_URL = services.config.databaseUrl;
  // Locally the confession import reads the same copy as the seed (../shared/confessions, when present).
  env.CONFESSIONS_SOURCE = confessionsSourceFromEnv();
  // And the e-mails read the BSB where the build does (../shared/bsb, when present; else the pinned public text).
  env.BSB_SOURCE = bsbSourceFromEnv();
  // The Dutch Heidelberg Catechism and the Statenvertaling that completes its question 92, likewise.
  env.CONFESSIONS_NL_SOURCE = confessionsNlSourceFromEnv();
  env.STATENVERTALING_SOURCE = editionSourceFromEnv('sv');
  return { ...env, ...services.config.functionEnv };
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
