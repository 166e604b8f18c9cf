/**
 * Sessions, access tokens and refresh tokens as GoTrue issues them: an HS256 access JWT with
 * Supabase's claims, and an opaque refresh token stored in auth.refresh_tokens under a session row.
 *
 * Rotation: each refresh revokes the presented token and issues its child; the active token's parent is honoured
 * within refresh_token_reuse_interval (config.toml, 10 s) and any other reuse is taken as theft (see rotateRefreshToken).
 * enable_refresh_token_rotation = false keeps the swap (GoTrue issues a new token on every refresh regardless) but
 * a stolen-looking reuse then fails on its own instead of ending the session.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import type { Services } from '../context.ts';
import { roleOfOpaqueKey, signJwt, verifyJwt, type JwtClaims } from '../keys.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import { findUserById, isBanned, userJson, type UserRow } from './users.ts';
import { addAmrClaim, sessionAssurance, type SessionAssurance } from './assurance.ts';

export type AuthMethod = 'password' | 'otp' | 'recovery' | 'email/signup' | 'magiclink' | 'email_change' | 'invite' | 'anonymous';

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

export async function signAccessToken(
  services: Services,
  user: UserRow,
  sessionId: string,
  { aal, amr }: SessionAssurance,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + services.config.jwtExpiry;
  const claims: JwtClaims = {
    iss: `${services.baseUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return { token: await signJwt(claims, services.config.jwtSecret), expiresAt: exp };
}

/** Starts a new session for the user and returns GoTrue's token response. */
export async function issueTokens(sql: Sql, services: Services, user: UserRow, method: AuthMethod): Promise<SessionJson> {
  // No way into a banned account: a recovery or magic link, an OTP or a PKCE exchange is refused like sign-in.
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  const sessionId = randomUUID();
  await sql.query(`insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`, [sessionId, user.id]);
  const refreshToken = newRefreshToken();
  await sql.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, null, $3, now(), now())`,
    [refreshToken, user.id, sessionId],
  );
  await addAmrClaim(sql, sessionId, method);
  return sessionResponse(services, user, sessionId, refreshToken, await sessionAssurance(sql, sessionId));
}

export async function sessionResponse(
  services: Services,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  assurance: SessionAssurance,
): Promise<SessionJson> {
  const { token, expiresAt } = await signAccessToken(services, user, sessionId, assurance);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: services.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** What a refresh either yields, or the error it answers with once its own writes are committed. */
export type RefreshOutcome = { session: SessionJson } | { error: AuthError };

/**
 * grant_type=refresh_token, as GoTrue rotates: the presented token is revoked and a child issued in the same
 * session. A revoked token is honoured only when it is the parent of the session's active token and was revoked
 * within refresh_token_reuse_interval (two tabs refreshing at once, a client that lost the answer): the active
 * token comes back, never a new chain (GoTrue's counter-based tokens sync concurrent clients the same way). Any
 * other revoked token is taken as stolen: with rotation enabled the session ends, and that is returned as an error
 * to be committed, not rolled back with the request; with it disabled the request fails and the session lives on.
 */
export async function rotateRefreshToken(sql: Sql, services: Services, presented: unknown): Promise<RefreshOutcome> {
  if (typeof presented !== 'string' || presented === '') {
    throw badRequest('validation_failed', 'refresh_token required');
  }
  const { rows } = await sql.query<{ id: string; user_id: string; revoked: boolean; session_id: string | null; reusable: boolean }>(
    `select id::text, user_id, revoked, session_id::text,
            coalesce(updated_at, created_at) + make_interval(secs => $2) > now() as reusable
       from auth.refresh_tokens where token = $1 for update`,
    [presented, services.config.refreshTokenReuseInterval],
  );
  const row = rows[0];
  if (!row || !row.session_id) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const session = await sql.query(`select id from auth.sessions where id = $1 and (not_after is null or not_after > now()) for update`, [row.session_id]);
  if (!session.rows[0]) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const user = await findUserById(sql, row.user_id);
  if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');

  let issued: string | null = null;
  if (row.revoked) {
    const active = await sql.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
      [row.session_id],
    );
    // Only the active token's own parent, and only within the interval, is a benign reuse: the answer comes back
    // with the active token, so no second chain starts. Anything else is a stolen token in use.
    if (row.reusable && active.rows[0]?.parent === presented) issued = active.rows[0].token;
    else return { error: await refreshTokenReused(sql, services, row.session_id) };
  }
  if (!issued) {
    await sql.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [row.id]);
    issued = newRefreshToken();
    await sql.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
      [issued, user.id, presented, row.session_id],
    );
  }
  await sql.query(`update auth.sessions set updated_at = now() where id = $1`, [row.session_id]);
  return { session: await sessionResponse(services, user, row.session_id, issued, await sessionAssurance(sql, row.session_id)) };
}

/**
 * A reused refresh token: with rotation on, the whole session ends (GoTrue's LogoutSession), so neither the thief nor
 * the victim can refresh again and the session's access tokens are refused by /user; its refresh tokens go with it.
 * The caller commits this before answering "Already Used".
 */
async function refreshTokenReused(sql: Sql, services: Services, sessionId: string): Promise<AuthError> {
  if (services.config.refreshTokenRotation) await sql.query(`delete from auth.sessions where id = $1`, [sessionId]);
  return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions; their refresh tokens go with them (auth.refresh_tokens cascades from auth.sessions). */
export async function endSessions(sql: Sql, userId: string, sessionId: string | null, scope: LogoutScope): Promise<void> {
  if (!sessionId || scope === 'global') {
    await sql.query(`delete from auth.sessions where user_id = $1`, [userId]);
    await sql.query(`update auth.refresh_tokens set revoked = true where user_id = $1`, [userId]);
  } else if (scope === 'local') {
    await sql.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else {
    await sql.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
  }
}

export interface Caller {
  claims: JwtClaims;
  token: string;
}

/**
 * The token GoTrue sees. Hosted's gateway stands in for the new opaque keys: an `sb_publishable_…` or
 * `sb_secret_…` key sent as the bearer token, or as `apikey` with no Authorization header, reaches GoTrue as a JWT
 * of the key's role (anon, service_role); a user's session JWT in Authorization passes through unchanged.
 */
function gatewayToken(req: Request, services: Services): { token: string; keyRole: 'anon' | 'service_role' | null } | null {
  const bearer = /^bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  const apikey = req.headers.get('apikey')?.trim();
  const token = bearer ?? (apikey && roleOfOpaqueKey(apikey, services.config.jwtSecret) ? apikey : undefined);
  if (!token) return null;
  return { token, keyRole: roleOfOpaqueKey(token, services.config.jwtSecret) };
}

/** Reads and verifies the Bearer token, with GoTrue's errors when it is missing or invalid. */
export async function bearerClaims(req: Request, services: Services): Promise<Caller> {
  const given = gatewayToken(req, services);
  if (!given) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  if (given.keyRole) return { claims: { role: given.keyRole }, token: given.token };
  const result = await verifyJwt(given.token, services.config.jwtSecret);
  if (!result.ok) {
    const why = result.reason === 'expired' ? 'token has invalid claims: token is expired' : 'token signature is invalid: signature is invalid';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  }
  return { claims: result.claims, token: given.token };
}

/** GoTrue's requireAuthentication: a valid JWT naming an existing user and, if it has one, a live session. */
export async function authenticatedUser(req: Request, services: Services): Promise<{ user: UserRow; sessionId: string | null; claims: JwtClaims }> {
  const { claims } = await bearerClaims(req, services);
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  const user = await findUserById(services.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  // An access token issued before a ban stays valid until it expires; the account endpoints refuse it.
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  if (sessionId) {
    const { rows } = await services.db.query(`select 1 from auth.sessions where id::text = $1`, [sessionId]);
    if (!rows[0]) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId, claims };
}
