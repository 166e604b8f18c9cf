/**
 * Each request runs in one transaction that first takes on the caller's identity, exactly as PostgREST does:
 * `role` from the JWT and the request GUCs (`request.jwt.claims`, `request.method`, `request.path`,
 * `request.headers`), all transaction-local, so row-level security policies and `auth.uid()` decide.
 */
import type { Database, Sql } from '../db/database.ts';
import { impersonate, type ApiRoles } from '../db/api-roles.ts';
import { ApiError } from './errors.ts';
import type { RequestAuth } from './request-auth.ts';

export interface RequestMeta {
  method: string;
  path: string;
  headers: Headers;
}

/** Thrown inside the transaction to roll it back while still answering with `result` (Prefer: tx=rollback). */
export class RollbackWith<T> {
  constructor(readonly result: T) {}
}

/**
 * Only the roles authenticator may become: any other JWT role is refused with the database's own error
 * for SET ROLE (checked here as well, because PGlite's one session is a superuser's).
 */
export function checkApiRole(roles: ApiRoles, allRoles: Set<string>, role: string): void {
  if (roles.members.has(role)) return;
  if (!allRoles.has(role)) throw new ApiError(401, '22023', `role "${role}" does not exist`, null, null);
  throw new ApiError(403, '42501', `permission denied to set role "${role}"`, null, null);
}

export async function inRequestTransaction<T>(
  db: Database,
  roles: ApiRoles,
  auth: RequestAuth,
  meta: RequestMeta,
  options: { readOnly: boolean; rollback?: boolean; schema?: string },
  fn: (tx: Sql) => Promise<T>,
): Promise<T> {
  const headers: Record<string, string> = {};
  meta.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const cookies: Record<string, string> = {};
  for (const part of (meta.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  try {
    return await db.apiTransaction(async (tx) => {
      // GET and HEAD may not write, as in PostgREST: a volatile function called by GET fails with 25006 (405).
      if (options.readOnly) await tx.query('set transaction read only');
      await impersonate(tx, roles, auth.role, auth.claims, {
        // PostgREST's search_path: the request's schema, then db-extra-search-path (config.toml's public, extensions).
        search_path: [...new Set([options.schema ?? 'public', 'public', 'extensions'])].map((s) => `"${s.replace(/"/g, '""')}"`).join(', '),
        'request.method': meta.method,
        'request.path': meta.path,
        'request.headers': JSON.stringify(headers),
        'request.cookies': JSON.stringify(cookies),
      });
      const result = await fn(tx);
      if (options.rollback) throw new RollbackWith(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RollbackWith) return error.result as T;
    throw error;
  }
}
