/** GET and HEAD on a table or view: the read plan as one query, paged by limit/offset/Range, counted on request. */
import { transact, responseHeaders, type ApiRequest } from './api-request.ts';
import { aggregateSql, ident, Params, qualified, rowSource } from './build-query.ts';
import { countRows } from './count.ts';
import { singularityError } from './media-type.ts';
import type { Preferences } from './prefer.ts';
import { contentRange, rangeStatus, requestedWindow } from './range.ts';
import { collectPathParams, planRead, type ReadNode } from './read-plan.ts';
import type { Table } from './schema-cache.ts';

export interface AggregateRow {
  body: string;
  page_total: number;
  single: string | null;
  /** The CSV body, when the client asked for text/csv. */
  csv?: string | null;
}

/** Formats a query result as the response body for the negotiated media type (PGRST116 for object). */
export function renderBody(r: ApiRequest, row: AggregateRow): string {
  if (r.media === 'object') {
    if (Number(row.page_total) !== 1) throw singularityError(Number(row.page_total));
    return row.single!;
  }
  if (r.media === 'csv') return row.csv ?? '';
  return row.body;
}

export async function readTable(r: ApiRequest, table: Table): Promise<Response> {
  const params = r.url.searchParams;
  const node: ReadNode = planRead({
    cache: r.cache,
    relation: table.name,
    select: params.get('select'),
    pathParams: collectPathParams(params),
    aggregates: r.services.config.rest.aggregates,
    maxRows: r.services.config.rest.maxRows,
  });
  const window = requestedWindow(r.req.headers, node.limit, node.offset, r.services.config.rest.maxRows);
  const from = `${qualified(r.cache.schema, table.name)} as ${ident(node.alias)}`;
  const main = new Params();
  const sql = aggregateSql(rowSource(node, { params: main, cache: r.cache }, { from, page: window }), undefined, r.media === 'csv');
  const counted = new Params();
  const countQuery = r.prefs.count ? rowSource(node, { params: counted, cache: r.cache }, { from, forCount: true }) : '';

  const { row, total } = await transact(r, async (tx) => {
    const result = await tx.query<AggregateRow>(sql, main.values);
    const total = await countRows(tx, r.prefs.count, countQuery, counted.values, { maxRows: r.services.config.rest.maxRows });
    return { row: result.rows[0], total };
  });

  const pageTotal = Number(row.page_total);
  const status = rangeStatus(window.offset, pageTotal, total);
  const body = renderBody(r, row);
  const applied: Preferences = r.prefs.count ? { count: r.prefs.count } : {};
  const headers = responseHeaders(r, applied, { 'content-range': contentRange(window.offset, pageTotal, total) });
  return new Response(r.method === 'HEAD' ? null : body, { status, headers });
}
