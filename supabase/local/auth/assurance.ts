/**
 * Authenticator assurance, as GoTrue derives it: each way a session was authenticated (password, otp, totp, ...) is a
 * row of auth.mfa_amr_claims; the access token's `amr` lists them most recent first, and `aal` is aal2 once the
 * session has passed a second factor, aal1 before. Read from the session on every token, so a refresh keeps the
 * level the session reached.
 */
import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface SessionAssurance {
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
}

/** Methods that are a second factor (GoTrue's IsAAL2Claim). */
const SECOND_FACTORS = ['totp', 'mfa/phone', 'mfa/webauthn'];

/** Records that the session passed `method` now (again, if it had: the timestamp moves, as GoTrue's upsert does). */
export async function addAmrClaim(sql: Sql, sessionId: string, method: string): Promise<void> {
  await sql.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

export async function sessionAssurance(sql: Sql, sessionId: string): Promise<SessionAssurance> {
  const { rows } = await sql.query<{ method: string; timestamp: string }>(
    // Most recent first; within one second (a code typed right after the password) the later one still leads.
    `select authentication_method as method, floor(extract(epoch from updated_at))::bigint::text as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const amr = rows.map((r) => ({ method: r.method, timestamp: Number(r.timestamp) }));
  return { aal: amr.some((entry) => SECOND_FACTORS.includes(entry.method)) ? 'aal2' : 'aal1', amr };
}

/** The level stored on the session row (GoTrue's Session.AAL): what enrolment and unenrolment check. */
export async function storedSessionAal(sql: Sql, sessionId: string): Promise<string | null> {
  const { rows } = await sql.query<{ aal: string | null }>(`select aal::text as aal from auth.sessions where id = $1`, [sessionId]);
  return rows[0]?.aal ?? null;
}

/**
 * After a verified second factor: the session is aal2 through that factor, and the user's sessions still below aal2
 * end (GoTrue's InvalidateSessionsWithAALLessThan), so a session opened with the password alone cannot stay open.
 */
export async function raiseSessionToAal2(sql: Sql, userId: string, sessionId: string, factorId: string): Promise<void> {
  await addAmrClaim(sql, sessionId, 'totp');
  await sql.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [sessionId, factorId]);
  await sql.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [userId]);
}

/** A removed factor no longer vouches for the sessions it raised: they are aal1 again (GoTrue's DowngradeSessionsToAAL1). */
export async function downgradeSessionsOfFactor(sql: Sql, userId: string, factorId: string): Promise<void> {
  await sql.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
        and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await sql.query(`update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2`, [userId, factorId]);
}
