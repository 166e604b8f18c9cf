/**
 * PostgREST's error bodies `{code, details, hint, message}` and the HTTP statuses it gives them:
 * its own PGRSTxxx errors, and Postgres errors translated by SQLSTATE.
 */
import { json } from '../http.ts';

export interface ErrorBody {
  code: string;
  details: unknown;
  hint: string | null;
  message: string;
}

/** An error PostgREST itself raises (parsing, schema cache, ranges, media types). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** What node-postgres and PGlite both attach to a database error. */
interface PgErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgErrorLike {
  return typeof error === 'object' && error !== null && typeof (error as PgErrorLike).code === 'string' && 'message' in error;
}

/**
 * PostgREST's SQLSTATE → HTTP status table. `authenticated` is false for the anonymous role,
 * which turns "permission denied" into 401 (so a client knows signing in may help) instead of 403.
 */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '22023' && /^role ".*" does not exist$/.test(message)) return 401;
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  };
  if (code in exact) return exact[code];
  if (code.startsWith('PT') && /^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Turns anything thrown while serving a request into PostgREST's JSON error response. */
export function errorResponse(error: unknown, authenticated: boolean): Response {
  if (error instanceof ApiError) {
    const headers: Record<string, string> = { ...error.headers };
    if (error.status === 401) headers['www-authenticate'] ??= 'Bearer';
    return json(error.body(), error.status, headers);
  }
  if (isPgError(error)) {
    const code = error.code!;
    const status = statusForSqlState(code, error.message, authenticated);
    const body: ErrorBody = { code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message };
    const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {};
    return json(body, status, headers);
  }
  console.error('[supabase/local rest]', error);
  return json({ code: 'PGRST000', details: String((error as Error)?.message ?? error), hint: null, message: 'Internal server error' }, 500);
}
