/**
 * GoTrue's MFA endpoints for the signed-in user, TOTP only (phone and WebAuthn factors are off, as on a project that
 * has not enabled them): POST /factors (enrol), POST /factors/{id}/challenge, POST /factors/{id}/verify (answers a
 * new session at aal2) and DELETE /factors/{id} (unenrol). Statuses, error codes and messages are GoTrue's.
 */
import type { Handler, RequestContext } from '../context.ts';
import { json } from '../http.ts';
import { AuthError, badRequest, forbidden, notFound, unprocessable } from './errors.ts';
import { checkMfaRateLimit, readBody } from './request.ts';
import { authenticatedUser, newRefreshToken, sessionResponse } from './tokens.ts';
import { findUserById, type UserRow } from './users.ts';
import {
  clientAddress,
  createChallenge,
  deleteExpiredFactors,
  findChallenge,
  findOwnedFactor,
  insertTotpFactor,
  userFactors,
  type FactorRow,
} from './factors.ts';
import { downgradeSessionsOfFactor, raiseSessionToAal2, sessionAssurance, storedSessionAal } from './assurance.ts';
import { isValidTotpCode, newTotpSecret, totpKeyUri } from './totp.ts';
import { qrCodeSvg } from '@lib/qr-code/qr-code-svg.ts';
import type { Sql } from '../db/database.ts';

/** GoTrue's max_verified_factors (config.toml has no key for it). */
const MAX_VERIFIED_FACTORS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** requireAuthentication, requireNotAnonymous and a session: what every /factors route needs. */
async function mfaCaller(req: Request, ctx: RequestContext, what: string): Promise<{ user: UserRow; sessionId: string }> {
  const { user, sessionId, claims } = await authenticatedUser(req, ctx.services);
  if (claims.is_anonymous === true) throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  if (!sessionId) throw new AuthError(500, 'unexpected_failure', `A valid session and a registered user are required to ${what}`);
  return { user, sessionId };
}

/** GoTrue's loadFactor: the factor in the path, which must be the user's own. */
export async function loadFactor(sql: Sql, userId: string, factorId: string): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await findOwnedFactor(sql, userId, factorId);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

function stringParam(body: Record<string, any>, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    throw badRequest('bad_json', `Could not parse request body as JSON: json: cannot unmarshal ${typeof value} into Go struct field .${name} of type string`);
  }
  return value;
}

