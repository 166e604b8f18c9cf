/**
 * Stored procedures: `POST /rpc/fn` with named arguments as a JSON object, `GET /rpc/fn?arg=value` (run
 * read-only, so only stable and immutable functions succeed), a single unnamed json/jsonb parameter
 * receiving the whole body, `Prefer: params=single-object`. Set-returning results can be filtered,
 * ordered, paged and embedded like a table; scalar results come back as their JSON value.
 */
import { ApiError } from './errors.ts';
import { readJsonBody, responseHeaders, transact, type ApiRequest } from './api-request.ts';
import { aggregateSql, ident, Params, qualified, rowSource } from './build-query.ts';
import { countRows } from './count.ts';
import type { Preferences } from './prefer.ts';
import { contentRange, rangeStatus, requestedWindow } from './range.ts';
import { collectPathParams, planRead } from './read-plan.ts';
import { renderBody, type AggregateRow } from './read.ts';
import type { RoutineDef } from './schema-cache.ts';

type Args = Record<string, unknown>;

const isJsonType = (type: string) => type === 'json' || type === 'jsonb';

interface Chosen {
  routine: RoutineDef;
  /** The whole body goes to the routine's single json/jsonb parameter. */
  wholeBody: boolean;
}

/** Query-string keys that are never function arguments on GET. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'and', 'or', 'not.and', 'not.or']);

function notFound(schema: string, name: string, keys: string[], all: string[]): ApiError {
  const sorted = [...keys].sort();
  const similar = all.find((n) => n !== name && (n.includes(name) || name.includes(n)));
  const withArgs = sorted.length ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}` : ' without parameters';
  return new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}(${sorted.join(', ')}) in the schema cache`,
    `Searched for the function ${schema}.${name}${withArgs} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    similar ? `Perhaps you meant to call the function ${schema}.${similar}` : null,
  );
}

/** Overload resolution by argument names, as PostgREST does it. */
export function chooseRoutine(schema: string, overloads: RoutineDef[], name: string, keys: string[], singleObject: boolean, allNames: string[]): Chosen {
  if (singleObject) {
    const one = overloads.filter((f) => f.args.length === 1 && isJsonType(f.args[0].type));
    if (one.length === 1) return { routine: one[0], wholeBody: true };
  }
  const byName = overloads.filter((f) => keys.every((k) => f.args.some((a) => a.name === k)) && f.args.every((a) => a.hasDefault || keys.includes(a.name)));
  if (byName.length === 1) return { routine: byName[0], wholeBody: false };
  if (byName.length > 1) {
    throw new ApiError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${byName
        .map((f) => `${schema}.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`)
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const unnamed = overloads.filter((f) => f.args.length === 1 && f.args[0].name === '' && isJsonType(f.args[0].type));
  if (unnamed.length === 1) return { routine: unnamed[0], wholeBody: true };
  throw notFound(schema, name, keys, allNames);
}

export async function callRoutine(r: ApiRequest, name: string, overloads: RoutineDef[]): Promise<Response> {
  const isRead = r.method === 'GET' || r.method === 'HEAD';
  const query = r.url.searchParams;
  const argNames = new Set(overloads.flatMap((f) => f.args.map((a) => a.name)));
  let args: Args;
  let body: unknown = {};
  const filterParams = new URLSearchParams();
  if (isRead) {
    args = {};
    for (const [k, v] of query) {
      // With no function of that name every non-reserved key is an argument (they name the call in PGRST202).
      if (argNames.has(k) || (!overloads.length && !RESERVED.has(k))) args[k] = v;
      else filterParams.append(k, v);
    }
    body = args;
  } else {
    body = await readJsonBody(r, {});
    args = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Args) : {};
    for (const [k, v] of query) filterParams.append(k, v);
  }
  const singleObject = r.prefs.params === 'single-object';
  const { routine, wholeBody } = chooseRoutine(r.cache.schema, overloads, name, Object.keys(args), singleObject, [...r.cache.functions.keys()]);

  const params = new Params();
  let fromArgs = '';
  let call: string;
  if (wholeBody) {
    call = `${qualified(r.cache.schema, name)}(${params.add(JSON.stringify(body))}::${routine.args[0].type})`;
  } else {
    const used = routine.args.filter((a) => a.name in args);
    if (used.length) {
      fromArgs = `json_to_record(${params.add(JSON.stringify(args))}::json) as "pgrst_args"(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`;
    }
    call = `${qualified(r.cache.schema, name)}(${used.map((a) => `${ident(a.name)} := "pgrst_args".${ident(a.name)}`).join(', ')})`;
  }
  const applied: Preferences = {};
  if (singleObject && wholeBody) applied.params = 'single-object';
  if (r.prefs.count) applied.count = r.prefs.count;

  const rowShaped = routine.returnsSet || routine.returnTypeKind === 'c' || routine.outColumns.length > 0;
  // A single value (scalar, or void) is one row: with exact or estimated counts PostgREST answers 0-0/1.
  const singleRange = () => contentRange(0, 1, r.prefs.count === 'exact' || r.prefs.count === 'estimated' ? 1 : null);
  if (!rowShaped) {
    if (routine.returnType === 'void') {
      await transact(r, (tx) => tx.query(`select ${call}${fromArgs ? ` from ${fromArgs}` : ''}`, params.values));
      return new Response(null, { status: 204, headers: responseHeaders(r, applied, { 'content-range': singleRange() }) });
    }
    const row = await transact(
      r,
      async (tx) => (await tx.query<{ body: string }>(`select to_json(${call})::text as body${fromArgs ? ` from ${fromArgs}` : ''}`, params.values)).rows[0],
    );
    return new Response(r.method === 'HEAD' ? null : row.body, { status: 200, headers: responseHeaders(r, applied, { 'content-range': singleRange() }) });
  }

  // Composite and set-returning results are a row source: select, filters, order, embedding and paging apply.
  const isScalarSet = routine.returnTypeKind !== 'c' && routine.outColumns.length === 0 && routine.returnType !== 'record';
  const alias = name;
  const node = planRead({
    cache: r.cache,
    relation: routine.returnTable,
    select: filterParams.get('select'),
    pathParams: collectPathParams(filterParams),
    rootAlias: alias,
    aggregates: r.services.config.rest.aggregates,
    maxRows: r.services.config.rest.maxRows,
  });
  const from = `${fromArgs ? `${fromArgs} cross join lateral ` : ''}${call} as ${ident(alias)}`;
  const window = requestedWindow(r.req.headers, node.limit, node.offset, r.services.config.rest.maxRows);
  const sql = aggregateSql(rowSource(node, { params, cache: r.cache }, { from, page: window }), isScalarSet ? alias : undefined, r.media === 'csv');
  const countParams = new Params();
  let countQuery = '';
  if (r.prefs.count) {
    // The count statement binds its own copy of the arguments.
    if (wholeBody) countParams.add(JSON.stringify(body));
    else if (fromArgs) countParams.add(JSON.stringify(args));
    countQuery = rowSource(node, { params: countParams, cache: r.cache }, { from, forCount: true });
  }
  const { row, total } = await transact(r, async (tx) => {
    const result = await tx.query<AggregateRow>(sql, params.values);
    const t = await countRows(tx, r.prefs.count, countQuery, countParams.values, { maxRows: r.services.config.rest.maxRows, rpc: true });
    return { row: result.rows[0], total: t };
  });
  const pageTotal = Number(row.page_total);
  let status = 200;
  let text: string;
  let range: string;
  if (routine.returnsSet) {
    status = rangeStatus(window.offset, pageTotal, total);
    text = renderBody(r, row);
    range = contentRange(window.offset, pageTotal, total);
  } else {
    // A function returning one composite value answers with that object, counted as one row.
    text = row.single ?? 'null';
    range = singleRange();
  }
  const headers = responseHeaders(r, applied, { 'content-range': range });
  return new Response(r.method === 'HEAD' ? null : text, { status, headers });
}
