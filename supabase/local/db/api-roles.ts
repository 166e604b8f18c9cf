/**
 * The roles a request may run as and the settings each brings with it, as PostgREST reads them: the roles
 * `authenticator` is a member of (anon, authenticated and service_role on hosted Supabase), and each role's
 * own settings from `alter role ... set` (statement_timeout: anon 3 s, authenticated 8 s), which PostgREST
 * applies when it switches to the role, since a role's settings only apply by themselves at login.
 */
import { AUTHENTICATOR, type Database, type Sql } from './database.ts';

export interface ApiRoles {
  /** Roles a JWT's `role` claim may name. */
  members: Set<string>;
  /** Per role, the settings applied in each request's transaction (transaction-local). */
  settings: Map<string, Record<string, string>>;
}

/** The settings PostgREST applies for an impersonated role; others stay as the session has them. */
const APPLIED_SETTINGS = new Set(['statement_timeout', 'lock_timeout', 'idle_in_transaction_session_timeout', 'search_path', 'work_mem', 'plan_cache_mode']);

export async function loadApiRoles(db: Database, overrides: Record<string, Record<string, string>> = {}): Promise<ApiRoles> {
  const members = await db.query<{ rolname: string }>(
    `select r.rolname from pg_catalog.pg_auth_members m
       join pg_catalog.pg_roles r on r.oid = m.roleid
       join pg_catalog.pg_roles a on a.oid = m.member
      where a.rolname = $1`,
    [AUTHENTICATOR],
  );
  const rows = await db.query<{ rolname: string; setconfig: string[] | string }>(
    `select r.rolname, s.setconfig
       from pg_catalog.pg_db_role_setting s join pg_catalog.pg_roles r on r.oid = s.setrole
      where s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
      order by s.setdatabase`,
  );
  const settings = new Map<string, Record<string, string>>();
  for (const row of rows.rows) {
    const entries = Array.isArray(row.setconfig) ? row.setconfig : parseTextArray(row.setconfig);
    const target = settings.get(row.rolname) ?? {};
    for (const entry of entries) {
      const eq = entry.indexOf('=');
      const name = entry.slice(0, eq);
      // Database-specific settings come after the global ones and win, as in PostgreSQL.
      if (APPLIED_SETTINGS.has(name)) target[name] = entry.slice(eq + 1);
    }
    settings.set(row.rolname, target);
  }
  for (const [role, values] of Object.entries(overrides)) settings.set(role, { ...settings.get(role), ...values });
  return { members: new Set(members.rows.map((r) => r.rolname)), settings };
}

function parseTextArray(text: string): string[] {
  if (!text || text === '{}') return [];
  return text
    .slice(1, -1)
    .split(',')
    .map((v) => (v.startsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v));
}

/**
 * Takes on an API role for the rest of the transaction: the role, the request's claims and the role's
 * own settings, all transaction-local.
 */
export async function impersonate(tx: Sql, roles: ApiRoles, role: string, claims: unknown, extra: Record<string, string> = {}): Promise<void> {
  const values: Record<string, string> = { ...roles.settings.get(role), role, 'request.jwt.claims': JSON.stringify(claims), ...extra };
  const names = Object.keys(values);
  await tx.query(
    `select ${names.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
    names.flatMap((n) => [n, values[n]]),
  );
}
