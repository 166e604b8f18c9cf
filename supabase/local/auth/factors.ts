/**
 * auth.mfa_factors and auth.mfa_challenges as GoTrue keeps them, and the factor JSON it returns (in GET /user's
 * `factors`, the admin factor endpoints and an unenrolment's echo).
 */
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { Sql } from '../db/database.ts';
import { isLoopbackAddress } from '../loopback.ts';
import { iso } from './users.ts';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'unverified' | 'verified';
  secret: string | null;
  phone: string | null;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  ip_address: string;
  verified_at: string | null;
  expired: boolean;
}

/** GoTrue keeps an unverified factor with no challenge for factor_expiry_duration, 300 s by default. */
export const FACTOR_EXPIRY_SECONDS = 300;
/** A challenge must be verified within challenge_expiry_duration, 300 s by default. */
export const CHALLENGE_EXPIRY_SECONDS = 300;

// A function, not a constant: users.ts imports factorJson from here, and iso comes from users.ts.
const factorColumns = () => `f.id::text, f.user_id::text, f.friendly_name, f.factor_type::text, f.status::text, f.secret, f.phone,
  ${iso('f.created_at')} as created_at, ${iso('f.updated_at')} as updated_at, ${iso('f.last_challenged_at')} as last_challenged_at`;

/** The factor as GoTrue marshals it: no secret; friendly_name only when set; phone as a string. */
export function factorJson(f: FactorRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: f.id, created_at: f.created_at, updated_at: f.updated_at, status: f.status };
  if (f.friendly_name) out.friendly_name = f.friendly_name;
  out.factor_type = f.factor_type;
  out.phone = f.phone ?? '';
  out.last_challenged_at = f.last_challenged_at;
  return out;
}

export async function userFactors(sql: Sql, userId: string): Promise<FactorRow[]> {
  const { rows } = await sql.query<FactorRow>(`select ${factorColumns()} from auth.mfa_factors f where f.user_id = $1 order by f.created_at, f.id`, [userId]);
  return rows;
}

/** The user's own factor (GoTrue's FindOwnedFactorByID), or null for someone else's or none. */
export async function findOwnedFactor(sql: Sql, userId: string, factorId: string): Promise<FactorRow | null> {
  const { rows } = await sql.query<FactorRow>(`select ${factorColumns()} from auth.mfa_factors f where f.id = $1 and f.user_id = $2`, [factorId, userId]);
  return rows[0] ?? null;
}

/** GoTrue's DeleteExpiredFactors: unverified factors never challenged, older than the factor expiry. */
export async function deleteExpiredFactors(sql: Sql): Promise<void> {
  await sql.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
        and f.created_at + make_interval(secs => $1) < now()`,
    [FACTOR_EXPIRY_SECONDS],
  );
}

export async function insertTotpFactor(sql: Sql, userId: string, friendlyName: string, secret: string): Promise<FactorRow> {
  const { rows } = await sql.query<FactorRow>(
    `insert into auth.mfa_factors as f (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
     values ($1, $2, $3, 'totp', 'unverified', $4, now(), now())
     returning ${factorColumns()}`,
    [randomUUID(), userId, friendlyName, secret],
  );
  return rows[0];
}

export async function createChallenge(sql: Sql, factorId: string, ip: string): Promise<{ id: string; expiresAt: number }> {
  const { rows } = await sql.query<{ id: string; expires_at: string }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
     returning id::text, floor(extract(epoch from created_at + make_interval(secs => $4)))::bigint::text as expires_at`,
    [randomUUID(), factorId, ip, CHALLENGE_EXPIRY_SECONDS],
  );
  await sql.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factorId]);
  return { id: rows[0].id, expiresAt: Number(rows[0].expires_at) };
}

export async function findChallenge(sql: Sql, factorId: string, challengeId: string): Promise<ChallengeRow | null> {
  const { rows } = await sql.query<ChallengeRow>(
    `select id::text, factor_id::text, host(ip_address) as ip_address, ${iso('verified_at')} as verified_at,
            created_at + make_interval(secs => $3) < now() as expired
       from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factorId, CHALLENGE_EXPIRY_SECONDS],
  );
  return rows[0] ?? null;
}

/**
 * The client address as PostgreSQL's inet prints it, so a challenge's address compares with the verifier's.
 * Every loopback address is one client, 127.0.0.1: listening on every address, supabase/local sees a browser on
 * this machine arrive over ::1 or 127.0.0.1 as `localhost` happens to resolve, where hosted GoTrue sees one
 * network address for both requests.
 */
export function clientAddress(ip: string): string {
  if (isLoopbackAddress(ip)) return '127.0.0.1';
  const address = ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  return isIP(address) ? address : '0.0.0.0';
}
