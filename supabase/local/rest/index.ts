/**
 * /rest/v1: PostgREST's HTTP interface over the exposed schema. Routes `/` (OpenAPI), `/rpc/<function>`
 * and `/<table or view>`; each request is authenticated from its JWT, planned against the schema cache
 * and run as one transaction in the caller's role.
 */
import type { Handler, Services } from '../context.ts';
import { json } from '../http.ts';
import { makeApiRequest } from './api-request.ts';
import { ApiError, errorResponse } from './errors.ts';
import { insert, put, remove, update } from './mutations.ts';
import { openApiDocument } from './openapi.ts';
import { readTable } from './read.ts';
import { authenticate, type RequestAuth } from './request-auth.ts';
import { callRoutine } from './rpc.ts';
import { checkApiRole } from './transaction.ts';
import { getSchemaCache, reloadSchemaCache, type SchemaCache } from './schema-cache.ts';

/** Errors that may only mean the cache is stale: after DDL, reload once and try again. */
const STALE_CACHE_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST204', '42P01']);

/**
 * The schema a request works in, as PostgREST picks it: `Accept-Profile` for GET and HEAD, `Content-Profile` for
 * the other methods, else the first exposed schema. A schema that is not exposed is PGRST106 (406).
 * `negotiated` (a profile was named, or several schemas are exposed) makes responses carry Content-Profile.
 */
function requestSchema(req: Request, schemas: string[]): { schema: string; negotiated: boolean } {
  const method = req.method.toUpperCase();
  const header = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(method) ? 'content-profile' : 'accept-profile';
  const profile = req.headers.get(header);
  if (profile === null) return { schema: schemas[0], negotiated: schemas.length !== 1 };
  if (!schemas.includes(profile)) {
    throw new ApiError(406, 'PGRST106', `The schema must be one of the following: ${schemas.join(', ')}`, null, null);
  }
  return { schema: profile, negotiated: true };
}

/** A path segment's percent-decoding; a malformed one is the client's error (400), never the server's. */
function decodePathSegment(segment: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    throw new ApiError(400, 'PGRST100', `"failed to parse path (${segment})"`, 'malformed percent-encoding in the request path', null);
  }
  if (decoded.includes('\0')) throw new ApiError(400, 'PGRST100', `"failed to parse path (${segment})"`, 'the request path may not contain a NUL byte', null);
  return decoded;
}

/**
 * PostgREST v12 (the version hosted Supabase serves) has no schema-cache error for an unknown table: it runs the
 * query, and PostgreSQL's "undefined table" comes back as 404 with no details or hint.
 */
function tableNotFound(schema: string, name: string): ApiError {
  return new ApiError(404, '42P01', `relation "${schema}.${name}" does not exist`, null, null);
}

async function route(req: Request, url: URL, path: string, services: Services, cache: SchemaCache, auth: RequestAuth, negotiated: boolean): Promise<Response> {
  const method = req.method.toUpperCase();
  const segments = path.split('/').filter(Boolean).map(decodePathSegment);
  if (segments.length === 0) {
    if (method !== 'GET' && method !== 'HEAD') throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`, null, null);
    const headers: Record<string, string> = { 'content-type': 'application/openapi+json; charset=utf-8' };
    if (negotiated) headers['content-profile'] = cache.schema;
    return json(openApiDocument(cache, services.baseUrl), 200, headers);
  }
  const r = makeApiRequest(req, url, path, services, cache, auth, negotiated);
  if (segments[0] === 'rpc' && segments.length === 2) {
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST')
      throw new ApiError(405, 'PGRST101', 'Only GET, HEAD or POST methods are allowed for RPC', null, null);
    // An unknown name goes through overload resolution with no candidates: PGRST202 naming the arguments sent.
    const overloads = cache.functions.get(segments[1]) ?? [];
    return callRoutine(r, segments[1], overloads);
  }
  if (segments.length !== 1) throw new ApiError(404, 'PGRST125', `Invalid path specified in request URL`, null, null);
  const table = cache.tables.get(segments[0]);
  if (!table) throw tableNotFound(cache.schema, segments[0]);
  switch (method) {
    case 'GET':
    case 'HEAD':
      return readTable(r, table);
    case 'POST':
      return insert(r, table);
    case 'PATCH':
      return update(r, table);
    case 'DELETE':
      return remove(r, table);
    case 'PUT':
      return put(r, table);
    default:
      throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`, null, null);
  }
}

export const restHandler: Handler = async (req, ctx) => {
  let auth: RequestAuth | null = null;
  try {
    auth = await authenticate(req, ctx.services.config.jwtSecret);
    const { schema, negotiated } = requestSchema(req, ctx.services.config.rest.schemas);
    const cache = await getSchemaCache(ctx.services, schema);
    checkApiRole(ctx.services.apiRoles, cache.roles, auth.role);
    try {
      return await route(req.clone(), ctx.url, ctx.path, ctx.services, cache, auth, negotiated);
    } catch (error) {
      if (!(error instanceof ApiError) || !STALE_CACHE_CODES.has(error.code)) throw error;
      const fresh = await reloadSchemaCache(ctx.services, schema);
      return await route(req, ctx.url, ctx.path, ctx.services, fresh, auth, negotiated);
    }
  } catch (error) {
    return errorResponse(error, auth?.authenticated ?? false);
  }
};
