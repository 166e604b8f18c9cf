/**
 * supabase/local: one Node process serving Supabase's REST, Auth, Storage and Functions APIs
 * over PGlite or a PostgreSQL server, with the project's own migrations and policies.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase, type Database } from './db/database.ts';
import { migrate, applySqlFiles } from './db/migrate.ts';
import { defaultConfig, type LocalConfig } from './config.ts';
import { deriveApiKeys, type ApiKeys } from './keys.ts';
import { toWebRequest, sendWebResponse, json } from './http.ts';
import { preflight, withCors } from './cors.ts';
import type { Handler, Services } from './context.ts';
import { restHandler } from './rest/index.ts';
import { authHandler } from './auth/index.ts';
import { Mailbox, mailboxHandler } from './auth/mailbox.ts';
import { storageHandler } from './storage/index.ts';
import { openObjectStore } from './storage/object-store.ts';
import { functionsHandler } from './functions/index.ts';
import { bibleApiHandler } from './bible-api.ts';

export interface LocalSupabase {
  url: string;
  port: number;
  keys: ApiKeys;
  services: Services;
  db: Database;
  mailbox: Mailbox;
  close(): Promise<void>;
}

/** Routing table: an API prefix and the handler that serves it. */
const ROUTES: Array<[prefix: string, handler: Handler]> = [
  ['/rest/v1', restHandler],
  ['/auth/v1', authHandler],
  ['/storage/v1', storageHandler],
  ['/functions/v1', functionsHandler],
  ['/mailbox', mailboxHandler],
  // Not a Supabase API: the local stand-in for the Bible text service (bible-api.com) the generator calls.
  ['/bible-api', bibleApiHandler],
];

export async function startLocalSupabase(overrides: Partial<LocalConfig> = {}): Promise<LocalSupabase> {
  const config = defaultConfig(overrides);
  const db = await openDatabase({ data: config.data, databaseUrl: config.databaseUrl });
  await migrate(db, config.migrationsDir);
  await applySqlFiles(db, config.sqlFiles);
  const keys = await deriveApiKeys(config.jwtSecret);
  const mailbox = new Mailbox();
  const objects = await openObjectStore(config.storageDir);

  const services: Services = { config, db, keys, mailbox, objects, baseUrl: '' };
  const server = http.createServer((req, res) => {
    handle(req, res, services).catch((error) => {
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
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  services.baseUrl = `http://${host}:${port}`;

  return {
    url: services.baseUrl,
    port,
    keys,
    services,
    db,
    mailbox,
    async close() {
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse, services: Services): Promise<void> {
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') return sendWebResponse(res, preflight(), method);
  const request = await toWebRequest(req, services.baseUrl);
  const url = new URL(request.url);
  const route = ROUTES.find(([prefix]) => url.pathname === prefix || url.pathname.startsWith(prefix + '/'));
  let response: Response;
  if (!route) {
    response = url.pathname === '/health' ? json({ status: 'ok' }) : json({ message: 'no Route matched with those values' }, 404);
  } else {
    const [prefix, handler] = route;
    response = await handler(request, {
      services,
      path: url.pathname.slice(prefix.length) || '/',
      url,
      ip: req.socket.remoteAddress ?? 'unknown',
    });
  }
  await sendWebResponse(res, withCors(response), method);
}
