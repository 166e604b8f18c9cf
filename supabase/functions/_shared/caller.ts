/**
 * Who is calling a function that the gateway lets through unchecked (`verify_jwt = false` in config.toml), the one
 * check every such function uses. Hosted's gateway cannot verify the new opaque API keys (`sb_secret_…` is not a
 * JWT), so the function decides:
 * - the service: the legacy service-role JWT (SUPABASE_SERVICE_ROLE_KEY) or one of the project's secret keys (the
 *   values of SUPABASE_SECRET_KEYS, a JSON object such as {"default":"sb_secret_…"}), sent as the bearer token or,
 *   with no Authorization header, as `apikey`;
 * - an admin: a user's session JWT that Auth accepts (auth.getUser), whose user holds the admin role and is not
 *   blocked, and whose session passed the second factor (aal2): the same rule as private.is_admin();
 * - anyone else (the anon or publishable key, a reader's session, nothing) is refused.
 */

import { passedSecondFactor, SECOND_FACTOR_REQUIRED } from './assurance.ts';

/** The environment a function reads, by name (Deno.env.get on the platform; a plain lookup in tests). */
export type EnvLookup = (name: string) => string | undefined;

export type FunctionCaller =
  | { kind: 'service' }
  | { kind: 'admin'; userId: string }
  /** 401: no credentials, or none that name a user; 403: a user who is not an active admin, or (secondFactor) an
   *  admin whose session has not passed the second factor. */
  | { kind: 'refused'; status: 401 | 403; secondFactor?: true };

/** How a caller's session is checked: the user a JWT belongs to, and whether that user is an active admin. */
export interface AdminLookup {
  userFor(token: string): Promise<{ id: string } | null>;
  isActiveAdmin(userId: string): Promise<boolean>;
}

/** An admin check's answer; `secondFactor` marks an active admin whose session has not passed the second factor. */
export type AdminCheck = { ok: true; userId: string } | { ok: false; status: 401 | 403; message: string; secondFactor?: true };

/** What a refused caller is told: functions whose spec words its messages pass their own. */
export interface AdminMessages {
  /** No session, or one Auth does not accept (401). */
  signIn: string;
  /** A session, but not an active admin (403). */
  notAdmin: string;
}

const DEFAULT_MESSAGES: AdminMessages = {
  signIn: 'Sign in as an administrator to use this function.',
  notAdmin: 'Only administrators can use this function.',
};

/** The caller's bearer token checked against the one admin rule (an active admin at aal2). */
export async function checkAdmin(token: string | null, lookup: AdminLookup, messages: AdminMessages = DEFAULT_MESSAGES): Promise<AdminCheck> {
  if (!token) return { ok: false, status: 401, message: messages.signIn };
  const user = await lookup.userFor(token);
  if (!user) return { ok: false, status: 401, message: messages.signIn };
  if (!(await lookup.isActiveAdmin(user.id))) return { ok: false, status: 403, message: messages.notAdmin };
  if (!passedSecondFactor(token)) return { ok: false, status: 403, message: SECOND_FACTOR_REQUIRED, secondFactor: true };
  return { ok: true, userId: user.id };
}

/** Compares secrets without stopping at the first differing character. */
export function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

export function bearerToken(req: Request): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1]! : null;
}

/** The values of a JSON object of keys such as SUPABASE_SECRET_KEYS; an unset or malformed one gives none. */
export function keysOf(json: string | undefined): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
    return Object.values(parsed).filter((value): value is string => typeof value === 'string' && value.length > 0);
  } catch {
    return [];
  }
}

/** Every key that makes its bearer the service: the legacy service-role JWT and each secret key. */
export function serviceKeys(env: EnvLookup): string[] {
  const legacy = env('SUPABASE_SERVICE_ROLE_KEY');
  return [...(legacy ? [legacy] : []), ...keysOf(env('SUPABASE_SECRET_KEYS'))];
}

/** The key a function's own service client uses: a secret key when the project has one, else the legacy JWT. */
export function serviceKeyFor(env: EnvLookup): string {
  return keysOf(env('SUPABASE_SECRET_KEYS'))[0] ?? env('SUPABASE_SERVICE_ROLE_KEY') ?? '';
}

/**
 * The key a function signs in with as a browser would (a reader's password, checked again through Auth): a
 * publishable key when the project has one, else the legacy anon JWT. Never the service key: a client holding a
 * user's session sends that session, not its key, on every later request.
 */
export function publicKeyFor(env: EnvLookup): string {
  return keysOf(env('SUPABASE_PUBLISHABLE_KEYS'))[0] ?? env('SUPABASE_ANON_KEY') ?? '';
}

/** The credential a request presents: its bearer token, or its apikey when it sends no Authorization header. */
function presented(req: Request): string | null {
  return bearerToken(req) ?? (req.headers.get('authorization') === null ? req.headers.get('apikey')?.trim() || null : null);
}

/** The service, an admin (only when `admins` is given), or refused. */
export async function identifyCaller(req: Request, env: EnvLookup, admins?: AdminLookup): Promise<FunctionCaller> {
  const token = presented(req);
  if (!token) return { kind: 'refused', status: 401 };
  if (serviceKeys(env).some((key) => sameSecret(token, key))) return { kind: 'service' };
  // The opaque keys name no user; a publishable one (or a wrong secret one) goes no further.
  if (!admins || token.startsWith('sb_')) return { kind: 'refused', status: 401 };
  const admin = await checkAdmin(token, admins);
  if (admin.ok) return { kind: 'admin', userId: admin.userId };
  return admin.secondFactor ? { kind: 'refused', status: 403, secondFactor: true } : { kind: 'refused', status: admin.status };
}
