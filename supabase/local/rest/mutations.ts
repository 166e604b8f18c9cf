/**
 * Writes: POST (insert, bulk insert, upsert with `resolution` and `on_conflict`, `columns=`, `missing=default`),
 * PATCH (update rows matching the filters), DELETE, and PUT (single-row upsert by primary key).
 * `Prefer: return=minimal|headers-only|representation` decides what comes back; with representation the
 * `select` parameter shapes (and embeds into) the returned rows, all in the request's one transaction.
 */
import { ApiError } from './errors.ts';
import { readJsonBody, responseHeaders, transact, type ApiRequest } from './api-request.ts';
import { aggregateSql, conditionSql, ident, Params, qualified, rowSource } from './build-query.ts';
import { splitTopLevel, unquote } from './parse-field.ts';
import type { Filter } from './parse-filters.ts';
import type { Preferences } from './prefer.ts';
import { collectPathParams, planRead, type ReadNode } from './read-plan.ts';
import { renderBody, type AggregateRow } from './read.ts';
import type { Table } from './schema-cache.ts';
import { singularityError } from './media-type.ts';
import type { Sql } from '../db/database.ts';

type Row = Record<string, unknown>;

function unknownColumn(table: Table, column: string): ApiError {
  return new ApiError(400, 'PGRST204', `Could not find the '${column}' column of '${table.name}' in the schema cache`, null, null);
}

function checkColumns(table: Table, columns: string[]): void {
  for (const c of columns) if (!table.columns.some((col) => col.name === c)) throw unknownColumn(table, c);
}

function parseColumnsParam(value: string): string[] {
  return splitTopLevel(value)
    .map((c) => unquote(c.trim()))
    .filter(Boolean);
}

/** The target rows' WHERE clause from the top-level filters (PATCH, DELETE, PUT). */
function whereSql(node: ReadNode, params: Params, r: ApiRequest): string {
  const conds = node.where.map((c) => conditionSql(c, node, { params, cache: r.cache }));
  return conds.length ? ` where ${conds.join(' and ')}` : '';
}

interface WriteOutcome {
  affected: number;
  row?: AggregateRow;
  location?: string;
  /** Upserts (merge-duplicates, PUT): how many of the affected rows were inserted rather than merged. */
  inserted?: number;
}

/**
 * How PostgREST tells an upsert's inserts from its merges: every row that takes the DO UPDATE path bumps a
 * transaction-local counter from the conflict clause's WHERE (always true), read back after the statement.
 */
const COUNT_MERGED = `set_config('pgrst.merged', (coalesce(nullif(current_setting('pgrst.merged', true), '')::int, 0) + 1)::text, true) <> '-1'`;

async function mergedRows(tx: Sql): Promise<number> {
  const result = await tx.query<{ merged: number | null }>(`select nullif(current_setting('pgrst.merged', true), '')::int as merged`);
  return Number(result.rows[0]?.merged ?? 0);
}

/**
 * Runs the write; with representation wraps it in a CTE and renders the returned rows through the read plan.
 * Asking for one object while affecting another number of rows rolls the write back (PGRST116).
 */
