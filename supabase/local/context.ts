/** What every API handler of supabase/local is given. */
import type { Database } from './db/database.ts';
import type { LocalConfig } from './config.ts';
import type { ApiKeys } from './keys.ts';
import type { Mailbox } from './auth/mailbox.ts';
import type { ObjectStore } from './storage/object-store.ts';
import type { ApiRoles } from './db/api-roles.ts';
import type { FunctionWorkers } from './functions/runner.ts';

export interface Services {
  config: LocalConfig;
  db: Database;
  keys: ApiKeys;
  mailbox: Mailbox;
  objects: ObjectStore;
  /** The roles requests may run as, and each role's settings (statement_timeout). */
  apiRoles: ApiRoles;
  /** The warm Deno process of each Edge Function that has been called. */
  functionWorkers: FunctionWorkers;
  /** The public base URL of this server, e.g. http://127.0.0.1:54321 */
  baseUrl: string;
}

export interface RequestContext {
  services: Services;
  /** The path after the API prefix, e.g. '/devotionals' for /rest/v1/devotionals. */
  path: string;
  url: URL;
  /** The client's address, for rate limits. */
  ip: string;
}

export type Handler = (req: Request, ctx: RequestContext) => Promise<Response>;
