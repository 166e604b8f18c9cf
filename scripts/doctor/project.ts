/**
 * Reading a live project for the doctor: the Management API (auth config, secrets, functions, SQL as the
 * database owner) with a personal access token, and the project's own APIs with the anon key, as a reader's
 * browser would call them. Nothing here decides pass or fail (checks.ts does).
 */

export interface ProjectAccess {
  /** https://<ref>.supabase.co, or the local stack's URL. */
  url: string;
  anonKey: string;
  /** https://api.supabase.com, or the local stack's URL (supabase/local serves the same /v1 paths). */
  managementUrl: string;
  accessToken: string;
  ref: string;
}

export class ManagementApiError extends Error {}

export function managementApi(access: ProjectAccess) {
  const base = `${access.managementUrl.replace(/\/+$/, '')}/v1/projects/${access.ref}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${access.accessToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (error) {
      throw new ManagementApiError(`the Management API at ${access.managementUrl} cannot be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      const hint = response.status === 401 ? ' (check SUPABASE_ACCESS_TOKEN: Dashboard → Account → Access Tokens)' : '';
      throw new ManagementApiError(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}${hint}`);
    }
    return JSON.parse(text) as T;
  };
  return {
    authConfig: () => call<Record<string, unknown>>('GET', '/config/auth'),
    secretNames: async () => new Set((await call<Array<{ name: string }>>('GET', '/secrets')).map((s) => s.name)),
    functions: () => call<Array<{ slug: string; status: string }>>('GET', '/functions'),
    query: <T = Record<string, unknown>>(sql: string) => call<T[]>('POST', '/database/query', { query: sql, read_only: true }),
  };
}

const anonHeaders = (access: ProjectAccess) => ({ apikey: access.anonKey, authorization: `Bearer ${access.anonKey}` });

/** POST /rest/v1/rpc/<fn> in schema private, as anon: PostgREST answers 406 PGRST106 when the schema is not exposed. */
export async function probePrivateFunction(access: ProjectAccess, fn: string): Promise<{ fn: string; status: number; code: string | null }> {
  const response = await fetch(`${access.url}/rest/v1/rpc/${encodeURIComponent(fn)}`, {
    method: 'POST',
    headers: { ...anonHeaders(access), 'content-type': 'application/json', 'content-profile': 'private' },
    body: '{}',
  });
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return { fn, status: response.status, code: body.code ?? null };
}

/**
 * A CORS preflight, as the site's browsers send before calling a function: it boots the function. Like a browser's
 * it carries no credentials, so it works whichever kind of key the doctor was given (a publishable key is not a
 * JWT, and a gateway checking JWTs would refuse it as a bearer token).
 */
export async function preflightFunction(access: ProjectAccess, fn: string): Promise<{ status: number } | { error: string }> {
  try {
    const response = await fetch(`${access.url}/functions/v1/${fn}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://doctor.invalid',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type',
      },
    });
    await response.arrayBuffer();
    return { status: response.status };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** GET daily-reminders, as the site's Settings does for the key a browser subscribes with. */
export async function readPublicVapidKey(
  access: ProjectAccess,
): Promise<{ status: number; body: { publicKey?: unknown; error?: unknown } } | { error: string }> {
  try {
    const response = await fetch(`${access.url}/functions/v1/daily-reminders`, { headers: anonHeadersWithoutBearer(access) });
    const body = (await response.json().catch(() => ({}))) as { publicKey?: unknown; error?: unknown };
    return { status: response.status, body };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The apikey header alone: a publishable key is not a JWT, and the function needs no caller. */
const anonHeadersWithoutBearer = (access: ProjectAccess) => ({ apikey: access.anonKey });
