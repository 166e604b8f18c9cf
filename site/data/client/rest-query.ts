/**
 * The light client's tables and RPCs (reader-client.ts): PostgREST requests built as supabase-js's `from()` and
 * `rpc()` build them, for the calls the site's data modules make, in about a quarter of @supabase/postgrest-js's size.
 * Each query is sent when awaited and answers `{ data, error, count, status, statusText }`, never throws: a refusal's
 * error is PostgREST's body (`{ message, code, details, hint }`), and a request that never reached the server has its
 * cause as the message and status 0.
 *
 * The grammar is PostgREST's: a filter is `column=operator.value`, `select=` the columns (whitespace outside quotes
 * dropped), `order=column.asc|desc[.nullsfirst|.nullslast]` joined by commas, `limit`/`offset`; `Prefer:
 * return=representation` when a write asks for its rows back, `count=exact` for a count (read from Content-Range),
 * `resolution=merge-duplicates` with `on_conflict` for an upsert; `.single()` asks for
 * `application/vnd.pgrst.object+json`, and `.maybeSingle()` takes the one row of the list (none is null, more than one
 * is PostgREST's PGRST116 refusal).
 */

export interface RestError {
  message: string;
  code: string;
  details: string | null;
  hint: string | null;
}

export interface RestResult<T = unknown> {
  data: T | null;
  error: RestError | null;
  count: number | null;
  status: number;
  statusText: string;
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
type Scalar = string | number | boolean | null;

const OBJECT_JSON = 'application/vnd.pgrst.object+json';

/** `select=` as PostgREST reads it: the column list without the whitespace outside double quotes. */
export function compactColumns(columns: string): string {
  let quoted = false;
  let out = '';
  for (const char of columns) {
    if (char === '"') quoted = !quoted;
    if (quoted || !/\s/.test(char)) out += char;
  }
  return out;
}

/** A value of an `in.(…)` list, quoted when PostgREST would read it as more than one value. */
function listValue(value: Scalar): string {
  const text = String(value);
  return /[,()"\\:]/.test(text) || text.trim() !== text ? `"${text.replace(/["\\]/g, '\\$&')}"` : text;
}

/** The total of a `Content-Range: 0-24/25` (or `*\/0`) header; null when the server did not count. */
function countOf(range: string | null): number | null {
  const total = range?.split('/')[1];
  return total && total !== '*' ? Number(total) : null;
}

function failure(status: number, statusText: string, error: RestError): RestResult {
  return { data: null, error, count: null, status, statusText };
}

/** One request to PostgREST, built by chaining and sent when awaited. */
class RestQuery implements PromiseLike<RestResult> {
  private accept: string | undefined;
  private oneRow = false;

  constructor(
    private readonly url: URL,
    private readonly send: typeof fetch,
    private method: Method,
    private readonly body?: unknown,
    private readonly prefer: string[] = [],
  ) {}

  /** Reading: the columns (and a count, or only the count with `head`). After a write: return its rows. */
  select(columns = '*', options: { count?: 'exact' | 'planned' | 'estimated'; head?: boolean } = {}): this {
    this.url.searchParams.set('select', compactColumns(columns));
    if (this.method === 'GET') {
      if (options.head) this.method = 'HEAD';
      if (options.count) this.prefer.push(`count=${options.count}`);
    } else {
      this.prefer.push('return=representation');
    }
    return this;
  }

  /** A filter `column=operator.value`. */
  private where(column: string, operator: string, value: Scalar): this {
    this.url.searchParams.append(column, `${operator}.${value}`);
    return this;
  }

  eq(column: string, value: Scalar): this {
    return this.where(column, 'eq', value);
  }

  neq(column: string, value: Scalar): this {
    return this.where(column, 'neq', value);
  }

  gt(column: string, value: Scalar): this {
    return this.where(column, 'gt', value);
  }

  gte(column: string, value: Scalar): this {
    return this.where(column, 'gte', value);
  }

  lt(column: string, value: Scalar): this {
    return this.where(column, 'lt', value);
  }

  lte(column: string, value: Scalar): this {
    return this.where(column, 'lte', value);
  }

  is(column: string, value: boolean | null): this {
    return this.where(column, 'is', value);
  }

  in(column: string, values: readonly Scalar[]): this {
    return this.where(column, 'in', `(${values.map(listValue).join(',')})`);
  }

  /** `not.operator.value`, the value written as PostgREST expects it for that operator (`is`, `in.(…)`). */
  not(column: string, operator: string, value: Scalar): this {
    return this.where(column, `not.${operator}`, value);
  }

  order(column: string, options: { ascending?: boolean; nullsFirst?: boolean; referencedTable?: string } = {}): this {
    const key = options.referencedTable ? `${options.referencedTable}.order` : 'order';
    const nulls = options.nullsFirst === undefined ? '' : options.nullsFirst ? '.nullsfirst' : '.nullslast';
    const term = `${column}.${options.ascending === false ? 'desc' : 'asc'}${nulls}`;
    const earlier = this.url.searchParams.get(key);
    this.url.searchParams.set(key, earlier ? `${earlier},${term}` : term);
    return this;
  }

  limit(count: number): this {
    this.url.searchParams.set('limit', String(count));
    return this;
  }

  /** Rows `from` to `to`, both included, counted from 0. */
  range(from: number, to: number): this {
    this.url.searchParams.set('offset', String(from));
    return this.limit(to - from + 1);
  }

  /** Exactly one row as an object; PostgREST refuses none or several (PGRST116). */
  single(): this {
    this.accept = OBJECT_JSON;
    return this;
  }

  /** The one row as an object, or null when there is none; several are refused as `.single()` refuses them. */
  maybeSingle(): this {
    this.oneRow = true;
    return this;
  }

  then<A = RestResult, B = never>(
    onFulfilled?: ((result: RestResult) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.run().then(onFulfilled, onRejected);
  }

  private async run(): Promise<RestResult> {
    const headers = new Headers();
    if (this.prefer.length) headers.set('Prefer', this.prefer.join(','));
    if (this.accept) headers.set('Accept', this.accept);
    if (this.body !== undefined) headers.set('Content-Type', 'application/json');
    let status = 0;
    let statusText = '';
    try {
      const response = await this.send(this.url.href, { method: this.method, headers, body: this.body === undefined ? undefined : JSON.stringify(this.body) });
      ({ status, statusText } = response);
      const text = this.method === 'HEAD' ? '' : await response.text();
      const count = countOf(response.headers.get('Content-Range'));
      if (!response.ok) return { ...failure(status, statusText, refusal(text)), count };
      let data: unknown = text ? JSON.parse(text) : null;
      if (this.oneRow && Array.isArray(data)) {
        if (data.length > 1) {
          return failure(406, 'Not Acceptable', {
            message: 'JSON object requested, multiple (or no) rows returned',
            code: 'PGRST116',
            details: `Results contain ${data.length} rows, ${OBJECT_JSON} requires 1 row`,
            hint: null,
          });
        }
        data = data[0] ?? null;
      }
      return { data, error: null, count, status, statusText };
    } catch (cause) {
      // Offline, refused by the browser, or an answer that is not JSON: an error value, as every caller expects.
      const message = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
      return failure(status, statusText, { message, code: '', details: cause instanceof Error ? (cause.stack ?? null) : null, hint: '' });
    }
  }
}

/** PostgREST's error body, or the text of an answer that is not one (a proxy's page, an empty 5xx). */
function refusal(text: string): RestError {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body) return { code: '', details: null, hint: null, ...(body as Partial<RestError>) } as RestError;
  } catch {
    // Not JSON: the text is the message.
  }
  return { message: text, code: '', details: null, hint: null };
}

export interface RestClient {
  from(table: string): {
    select(columns?: string, options?: { count?: 'exact' | 'planned' | 'estimated'; head?: boolean }): RestQuery;
    insert(values: object): RestQuery;
    update(values: object): RestQuery;
    upsert(values: object, options?: { onConflict?: string; ignoreDuplicates?: boolean }): RestQuery;
    delete(): RestQuery;
  };
  rpc(fn: string, args?: object): RestQuery;
}

/** Tables and RPCs at `base` (`…/rest/v1`), each request sent through `send` (which adds the reader's token). */
export function restClient(base: string, send: typeof fetch): RestClient {
  const root = base.endsWith('/') ? base : `${base}/`;
  const at = (...path: string[]) => new URL(path.map(encodeURIComponent).join('/'), root);
  return {
    from: (table) => ({
      select: (columns, options) => new RestQuery(at(table), send, 'GET').select(columns, options),
      insert: (values) => new RestQuery(at(table), send, 'POST', values),
      update: (values) => new RestQuery(at(table), send, 'PATCH', values),
      upsert: (values, options = {}) => {
        const url = at(table);
        if (options.onConflict) url.searchParams.set('on_conflict', options.onConflict);
        return new RestQuery(url, send, 'POST', values, [`resolution=${options.ignoreDuplicates ? 'ignore' : 'merge'}-duplicates`]);
      },
      delete: () => new RestQuery(at(table), send, 'DELETE'),
    }),
    rpc: (fn, args = {}) => new RestQuery(at('rpc', fn), send, 'POST', args),
  };
}
