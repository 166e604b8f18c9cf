/**
 * supabase/local: one Node process serving Supabase's REST, Auth, Storage and Functions APIs
 * over PGlite or a PostgreSQL server, with the project's own migrations and policies.
 */
import http from 'node:http';
import { isIPv6, type AddressInfo } from 'node:net';
import { openDatabase, type Database } from './db/database.ts';
import { migrate, applySqlFiles } from './db/migrate.ts';
import { loadApiRoles } from './db/api-roles.ts';
import { asServiceRole } from './db/service-role.ts';
import { defaultConfig, type LocalConfig } from './config.ts';
import { deriveApiKeys, type ApiKeys } from './keys.ts';
import { toWebRequest, sendWebResponse, json } from './http.ts';
import { BodyTooLarge, declaredLength } from './body-limit.ts';
import { AuthError, authErrorResponse } from './auth/errors.ts';
import { ERRORS } from './storage/errors.ts';
import { preflight, withCors } from './cors.ts';
import type { Handler, Services } from './context.ts';
import { restHandler } from './rest/index.ts';
import { authHandler } from './auth/index.ts';
import { isLoopbackAddress, isLoopbackHost } from './loopback.ts';
import { Mailbox, mailboxHandler } from './auth/mailbox.ts';
import { storageHandler } from './storage/index.ts';
import { openObjectStore } from './storage/object-store.ts';
import { functionsHandler } from './functions/index.ts';
import { FunctionWorkers } from './functions/runner.ts';
import { bibleApiHandler } from './bible-api.ts';
import { managementHandler } from './management/index.ts';
import { managementToken } from './management/token.ts';

export interface LocalSupabase {
  url: string;
  port: number;
  keys: ApiKeys;
  /** The local personal access token for the Management API endpoints at /v1 (management/index.ts). */
  managementToken: string;
  services: Services;
  db: Database;
  mailbox: Mailbox;
  close(): Promise<void>;
}

/** One API of the server: its path prefix, its handler, how its request bodies are read and refused. */
interface ApiRoute {
  prefix: string;
  handler: Handler;
  /** Largest body accepted, in bytes. */
  bodyLimit(config: LocalConfig): number;
  /** Storage streams uploads through (each bucket has its own limit); the others buffer the body. */
  stream: boolean;
  /** The API's own 413 answer. */
  tooLarge(req: Request): Response;
  /** Served to any origin with CORS (the APIs), or only to this machine without CORS (the mailbox). */
  access: 'any-origin' | 'loopback';
  /** Mounted only when this says so (the mailbox: not in production-like use). */
  mounted?(config: LocalConfig): boolean;
  /** The role the service logs in as on hosted Supabase; its database work runs as that role. */
  dbRole?: 'supabase_auth_admin' | 'supabase_storage_admin';
}

/** Multipart framing around an uploaded file: the form's boundaries and its small text fields. */
const MULTIPART_ALLOWANCE = 1024 * 1024;

