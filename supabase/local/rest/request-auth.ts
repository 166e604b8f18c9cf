/**
 * Who is asking: PostgREST's JWT authentication. The `role` claim names the database role the request
 * runs as; no token (or one without a role claim) means the anonymous role. A token that fails
 * verification is refused with 401 before any SQL runs.
 */
import { roleOfOpaqueKey, verifyJwt, type JwtClaims } from '../keys.ts';
import { ApiError } from './errors.ts';

export const ANON_ROLE = 'anon';

export interface RequestAuth {
  role: string;
  claims: Record<string, unknown>;
  /** False for the anonymous role: PostgREST then answers "permission denied" with 401 rather than 403. */
  authenticated: boolean;
}

function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization');
  if (header) {
    const match = /^bearer\s+(.+)$/i.exec(header.trim());
    if (!match) throw jwtError('Invalid Authorization header: expected "Bearer <token>"');
    return match[1].trim();
  }
  // Supabase's gateway turns the apikey header into the bearer token when the client sends no Authorization.
  return req.headers.get('apikey');
}

function jwtError(message: string): ApiError {
  return new ApiError(401, 'PGRST301', message, null, null, { 'www-authenticate': `Bearer error="invalid_token", error_description="${message}"` });
}

export async function authenticate(req: Request, jwtSecret: string): Promise<RequestAuth> {
  const token = bearerToken(req);
  if (!token) return { role: ANON_ROLE, claims: { role: ANON_ROLE }, authenticated: false };
  const keyRole = roleOfOpaqueKey(token, jwtSecret);
  if (keyRole) return { role: keyRole, claims: { role: keyRole }, authenticated: keyRole !== ANON_ROLE };
  const parts = token.split('.').length;
  if (parts !== 3) throw jwtError(`JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ${parts})`);
  const result = await verifyJwt(token, jwtSecret);
  if (!result.ok) throw jwtError(result.reason === 'expired' ? 'JWT expired' : 'JWSError JWSInvalidSignature');
  const claims: JwtClaims = result.claims;
  const role = typeof claims.role === 'string' && claims.role ? claims.role : ANON_ROLE;
  return { role, claims, authenticated: role !== ANON_ROLE };
}
