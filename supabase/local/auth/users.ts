/**
 * auth.users and auth.identities as GoTrue keeps them, and the user JSON GoTrue returns.
 * All statements run as the connecting superuser, as GoTrue runs as supabase_auth_admin.
 */
import type { Sql } from '../db/database.ts';
import { validateEmail } from './email-address.ts';
import { factorJson, type FactorRow } from './factors.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  phone: string | null;
  phone_confirmed_at: string | null;
  banned_until: string | null;
  is_anonymous: boolean;
  identities: IdentityRow[];
  factors: FactorRow[];
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

/** Timestamps as GoTrue writes them: RFC 3339 in UTC with microseconds. */
export const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const USER_COLUMNS = `u.id::text, u.aud, u.role, u.email, u.encrypted_password,
  ${iso('u.email_confirmed_at')} as email_confirmed_at, ${iso('u.invited_at')} as invited_at,
  ${iso('u.confirmation_sent_at')} as confirmation_sent_at, ${iso('u.recovery_sent_at')} as recovery_sent_at,
  u.email_change, ${iso('u.email_change_sent_at')} as email_change_sent_at,
  ${iso('u.last_sign_in_at')} as last_sign_in_at, u.raw_app_meta_data, u.raw_user_meta_data,
  ${iso('u.created_at')} as created_at, ${iso('u.updated_at')} as updated_at,
  u.phone, ${iso('u.phone_confirmed_at')} as phone_confirmed_at,
  case when u.banned_until > now() then ${iso('u.banned_until')} end as banned_until, u.is_anonymous,
  coalesce((select json_agg(json_build_object(
      'id', i.id::text, 'provider_id', i.provider_id, 'user_id', i.user_id::text, 'identity_data', i.identity_data,
      'provider', i.provider, 'last_sign_in_at', ${iso('i.last_sign_in_at')}, 'created_at', ${iso('i.created_at')},
      'updated_at', ${iso('i.updated_at')}, 'email', i.email) order by i.created_at)
    from auth.identities i where i.user_id = u.id), '[]'::json) as identities,
  coalesce((select json_agg(json_build_object(
      'id', f.id::text, 'user_id', f.user_id::text, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
      'status', f.status, 'phone', f.phone, 'created_at', ${iso('f.created_at')}, 'updated_at', ${iso('f.updated_at')},
      'last_challenged_at', ${iso('f.last_challenged_at')}) order by f.created_at, f.id)
    from auth.mfa_factors f where f.user_id = u.id), '[]'::json) as factors`;