/** Routing table: an API prefix and the handler that serves it. */
const ROUTES: ApiRoute[] = [
  { prefix: '/rest/v1', handler: restHandler, access: 'any-origin', stream: false, bodyLimit: (c) => c.maxBodyBytes.rest, tooLarge: restTooLarge },
  {
    prefix: '/auth/v1',
    handler: authHandler,
    dbRole: 'supabase_auth_admin',
    access: 'any-origin',
    stream: false,
    bodyLimit: (c) => c.maxBodyBytes.auth,
    tooLarge: authTooLarge,
  },
  {
    prefix: '/storage/v1',
    handler: storageHandler,
    dbRole: 'supabase_storage_admin',
    access: 'any-origin',
    stream: true,
    bodyLimit: (c) => c.storageFileSizeLimit + MULTIPART_ALLOWANCE,
    tooLarge: () => ERRORS.entityTooLarge().render(),
  },
  {
    prefix: '/functions/v1',
    handler: functionsHandler,
    access: 'any-origin',
    stream: false,
    bodyLimit: (c) => c.maxBodyBytes.functions,
    tooLarge: () => json({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' }, 413),
  },
  {
    prefix: '/mailbox',
    handler: mailboxHandler,
    access: 'loopback',
    mounted: (c) => c.mailbox,
    stream: false,
    // The functions' e-mail (newsletter confirmations, digests) arrives as POST /mailbox/emails and
    // /mailbox/emails/batch; a batch of 100 digests is around a megabyte, so the REST API's limit applies.
    bodyLimit: (c) => c.maxBodyBytes.rest,
    tooLarge: () => json({ message: 'Request body too large' }, 413),
  },
  // The Management API endpoints `npm run doctor` reads (api.supabase.com/v1 on hosted Supabase), with a local
  // access token: this machine only, since they reveal the configuration and run SQL as the database owner.
  {
    prefix: '/v1',
    handler: managementHandler,
    access: 'loopback',
    stream: false,
    bodyLimit: (c) => c.maxBodyBytes.rest,
    tooLarge: () => json({ message: 'Request body too large' }, 413),
  },
  // Not a Supabase API: the local stand-in for the Bible text service (bible-api.com) the generator calls.
  {
    prefix: '/bible-api',
    handler: bibleApiHandler,
    access: 'any-origin',
    stream: false,
    bodyLimit: () => 0,
    tooLarge: () => json({ error: 'Request body too large' }, 413),
  },
];

/**
 * The listening address as a URL's host: a wildcard (every address, IPv4 or dual-stack IPv6) is reached at
 * 127.0.0.1, and an IPv6 literal needs brackets, or `http://:::54321` is no URL at all.
 */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return isIPv6(host) ? `[${host}]` : host;
}

export async function startLocalSupabase(overrides: Partial<LocalConfig> = {}): Promise<LocalSupabase> {
  const config = defaultConfig(overrides);
  const db = await openDatabase({ data: config.data, databaseUrl: config.databaseUrl, snapshot: config.dataSnapshot });
  await migrate(db, config.migrationsDir);
  await applySqlFiles(db, config.sqlFiles);
  const keys = await deriveApiKeys(config.jwtSecret);
  const mailbox = new Mailbox();
  const objects = await openObjectStore(config.storageDir);

  const apiRoles = await loadApiRoles(db, config.roleSettings);
  const functionWorkers = new FunctionWorkers(config.functionsDir);
  const services: Services = { config, db, keys, mailbox, objects, apiRoles, functionWorkers, baseUrl: '' };
  // The services as an API that runs as its own database role sees them: one lasting object per API (per-server
  // state such as rate limits is keyed on it), reading everything but `db` through to `services`.
  const views = new Map<string, Services>();
  for (const { prefix, dbRole } of ROUTES) {
    if (dbRole) views.set(prefix, Object.create(services, { db: { value: asServiceRole(db, dbRole), enumerable: true } }));
  }
  const server = http.createServer((req, res) => {
    handle(req, res, services, views).catch((error) => {
      console.error('[supabase/local]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal server error' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  services.baseUrl = `http://${urlHost(config.host)}:${port}`;

  return {
    url: services.baseUrl,
    port,
    keys,
    managementToken: managementToken(config.jwtSecret),
    services,
    db,
    mailbox,
    async close() {
      functionWorkers.close();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse, services: Services, views: Map<string, Services>): Promise<void> {
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', services.baseUrl);
  const route = ROUTES.find(
    ({ prefix, mounted }) => (url.pathname === prefix || url.pathname.startsWith(prefix + '/')) && (mounted?.(services.config) ?? true),
  );
  const ip = req.socket.remoteAddress ?? 'unknown';
  if (route?.access === 'loopback' && !isLoopbackAddress(ip)) {
    req.resume();
    return sendWebResponse(res, json({ message: 'no Route matched with those values' }, 404), method);
  }
  if (route?.access === 'loopback' && !isLoopbackHost(req.headers.host)) {
    // DNS rebinding: a page on another domain that resolves to this machine. Its requests name that domain.
    req.resume();
    return sendWebResponse(res, json({ message: 'Forbidden: only requests addressed to localhost, 127.0.0.1 or [::1] are answered here' }, 403), method);
  }
  if (method === 'OPTIONS') {
    req.resume();
    return sendWebResponse(res, route?.access === 'loopback' ? new Response(null, { status: 405 }) : preflight(), method);
  }
  if (!route) {
    req.resume();
    const response = url.pathname === '/health' ? json({ status: 'ok' }) : json({ message: 'no Route matched with those values' }, 404);
    return sendWebResponse(res, withCors(response), method);
  }
  const limit = route.bodyLimit(services.config);
  const length = declaredLength(req);
  let response: Response;
  try {
    // Refused by its declared length before a byte of the body is read.
    if (length !== null && length > limit) throw new BodyTooLarge(limit);
    const request = await toWebRequest(req, services.baseUrl, { limit, stream: route.stream });
    response = await route.handler(request, {
      services: views.get(route.prefix) ?? services,
      path: url.pathname.slice(route.prefix.length) || '/',
      url,
      ip,
    });
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    response = route.tooLarge(new Request(url, { headers: req.headers as HeadersInit }));
  }
  const answer = route.access === 'any-origin' ? withCors(response) : new Response(response.body, response);
  if (answer.status === 413) {
    // The rest of an oversized body is not wanted: close the connection once the answer is out.
    answer.headers.set('connection', 'close');
    req.resume();
  }
  await sendWebResponse(res, answer, method);
}

function restTooLarge(): Response {
  return json({ code: 'PGRST413', details: null, hint: null, message: 'Payload Too Large' }, 413);
}

function authTooLarge(req: Request): Response {
  return authErrorResponse(new AuthError(413, 'request_too_large', 'Request body too large'), req);
}
