/** Everything a REST handler needs about one request, gathered once (PostgREST's ApiRequest). */
import type { Services } from '../context.ts';
import { ApiError } from './errors.ts';
import { negotiate, JSON_TYPE, type MediaType } from './media-type.ts';
import { parsePrefer, preferenceApplied, type Preferences } from './prefer.ts';
import type { RequestAuth } from './request-auth.ts';
import type { SchemaCache } from './schema-cache.ts';
import { inRequestTransaction } from './transaction.ts';
import type { Sql } from '../db/database.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../json-depth.ts';

export interface ApiRequest {
  req: Request;
  url: URL;
  method: string;
  path: string;
  services: Services;
  cache: SchemaCache;
  auth: RequestAuth;
  prefs: Preferences;
  media: MediaType;
  /** A profile was negotiated (named, or several schemas exposed): responses name it in Content-Profile. */
  negotiated: boolean;
}

export function makeApiRequest(
  req: Request,
  url: URL,
  path: string,
  services: Services,
  cache: SchemaCache,
  auth: RequestAuth,
  negotiated = false,
): ApiRequest {
  return {
    req,
    url,
    method: req.method.toUpperCase(),
    path,
    services,
    cache,
    auth,
    prefs: parsePrefer(req.headers),
    media: negotiate(req.headers.get('accept')),
    negotiated,
  };
}

/** Runs `fn` in this request's transaction (read-only for GET and HEAD; rolled back for Prefer: tx=rollback). */
export function transact<T>(r: ApiRequest, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return inRequestTransaction(
    r.services.db,
    r.services.apiRoles,
    r.auth,
    { method: r.method, path: r.url.pathname, headers: r.req.headers },
    { readOnly: r.method === 'GET' || r.method === 'HEAD', rollback: r.prefs.tx === 'rollback', schema: r.cache.schema },
    fn,
  );
}

/** Parses the JSON request body; PGRST102 when it is not JSON. */
export async function readJsonBody(r: ApiRequest, emptyAs: unknown = undefined): Promise<unknown> {
  const text = await r.req.text();
  if (text.trim() === '') {
    if (emptyAs !== undefined) return emptyAs;
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', null, null);
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', `JSON nests deeper than ${MAX_JSON_DEPTH} levels`, null);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', null, null);
  }
}

export function responseHeaders(r: ApiRequest, applied: Preferences, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ 'content-type': r.media === 'csv' ? 'text/csv; charset=utf-8' : JSON_TYPE, ...extra });
  if (r.media === 'object') headers.set('content-type', 'application/vnd.pgrst.object+json; charset=utf-8');
  if (r.negotiated) headers.set('content-profile', r.cache.schema);
  const pa = preferenceApplied(applied);
  if (pa) headers.set('preference-applied', pa);
  return headers;
}
