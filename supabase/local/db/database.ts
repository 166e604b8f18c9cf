/**
 * One small interface over the two databases supabase/local can serve:
 * PGlite (embedded, in memory or in a data directory) and a PostgreSQL server (DATABASE_URL).
 * Everything above this file speaks only `Database` and `Sql`.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync, readFileSync } from 'node:fs';

export interface Field {
  name: string;
  dataTypeID: number;
}

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: Field[];
  affectedRows: number;
}

/** A connection that can run statements: the database itself, or an open transaction. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters. */
  exec(script: string): Promise<void>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * A transaction on the connection the APIs serve requests on. On PostgreSQL that is a login as
   * `authenticator` (no superuser, no BYPASSRLS, member only of the API roles), as PostgREST connects on
   * hosted Supabase, so the database itself refuses any other role. PGlite has one superuser session:
   * there the API role check is supabase/local's own (see db/api-roles.ts).
   */
  apiTransaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** True when apiTransaction runs as a role that cannot become anything but the API roles. */
  readonly apiConnectionIsRestricted: boolean;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PGlite data directory, or 'memory'. Ignored when databaseUrl is given. */
  data?: string;
  databaseUrl?: string;
  /**
   * In memory only: start from this data-directory archive (db/snapshot.ts) instead of an empty cluster, which
   * skips initdb. The tests' way to start many migrated databases quickly.
   */
  snapshot?: string;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.data ?? 'memory', options.snapshot);
}

async function openPglite(data: string, snapshot?: string): Promise<Database> {
  if (data !== 'memory') mkdirSync(data, { recursive: true });
  const loadDataDir = data === 'memory' && snapshot ? new Blob([readFileSync(snapshot)]) : undefined;
  return openPgliteOn(await createPglite({ dataDir: data === 'memory' ? undefined : data, loadDataDir }));
}

/** A PGlite instance that returns the types of RAW_TEXT_TYPES as the strings Postgres sends, as PostgREST does. */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  const raw = (v: string) => v;
  return PGlite.create({ ...options, parsers: Object.fromEntries([...RAW_TEXT_TYPES].map((oid) => [oid, raw])) });
}

/** The `Database` over a PGlite instance made by createPglite. */
export function openPgliteOn(db: PGlite): Database {
  const wrap = (conn: Pick<PGlite, 'query' | 'exec'>): Sql => ({
    async query<T>(text: string, params: unknown[] = []) {
      const r = await conn.query<T>(text, params);
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows ?? 0 };
    },
    async exec(script: string) {
      await conn.exec(script);
    },
  });
  const base = wrap(db);
  const transaction = <T>(fn: (tx: Sql) => Promise<T>) => db.transaction((tx) => fn(wrap(tx)));
  return {
    kind: 'pglite',
    ...base,
    transaction,
    apiTransaction: transaction,
    apiConnectionIsRestricted: false,
    close: () => db.close(),
  };
}

/**
 * An idle pooled connection the server closed (a restart, an administrator's terminate, a database dropped at a
 * test's end): the pool replaces it on next use, so it must not take the whole process down as an unhandled error.
 */
function idleClientLost(error: Error & { code?: string }): void {
  if (error.code !== '57P01') console.warn(`[supabase/local] an idle database connection was lost: ${error.message}`);
}

/** The role PostgREST logs in as on hosted Supabase. */
export const AUTHENTICATOR = 'authenticator';

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  pool.on('error', idleClientLost);
  // Keep timestamps and dates as the strings Postgres sends, exactly as PostgREST returns them.
  const types = {
    getTypeParser: (oid: number, format?: any) => (RAW_TEXT_TYPES.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format)),
  };
  const wrap = (conn: pg.Pool | pg.PoolClient): Sql => ({
    async query<T>(text: string, params: unknown[] = []) {
      const r = await conn.query({ text, values: params as any[], types });
      return {
        rows: r.rows as T[],
        fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        affectedRows: r.rowCount ?? 0,
      };
    },
    async exec(script: string) {
      await conn.query(script);
    },
  });
  const inTransaction = async <T>(on: pg.Pool, fn: (tx: Sql) => Promise<T>): Promise<T> => {
    const client = await on.connect();
    try {
      await client.query('begin');
      const result = await fn(wrap(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  await pool.query('select 1');

  // The API connection logs in as authenticator with the owner's password (as on hosted Supabase, where both
  // share the project's database password). Opened on first use, after the bootstrap has created the role.
  let apiPool: Promise<pg.Pool> | null = null;
  const openApiPool = async (): Promise<pg.Pool> => {
    const target = new URL(url);
    const password = decodeURIComponent(target.password);
    target.username = AUTHENTICATOR;
    const api = new pg.Pool({ connectionString: target.toString(), max: 8 });
    api.on('error', idleClientLost);
    try {
      await api.query('select 1');
    } catch (error) {
      if (!['28P01', '28000'].includes((error as { code?: string }).code ?? '')) throw error;
      // First start against this cluster: give authenticator the password it logs in with, then retry.
      const literal = `'${password.replace(/'/g, "''")}'`;
      await pool.query(`alter role ${AUTHENTICATOR} with login password ${literal}`);
      await api.query('select 1');
    }
    return api;
  };
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: (fn) => inTransaction(pool, fn),
    async apiTransaction(fn) {
      apiPool ??= openApiPool();
      apiPool.catch(() => (apiPool = null));
      return inTransaction(await apiPool, fn);
    },
    apiConnectionIsRestricted: true,
    async close() {
      if (apiPool) await (await apiPool.catch(() => null))?.end();
      await pool.end();
    },
  };
}

/** date, timestamp, timestamptz, time, timetz, interval, numeric, int8: text like PGlite and PostgREST. */
const RAW_TEXT_TYPES = new Set([1082, 1114, 1184, 1083, 1266, 1186, 1700, 20]);