async function execute(r: ApiRequest, tx: Sql, table: Table, node: ReadNode, write: (params: Params, returning: string) => string): Promise<WriteOutcome> {
  const wantBody = r.prefs.return === 'representation';
  const params = new Params();
  let outcome: WriteOutcome;
  if (wantBody) {
    const statement = write(params, ` returning ${ident(node.alias)}.*`);
    const source = rowSource({ ...node, where: [] }, { params, cache: r.cache }, { from: `"pgrst_source" as ${ident(node.alias)}` });
    const sql = `with "pgrst_source" as (${statement}) select "pgrst_agg".*, (select count(*) from "pgrst_source")::int as affected from (${aggregateSql(source, undefined, r.media === 'csv')}) as "pgrst_agg"`;
    const result = await tx.query<AggregateRow & { affected: number }>(sql, params.values);
    outcome = { affected: Number(result.rows[0].affected), row: result.rows[0] };
  } else if (r.prefs.return === 'headers-only' && table.primaryKey.length && r.method === 'POST') {
    const pk = table.primaryKey.map((c) => `${ident(node.alias)}.${ident(c)}`).join(', ');
    const result = await tx.query<Row>(write(params, ` returning ${pk}`), params.values);
    outcome = { affected: result.rows.length };
    if (result.rows.length === 1) {
      const query = table.primaryKey.map((c) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(result.rows[0][c]))}`).join('&');
      outcome.location = `/${table.name}?${query}`;
    }
  } else {
    const result = await tx.query(write(params, ''), params.values);
    outcome = { affected: result.affectedRows };
  }
  if (r.media === 'object' && outcome.affected !== 1) throw singularityError(outcome.affected);
  return outcome;
}

/**
 * PostgREST's statuses for writes: POST answers 201, except a merge-duplicates upsert that inserted nothing
 * (every row merged, or an empty array), which answers 200; PUT answers 201 when it inserted its row and 200
 * when it replaced it (204 for both without a body); PATCH and DELETE answer 200 with a body, else 204.
 */
function respond(r: ApiRequest, outcome: WriteOutcome, applied: Preferences, created: boolean): Response {
  const total = r.prefs.count ? String(outcome.affected) : '*';
  const range = created || outcome.affected === 0 ? `*/${total}` : `0-${outcome.affected - 1}/${total}`;
  const extra: Record<string, string> = { 'content-range': range };
  if (outcome.location) extra.location = outcome.location;
  const headers = responseHeaders(r, applied, extra);
  const wantBody = outcome.row && r.method !== 'HEAD';
  let status: number;
  if (r.method === 'POST') status = r.prefs.resolution === 'merge-duplicates' && (outcome.inserted ?? 1) <= 0 ? 200 : 201;
  else if (r.method === 'PUT') status = wantBody ? ((outcome.inserted ?? 0) > 0 ? 201 : 200) : 204;
  else status = wantBody ? 200 : 204;
  if (wantBody) return new Response(renderBody(r, outcome.row!), { status, headers });
  headers.delete('content-type');
  return new Response(null, { status, headers });
}

function appliedPrefs(r: ApiRequest, extra: Preferences = {}): Preferences {
  const applied: Preferences = { ...extra };
  if (r.prefs.return) applied.return = r.prefs.return;
  if (r.prefs.count) applied.count = r.prefs.count;
  if (r.prefs.tx) applied.tx = r.prefs.tx;
  return applied;
}

function planFor(r: ApiRequest, table: Table): ReadNode {
  const params = r.url.searchParams;
  return planRead({
    cache: r.cache,
    relation: table.name,
    select: params.get('select'),
    pathParams: collectPathParams(params),
    aggregates: r.services.config.rest.aggregates,
  });
}

/** One VALUES row: each listed column read from the row's JSON via the table's row type, or DEFAULT. */
function valuesRow(schema: string, table: Table, columns: string[], row: Row, params: Params, missingDefault: boolean): string {
  const record = `json_populate_record(null::${qualified(schema, table.name)}, ${params.add(JSON.stringify(row))}::json)`;
  return `(${columns.map((c) => (missingDefault && !(c in row) ? 'default' : `(${record}).${ident(c)}`)).join(', ')})`;
}

export async function insert(r: ApiRequest, table: Table): Promise<Response> {
  const body = await readJsonBody(r);
  const rows: Row[] = Array.isArray(body) ? (body as Row[]) : [body as Row];
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', null, null);
  }
  const columnsParam = r.url.searchParams.get('columns');
  const columns = columnsParam ? parseColumnsParam(columnsParam) : [...new Set(rows.flatMap((row) => Object.keys(row)))];
  checkColumns(table, columns);
  const node = planFor(r, table);
  const missingDefault = r.prefs.missing === 'default';
  const resolution = r.prefs.resolution;
  const onConflictParam = r.url.searchParams.get('on_conflict');
  const conflictColumns = onConflictParam ? parseColumnsParam(onConflictParam) : table.primaryKey;
  if (resolution) checkColumns(table, conflictColumns);

  if (!rows.length) {
    const row: AggregateRow = { body: '[]', page_total: 0, single: null, csv: '\n' };
    return respond(r, { affected: 0, inserted: 0, row: r.prefs.return === 'representation' ? row : undefined }, appliedPrefs(r), true);
  }

  const merging = resolution === 'merge-duplicates' && conflictColumns.length > 0 && columns.length > 0;
  const outcome = await transact(r, async (tx) => {
    const done = await execute(r, tx, table, node, (params, returning) => {
      const target = `${qualified(r.cache.schema, table.name)} as ${ident(node.alias)}`;
      let sql: string;
      if (!columns.length) {
        sql =
          rows.length === 1 ? `insert into ${target} default values` : `insert into ${target} select from generate_series(1, ${params.add(rows.length)}::int)`;
      } else {
        const values = rows.map((row) => valuesRow(r.cache.schema, table, columns, row, params, missingDefault)).join(', ');
        sql = `insert into ${target} (${columns.map(ident).join(', ')}) values ${values}`;
      }
      if (resolution && conflictColumns.length) {
        const updates = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`);
        sql += ` on conflict (${conflictColumns.map(ident).join(', ')}) do ${merging ? `update set ${updates.join(', ')} where ${COUNT_MERGED}` : 'nothing'}`;
      }
      return sql + returning;
    });
    if (resolution === 'merge-duplicates') done.inserted = merging ? rows.length - (await mergedRows(tx)) : rows.length;
    return done;
  });
  const extra: Preferences = {};
  // Applied only where there is a key to resolve on (the primary key or on_conflict), as PostgREST reports it.
  if (resolution && conflictColumns.length) extra.resolution = resolution;
  if (missingDefault) extra.missing = 'default';
  return respond(r, outcome, appliedPrefs(r, extra), true);
}

