/**
 * Each request runs in one transaction that first takes on the caller's identity, exactly as PostgREST does:
 * `role` from the JWT and the request GUCs (`request.jwt.claims`, `request.method`, `request.path`,
 * `request.headers`), all transaction-local, so row-level security policies and `auth.uid()` decide.
 */
import type { Database, Sql } from '../db/database.ts';
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

export async function inRequestTransaction<T>(
  db: Database,
  auth: RequestAuth,
  meta: RequestMeta,
  options: { readOnly: boolean; rollback?: boolean },
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
    return await db.transaction(async (tx) => {
      // GET and HEAD may not write, as in PostgREST: a volatile function called by GET fails with 25006 (405).
      if (options.readOnly) await tx.query('set transaction read only');
      await tx.query(
        `select set_config('search_path', 'public, extensions', true),
                set_config('role', $1, true),
                set_config('request.jwt.claims', $2, true),
                set_config('request.method', $3, true),
                set_config('request.path', $4, true),
                set_config('request.headers', $5, true),
                set_config('request.cookies', $6, true)`,
        [auth.role, JSON.stringify(auth.claims), meta.method, meta.path, JSON.stringify(headers), JSON.stringify(cookies)],
      );
      const result = await fn(tx);
      if (options.rollback) throw new RollbackWith(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RollbackWith) return error.result as T;
    throw error;
  }
}
