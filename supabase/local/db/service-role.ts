/**
 * The database as one of Supabase's own services sees it. On hosted Supabase GoTrue logs in as
 * supabase_auth_admin and Storage as supabase_storage_admin, the roles that own the auth and storage schemas;
 * neither is a superuser. supabase/local has one login (a superuser), so each of its services takes on its
 * role for every transaction instead: `SET LOCAL ROLE`, which ends with the transaction. A statement outside a
 * transaction runs in one of its own. The API connection (apiTransaction, as authenticator) is left as it is:
 * Storage runs a caller's statements there as the caller's role.
 */
import type { Database, Sql } from './database.ts';

export function asServiceRole(db: Database, role: 'supabase_auth_admin' | 'supabase_storage_admin'): Database {
  const transaction = <T>(fn: (tx: Sql) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await tx.query(`set local role ${role}`);
      return fn(tx);
    });
  return {
    kind: db.kind,
    apiConnectionIsRestricted: db.apiConnectionIsRestricted,
    apiTransaction: (fn) => db.apiTransaction(fn),
    transaction,
    query: (text, params) => transaction((tx) => tx.query(text, params)),
    exec: (script) => transaction((tx) => tx.exec(script)),
    close: () => db.close(),
  };
}