/**
 * Hosted Supabase loads pg-safeupdate for the API: an UPDATE or DELETE without a WHERE clause is refused
 * (so a client that forgot its filter cannot rewrite or empty a whole table).
 */
function requireFilter(node: ReadNode, statement: 'UPDATE' | 'DELETE'): void {
  if (!node.where.length) throw new ApiError(400, '21000', `${statement} requires a WHERE clause`, null, null);
}

export async function update(r: ApiRequest, table: Table): Promise<Response> {
  const body = await readJsonBody(r);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'PGRST102', 'Empty or invalid json', null, null);
  const columns = Object.keys(body as Row);
  checkColumns(table, columns);
  const node = planFor(r, table);
  requireFilter(node, 'UPDATE');
  if (!columns.length)
    return respond(
      r,
      { affected: 0, row: r.prefs.return === 'representation' ? { body: '[]', page_total: 0, single: null, csv: '\n' } : undefined },
      appliedPrefs(r),
      false,
    );
  const outcome = await transact(r, (tx) =>
    execute(r, tx, table, node, (params, returning) => {
      const payload = params.add(JSON.stringify(body));
      const sets = columns.map((c) => `${ident(c)} = "pgrst_body".${ident(c)}`).join(', ');
      return `update ${qualified(r.cache.schema, table.name)} as ${ident(node.alias)} set ${sets} from json_populate_record(null::${qualified(r.cache.schema, table.name)}, ${payload}::json) as "pgrst_body"${whereSql(node, params, r)}${returning}`;
    }),
  );
  return respond(r, outcome, appliedPrefs(r), false);
}

export async function remove(r: ApiRequest, table: Table): Promise<Response> {
  const node = planFor(r, table);
  requireFilter(node, 'DELETE');
  const outcome = await transact(r, (tx) =>
    execute(
      r,
      tx,
      table,
      node,
      (params, returning) => `delete from ${qualified(r.cache.schema, table.name)} as ${ident(node.alias)}${whereSql(node, params, r)}${returning}`,
    ),
  );
  return respond(r, outcome, appliedPrefs(r), false);
}

/** PUT /table?pk=eq.1 with the full row: insert or replace that one row. */
export async function put(r: ApiRequest, table: Table): Promise<Response> {
  const body = await readJsonBody(r);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'PGRST102', 'Empty or invalid json', null, null);
  const row = body as Row;
  const node = planFor(r, table);
  const pk = table.primaryKey;
  const eqs = new Map<string, string>();
  for (const c of node.where)
    if (c.kind === 'filter' && c.op === 'eq' && !c.negate && !c.field.jsonPath.length) eqs.set(c.field.column, (c as Filter).value as string);
  if (!pk.length || node.where.length !== pk.length || !pk.every((c) => eqs.has(c))) {
    throw new ApiError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators", null, null);
  }
  if (!pk.every((c) => c in row && String(row[c]) === eqs.get(c))) {
    throw new ApiError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)', null, null);
  }
  const columns = Object.keys(row);
  checkColumns(table, columns);
  node.where = [];
  const outcome = await transact(r, async (tx) => {
    const done = await execute(r, tx, table, node, (params, returning) => {
      const updates = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ');
      return `insert into ${qualified(r.cache.schema, table.name)} as ${ident(node.alias)} (${columns.map(ident).join(', ')}) values ${valuesRow(r.cache.schema, table, columns, row, params, false)} on conflict (${pk.map(ident).join(', ')}) do update set ${updates} where ${COUNT_MERGED}${returning}`;
    });
    done.inserted = done.affected - (await mergedRows(tx));
    return done;
  });
  return respond(r, outcome, appliedPrefs(r), false);
}