function normalize(row: Record<string, unknown>): UserRow {
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return {
    ...(row as unknown as UserRow),
    raw_app_meta_data: parse(row.raw_app_meta_data) as Record<string, unknown> | null,
    raw_user_meta_data: parse(row.raw_user_meta_data) as Record<string, unknown> | null,
    identities: (parse(row.identities) as IdentityRow[]) ?? [],
    factors: (parse(row.factors) as FactorRow[]) ?? [],
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(sql: Sql, id: string): Promise<UserRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await sql.query(`select ${USER_COLUMNS} from auth.users u where u.id = $1 and u.deleted_at is null`, [id]);
  return rows[0] ? normalize(rows[0]) : null;
}

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRow | null> {
  const { rows } = await sql.query(
    `select ${USER_COLUMNS} from auth.users u where lower(u.email) = lower($1) and u.is_sso_user = false and u.deleted_at is null`,
    [email],
  );
  return rows[0] ? normalize(rows[0]) : null;
}

/**
 * One page of users, newest first: GoTrue's GET /admin/users sorts by created_at descending unless asked otherwise.
 * The id breaks ties (as GoTrue's keyset pages do) so that no user is on two pages or on none.
 */
export async function listUsers(sql: Sql, page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
  const { rows } = await sql.query(
    `select ${USER_COLUMNS} from auth.users u where u.deleted_at is null order by u.created_at desc, u.id desc limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const count = await sql.query<{ n: string }>(`select count(*)::text as n from auth.users where deleted_at is null`);
  return { users: rows.map(normalize), total: Number(count.rows[0].n) };
}

/** GoTrue's validateEmail (email-address.ts): lower-cased, or 400 "Unable to validate email address: invalid format". */
export function normalizeEmail(email: unknown): string {
  return validateEmail(email);
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
  role?: string;
  bannedUntil?: string | null;
}

/** Inserts the user and its e-mail identity; the project's trigger on auth.users creates the profile. */
export async function insertUser(sql: Sql, user: NewUser): Promise<string> {
  const appMetadata = { provider: 'email', providers: ['email'], ...(user.appMetadata ?? {}) };
  const { rows } = await sql.query<{ id: string }>(
    // GoTrue makes the id itself: auth.users has no default for it.
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', $1, $2, $3,
        case when $4::boolean then now() end, $5::jsonb, $6::jsonb, $7::timestamptz, now(), now())
     returning id::text`,
    [
      user.role ?? 'authenticated',
      user.email,
      user.passwordHash,
      user.confirmed,
      JSON.stringify(appMetadata),
      JSON.stringify(user.userMetadata),
      user.bannedUntil ?? null,
    ],
  );
  const id = rows[0].id;
  const identityData = { sub: id, email: user.email, email_verified: user.confirmed, phone_verified: false };
  await sql.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $2::uuid, $3::jsonb, 'email', now(), now(), now())`,
    [id, id, JSON.stringify(identityData)],
  );
  return id;
}

/** Marks the e-mail address confirmed, on the user and in its identity data (GoTrue's email_verified). */
export async function confirmEmail(sql: Sql, userId: string): Promise<void> {
  await sql.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       updated_at = now() where id = $1`,
    [userId],
  );
  await sql.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function setPassword(sql: Sql, userId: string, passwordHash: string): Promise<void> {
  await sql.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [userId, passwordHash]);
}

export async function setEmail(sql: Sql, userId: string, email: string): Promise<void> {
  await sql.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [userId, email],
  );
  await sql.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}

/** GoTrue merges metadata updates key by key; a null value removes the key. */
export function mergeMetadata(current: Record<string, unknown> | null, update: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function setMetadata(
  sql: Sql,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  metadata: Record<string, unknown>,
): Promise<void> {
  await sql.query(`update auth.users set ${column} = $2::jsonb, updated_at = now() where id = $1`, [userId, JSON.stringify(metadata)]);
}

export async function recordSignIn(sql: Sql, userId: string): Promise<void> {
  await sql.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null;
}

/** The user object exactly as GoTrue serialises it (models.User), timestamps omitted when unset. */
export function userJson(user: UserRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
  };
  if (user.email_confirmed_at) out.email_confirmed_at = user.email_confirmed_at;
  out.phone = user.phone ?? '';
  if (user.phone_confirmed_at) out.phone_confirmed_at = user.phone_confirmed_at;
  if (user.confirmation_sent_at) out.confirmation_sent_at = user.confirmation_sent_at;
  if (user.recovery_sent_at) out.recovery_sent_at = user.recovery_sent_at;
  if (user.email_change) out.new_email = user.email_change;
  if (user.email_change_sent_at && user.email_change) out.email_change_sent_at = user.email_change_sent_at;
  const confirmedAt = user.email_confirmed_at ?? user.phone_confirmed_at;
  if (confirmedAt) out.confirmed_at = confirmedAt;
  if (user.invited_at) out.invited_at = user.invited_at;
  if (user.last_sign_in_at) out.last_sign_in_at = user.last_sign_in_at;
  out.app_metadata = user.raw_app_meta_data ?? {};
  out.user_metadata = user.raw_user_meta_data ?? {};
  out.identities = user.identities.map(identityJson);
  // GoTrue omits factors when the user has none.
  if (user.factors.length) out.factors = user.factors.map(factorJson);
  out.created_at = user.created_at;
  out.updated_at = user.updated_at;
  if (user.banned_until) out.banned_until = user.banned_until;
  out.is_anonymous = user.is_anonymous;
  return out;
}

function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: identity.last_sign_in_at,
    created_at: identity.created_at,
    updated_at: identity.updated_at,
    email: identity.email,
  };
}