export const enrollFactor: Handler = async (req, ctx) => {
  const { services } = ctx;
  const { user, sessionId } = await mfaCaller(req, ctx, 'enroll a factor');
  const body = await readBody(req);
  const factorType = stringParam(body, 'factor_type');
  const friendlyName = stringParam(body, 'friendly_name');
  const issuer = stringParam(body, 'issuer') || new URL(services.config.siteUrl).host;
  if (factorType === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (factorType === 'webauthn') throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (factorType !== 'totp') throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  if (!services.config.mfa.totpEnroll) throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');

  const factor = await services.db.transaction(async (tx) => {
    await deleteExpiredFactors(tx);
    const factors = await userFactors(tx, user.id);
    if (factors.some((f) => (f.friendly_name ?? '') === friendlyName)) {
      throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`);
    }
    const verified = factors.filter((f) => f.status === 'verified').length;
    if (factors.length >= services.config.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) {
      throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    // With a verified factor, only a session that has passed it may add another.
    if (verified > 0 && (await storedSessionAal(tx, sessionId)) !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    return insertTotpFactor(tx, user.id, friendlyName, newTotpSecret());
  });
  const secret = factor.secret!;
  const uri = totpKeyUri(secret, issuer, user.email ?? '');
  return json({
    id: factor.id,
    type: 'totp',
    friendly_name: factor.friendly_name ?? '',
    totp: { qr_code: qrCodeSvg(uri), secret, uri },
  });
};

export const challengeFactor: Handler = async (req, ctx) => {
  const { services } = ctx;
  const { user } = await mfaCaller(req, ctx, 'challenge a factor');
  const factor = await loadFactor(services.db, user.id, factorIdFromPath(ctx));
  checkMfaRateLimit(ctx, 'challenge');
  requireTotpVerify(ctx);
  await readBody(req);
  const challenge = await services.db.transaction((tx) => createChallenge(tx, factor.id, clientAddress(ctx.ip)));
  return json({ id: challenge.id, type: factor.factor_type, expires_at: challenge.expiresAt });
};

export const verifyFactor: Handler = async (req, ctx) => {
  const { services } = ctx;
  const { user, sessionId } = await mfaCaller(req, ctx, 'verify a factor');
  const factor = await loadFactor(services.db, user.id, factorIdFromPath(ctx));
  checkMfaRateLimit(ctx, 'verify');
  const body = await readBody(req);
  const code = stringParam(body, 'code');
  if (code === '') throw badRequest('validation_failed', 'Code needs to be non-empty');
  requireTotpVerify(ctx);
  const challengeId = stringParam(body, 'challenge_id') || '00000000-0000-0000-0000-000000000000';
  if (!UUID.test(challengeId)) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: uuid: incorrect UUID length ${challengeId.length} in string ${JSON.stringify(challengeId)}`,
    );
  }

  const challenge = await findChallenge(services.db, factor.id, challengeId);
  if (!challenge) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  // A challenge answers once, and only to the address that asked for it.
  if (challenge.verified_at || challenge.ip_address !== clientAddress(ctx.ip)) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (challenge.expired) {
    await services.db.query(`delete from auth.mfa_challenges where id = $1`, [challenge.id]);
    throw unprocessable('mfa_challenge_expired', `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`);
  }
  if (!isValidTotpCode(factor.secret ?? '', code)) throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');

  const session = await services.db.transaction(async (tx) => {
    await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challenge.id]);
    if (factor.status !== 'verified') {
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
    }
    await raiseSessionToAal2(tx, user.id, sessionId, factor.id);
    // Unfinished enrolments of the same type go once one factor is verified.
    await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`, [user.id]);
    const refreshToken = await swapRefreshToken(tx, user.id, sessionId);
    const fresh = (await findUserById(tx, user.id))!;
    return sessionResponse(services, fresh, sessionId, refreshToken, await sessionAssurance(tx, sessionId));
  });
  return json(session);
};

export const unenrollFactor: Handler = async (req, ctx) => {
  const { services } = ctx;
  const { user, sessionId } = await mfaCaller(req, ctx, 'unenroll a factor');
  const factor = await loadFactor(services.db, user.id, factorIdFromPath(ctx));
  // A stolen password alone must not be able to remove the second factor.
  if (factor.status === 'verified' && (await storedSessionAal(services.db, sessionId)) !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await services.db.transaction(async (tx) => {
    await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
    await downgradeSessionsOfFactor(tx, user.id, factor.id);
  });
  return json({ id: factor.id });
};

/** Challenge and verify answer only while [auth.mfa.totp] verify_enabled is on. */
function requireTotpVerify(ctx: RequestContext): void {
  if (!ctx.services.config.mfa.totpVerify) throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
}

function factorIdFromPath(ctx: RequestContext): string {
  const segment = ctx.path.split('/')[2] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The session's refresh token is swapped for a new one (GoTrue's GrantRefreshTokenSwap), so the client holds a
 * token issued with the raised session, as after any sign-in.
 */
async function swapRefreshToken(sql: Sql, userId: string, sessionId: string): Promise<string> {
  const { rows } = await sql.query<{ id: string; token: string }>(
    `select id::text, token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1 for update`,
    [sessionId],
  );
  const current = rows[0];
  if (current) await sql.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [current.id]);
  const issued = newRefreshToken();
  await sql.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
    [issued, userId, current?.token ?? null, sessionId],
  );
  return issued;
}
