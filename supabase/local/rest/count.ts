/**
 * `Prefer: count=exact|planned|estimated`, as PostgREST v12 computes each:
 * - exact: `count(*)` over the request's rows (filters, inner embeds; no select, order or paging);
 * - planned: the planner's row estimate for that same count query (`EXPLAIN (FORMAT JSON)`, "Plan Rows");
 * - estimated: the exact count, stopped at max_rows + 1; past max_rows, the larger of that and the planner's.
 * On RPC, PostgREST counts exact and estimated exactly and leaves planned out (`Content-Range: …/*`).
 */
import type { Sql } from '../db/database.ts';
import type { Preferences } from './prefer.ts';

export type CountPreference = NonNullable<Preferences['count']>;

async function plannedRows(tx: Sql, countQuery: string, params: unknown[]): Promise<number | null> {
  const result = await tx.query<Record<string, unknown>>(`explain (format json) ${countQuery}`, params);
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = typeof cell === 'string' ? JSON.parse(cell) : cell;
  const rows = Array.isArray(plan) ? plan[0]?.Plan?.['Plan Rows'] : undefined;
  return typeof rows === 'number' ? Math.round(rows) : null;
}

async function exactRows(tx: Sql, countQuery: string, params: unknown[], limit?: number): Promise<number> {
  const limited = limit === undefined ? countQuery : `${countQuery} limit ${Number(limit)}`;
  const result = await tx.query<{ total: string }>(`select count(*)::bigint as total from (${limited}) as "pgrst_c"`, params);
  return Number(result.rows[0].total);
}

/**
 * The total for Content-Range, or null when not counted. `countQuery` is the bare row source (`select 1 from …`).
 */
export async function countRows(
  tx: Sql,
  pref: CountPreference | undefined,
  countQuery: string,
  params: unknown[],
  options: { maxRows: number | null; rpc?: boolean },
): Promise<number | null> {
  if (!pref) return null;
  if (pref === 'exact' || (options.rpc && pref === 'estimated')) return exactRows(tx, countQuery, params);
  if (pref === 'planned') return options.rpc ? null : plannedRows(tx, countQuery, params);
  // estimated on a table or view
  if (options.maxRows === null) {
    const exact = await exactRows(tx, countQuery, params);
    return Math.max(exact, (await plannedRows(tx, countQuery, params)) ?? 0);
  }
  const upTo = await exactRows(tx, countQuery, params, options.maxRows + 1);
  if (upTo <= options.maxRows) return upTo;
  return Math.max(upTo, (await plannedRows(tx, countQuery, params)) ?? 0);
}
