/**
 * Who is calling Storage, and running SQL as them. Storage verifies the request's JWT, then runs its
 * queries on storage.objects as the JWT's role with request.jwt.claims set, exactly as PostgREST does,
 * so the policies on storage.objects decide.
 */
import type { Services } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { impersonate } from '../db/api-roles.ts';
import { roleOfOpaqueKey, verifyJwt, type JwtClaims } from '../keys.ts';
import { ERRORS, StorageError, fromDatabaseError } from './errors.ts';

export interface Caller {
  role: string;
  claims: JwtClaims;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export async function callerOf(req: Request, services: Services): Promise<Caller> {
  const bearer = /^bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  const token = bearer ?? req.headers.get('apikey');
  if (!token) throw new StorageError(400, 'InvalidJWT', 'Unauthorized', 'No authorization header was provided');
  const keyRole = roleOfOpaqueKey(token, services.config.jwtSecret);
  if (keyRole) return { role: keyRole, claims: { role: keyRole } };
  const result = await verifyJwt(token, services.config.jwtSecret);
  if (!result.ok) throw ERRORS.invalidJwt(result.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  const role = String(result.claims.role ?? 'anon');
  if (!API_ROLES.has(role)) throw ERRORS.invalidJwt(`role "${role}" is not allowed`);
  return { role, claims: result.claims };
}

/**
 * Runs `fn` in one transaction as the caller's role, with the caller's claims visible to auth.uid();
 * policy refusals and conflicts come back as Storage's errors.
 */
export async function asCaller<T>(services: Services, caller: Caller, fn: (tx: Sql) => Promise<T>): Promise<T> {
  try {
    return await services.db.apiTransaction(async (tx) => {
      // The Storage API itself may delete rows; storage.protect_delete refuses everyone else.
      await impersonate(tx, services.apiRoles, caller.role, caller.claims, { 'storage.allow_delete_query': 'true' });
      return fn(tx);
    });
  } catch (error) {
    throw fromDatabaseError(error) ?? error;
  }
}

/** The owner columns of a new object: the JWT's subject (owner is a uuid column, owner_id its text). */
export function ownerOf(caller: Caller): { owner: string | null; ownerId: string | null } {
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  const isUuid = sub !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
  return { owner: isUuid ? sub : null, ownerId: sub };
}
