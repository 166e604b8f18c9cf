/**
 * E-mail links and codes: POST /recover, POST /otp (magic link), POST /resend, and GET/POST /verify.
 *
 * GET /verify is where an e-mailed link lands. It answers 303 to the redirect URL with the session in
 * the fragment (`#access_token=…&expires_at=…&expires_in=…&refresh_token=…&token_type=bearer&type=recovery`,
 * what supabase-js's detectSessionInUrl reads), or with `?code=` for PKCE clients, or with GoTrue's
 * error fragment when the link is invalid or expired. POST /verify returns the session as JSON.
 *
 * E-mail changes with double_confirm_changes and confirmations on (GoTrue's secure e-mail change without
 * autoconfirm): the first of the two links answers GoTrue's "proceed" message (GET: `#message=…&sb=` on the
 * redirect; POST: 200 `{ msg, code }`) and only the second changes the address.
 */

/** GoTrue's answer to the first of two e-mail change confirmations. */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
import type { Handler, Services } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { json } from '../http.ts';
import { AuthError, badRequest, unprocessable } from './errors.ts';
import { checkRateLimit, checkVerifyRateLimit, readBody, recordVerifyFailure, redirectParam, reserveEmailSend } from './request.ts';
import { issueTokens, type AuthMethod, type SessionJson } from './tokens.ts';
import { confirmEmail, findUserByEmail, findUserById, insertUser, isBanned, normalizeEmail, setEmail, type UserRow } from './users.ts';
import { EMAIL_OTP_LIFETIME_SECONDS, newEmailOtp, resolveRedirect, sendAuthEmail, tokenHashFor, type EmailOtpType } from './emails.ts';
import { createAuthCode, pkceParams, type PkceParams } from './pkce.ts';
import { claimEmailSend, type SentAtColumn } from './email-frequency.ts';

/** PKCE challenges of e-mailed links, by token hash, so the link's redirect can carry an auth code. */
const pendingPkce = new WeakMap<Services, Map<string, PkceParams>>();

function rememberPkce(services: Services, tokenHash: string, pkce: PkceParams | null): void {
  if (!pkce) return;
  let map = pendingPkce.get(services);
  if (!map) pendingPkce.set(services, (map = new Map()));
  map.set(tokenHash, pkce);
}

function takePkce(services: Services, tokenHash: string): PkceParams | null {
  const map = pendingPkce.get(services);
  const pkce = map?.get(tokenHash) ?? null;
  map?.delete(tokenHash);
  return pkce;
}

/** Where each kind of link keeps its token hash and when it was sent. */
const TOKEN_COLUMNS: Record<EmailOtpType, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'invited_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
};

/** Which column max_frequency reads for each kind of link; an admin's invitation is not throttled. */
const FREQUENCY_COLUMN: Record<EmailOtpType, SentAtColumn | null> = {
  signup: 'confirmation_sent_at',
  invite: null,
  recovery: 'recovery_sent_at',
  magiclink: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
};

/**
 * Stores a fresh token for the user and e-mails the link; shared by recover, otp, resend and admin invite. The send
 * is claimed in the same transaction that stores the token (email-frequency.ts), so parallel requests send one e-mail.
 */
export async function sendLink(
  services: Services,
  user: { id: string; email: string },
  type: EmailOtpType,
  redirectTo: string,
  pkce: PkceParams | null = null,
): Promise<{ link: string; otp: string; tokenHash: string }> {
  const otp = newEmailOtp(user.email);
  // The templates read the user's metadata (the edition they signed up in: {{ .Data.locale }}).
  let metadata: Record<string, unknown> = {};
  await services.db.transaction(async (tx) => {
    const column = FREQUENCY_COLUMN[type];
    if (column) await claimEmailSend(tx, services, user.id, column);
    reserveEmailSend(services);
    await storeToken(tx, user.id, type, otp.tokenHash);
    metadata = (await findUserById(tx, user.id))?.raw_user_meta_data ?? {};
  });
  rememberPkce(services, otp.tokenHash, pkce);
  const link = sendAuthEmail(services, type, user.email, otp, redirectTo, { email: user.email }, metadata);
  return { link, ...otp };
}

export async function storeToken(sql: Sql, userId: string, type: EmailOtpType, tokenHash: string): Promise<void> {
  const { token, sentAt } = TOKEN_COLUMNS[type];
  await sql.query(`update auth.users set ${token} = $2, ${sentAt} = now() where id = $1`, [userId, tokenHash]);
}

export const recover: Handler = async (req, ctx) => {
  const body = await readBody(req);
  const email = normalizeEmail(body.email);
  checkRateLimit(ctx, email);
  if (!ctx.services.config.emailProvider) throw badRequest('email_provider_disabled', 'Email logins are disabled');
  const user = await findUserByEmail(ctx.services.db, email);
  // Always 200 {}: the answer must not tell whether an account exists.
  if (user) {
    await sendLink(ctx.services, { id: user.id, email }, 'recovery', resolveRedirect(ctx.services.config, redirectParam(ctx, body)), pkceParams(body));
  }
  return json({});
};

export const otp: Handler = async (req, ctx) => {
  const { services } = ctx;
  const body = await readBody(req);
  if (body.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  const email = normalizeEmail(body.email);
  checkRateLimit(ctx, email);
  let user = await findUserByEmail(services.db, email);
  if (!user && body.create_user === false) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  if (!services.config.emailProvider) throw unprocessable('email_provider_disabled', 'Email logins are disabled');
  if (!user) {
    // A magic link for a new address signs it up first, so a closed sign-up answers as /signup does.
    if (!services.config.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    const data = body.data && typeof body.data === 'object' ? body.data : {};
    const id = await services.db.transaction((tx) => insertUser(tx, { email, passwordHash: null, userMetadata: data, confirmed: false }));
    user = (await findUserById(services.db, id))!;
  }
  await sendLink(services, { id: user.id, email }, 'magiclink', resolveRedirect(services.config, redirectParam(ctx, body)), pkceParams(body));
  return json({});
};

export const resend: Handler = async (req, ctx) => {
  const { services } = ctx;
  const body = await readBody(req);
  if (body.type !== 'signup' && body.type !== 'email_change') {
    throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  const email = normalizeEmail(body.email);
  checkRateLimit(ctx, email);
  if (!services.config.emailProvider) throw badRequest('email_provider_disabled', 'Email logins are disabled');
  const redirectTo = resolveRedirect(services.config, redirectParam(ctx, body));
  if (body.type === 'signup') {
    const user = await findUserByEmail(services.db, email);
    if (user && !user.email_confirmed_at) await sendLink(services, { id: user.id, email }, 'signup', redirectTo, pkceParams(body));
  } else {
    const { rows } = await services.db.query<{ id: string }>(`select id::text from auth.users where lower(email_change) = $1`, [email]);
    if (rows[0]) await sendLink(services, { id: rows[0].id, email }, 'email_change', redirectTo, pkceParams(body));
  }
  return json({});
};

const VERIFY_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'] as const;
type VerifyType = (typeof VERIFY_TYPES)[number];

const AMR: Record<EmailOtpType, AuthMethod> = {
  signup: 'otp',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'otp',
  email_change: 'email_change',
};

type Consumed = { user: UserRow; type: EmailOtpType; pending?: false } | { user: UserRow; type: 'email_change'; pending: true };

/**
 * Finds the user a token hash belongs to and consumes it; null when invalid or expired. `pending` when it was the
 * first of an e-mail change's two confirmations: the change waits for the other address's link.
 */
async function consumeToken(sql: Sql, type: VerifyType, tokenHash: string, services: Services): Promise<Consumed | null> {
  if (type === 'email_change') return consumeEmailChangeToken(sql, tokenHash, services);
  const candidates: EmailOtpType[] = type === 'email' ? ['signup', 'magiclink'] : [type];
  for (const t of candidates) {
    const { token, sentAt } = TOKEN_COLUMNS[t];
    const { rows } = await sql.query<{ id: string }>(
      `select id::text from auth.users
       where ${token} = $1 and ${token} <> '' and ${sentAt} > now() - make_interval(secs => $2) and deleted_at is null`,
      [tokenHash, EMAIL_OTP_LIFETIME_SECONDS],
    );
    const row = rows[0];
    if (!row) continue;
    await sql.query(`update auth.users set ${token} = '' where id = $1`, [row.id]);
    // Following any e-mailed link proves the address: GoTrue confirms it (recovery included).
    await confirmEmail(sql, row.id);
    await sql.query(`update auth.users set last_sign_in_at = now() where id = $1`, [row.id]);
    return { user: (await findUserById(sql, row.id))!, type: t };
  }
  return null;
}

/**
 * An e-mail change link, to the new address (email_change_token_new) or the current one (email_change_token_current).
 * As GoTrue's emailChangeVerify: with double_confirm_changes, confirmations on and none confirmed yet, the link only
 * counts (email_change_confirm_status 1) and its token is used up; otherwise the address changes.
 */
async function consumeEmailChangeToken(sql: Sql, tokenHash: string, services: Services): Promise<Consumed | null> {
  const { rows } = await sql.query<{ id: string; email: string | null; email_change: string | null; status: number; current: boolean }>(
    `select id::text, email, email_change, coalesce(email_change_confirm_status, 0)::int as status,
            email_change_token_current is not distinct from $1 as current
       from auth.users
      where $1 <> '' and (email_change_token_new = $1 or email_change_token_current = $1)
        and email_change_sent_at > now() - make_interval(secs => $2) and deleted_at is null`,
    [tokenHash, EMAIL_OTP_LIFETIME_SECONDS],
  );
  const row = rows[0];
  if (!row) return null;
  const { config } = services;
  if (config.confirmEmail && config.doubleConfirmChanges && row.status === 0 && row.email) {
    const used = row.current ? 'email_change_token_current' : 'email_change_token_new';
    await sql.query(`update auth.users set email_change_confirm_status = 1, ${used} = '' where id = $1`, [row.id]);
    return { user: (await findUserById(sql, row.id))!, type: 'email_change', pending: true };
  }
  if (row.email_change) await setEmail(sql, row.id, row.email_change);
  await confirmEmail(sql, row.id);
  await sql.query(`update auth.users set last_sign_in_at = now() where id = $1`, [row.id]);
  return { user: (await findUserById(sql, row.id))!, type: 'email_change' };
}

export const verifyLinkGet: Handler = async (_req, ctx) => {
  const { services } = ctx;
  const params = ctx.url.searchParams;
  const redirectTo = resolveRedirect(services.config, params.get('redirect_to'));
  const type = params.get('type') as VerifyType;
  const tokenHash = params.get('token') ?? '';
  const failure = (code = 'otp_expired', description = 'Email link is invalid or has expired') =>
    redirect(redirectTo, '#' + new URLSearchParams({ error: 'access_denied', error_code: code, error_description: description }));
  const codeKey = tokenHash ? `hash:${tokenHash}` : null;
  checkVerifyRateLimit(ctx, codeKey);
  if (!VERIFY_TYPES.includes(type) || !tokenHash) return failure();
  const pkce = takePkce(services, tokenHash);
  const result = await services.db.transaction(async (tx) => {
    const consumed = await consumeToken(tx, type, tokenHash, services);
    if (!consumed) return null;
    if (isBanned(consumed.user)) return { banned: true as const };
    if (consumed.pending) return { pending: true as const };
    if (pkce) return { code: createAuthCode(services, consumed.user.id, pkce, AMR[consumed.type]) };
    return { session: await issueTokens(tx, services, consumed.user, AMR[consumed.type]), type: consumed.type };
  });
  if (!result) {
    recordVerifyFailure(ctx, codeKey);
    return failure();
  }
  if ('banned' in result) return failure('user_banned', 'User is banned');
  if ('pending' in result) return proceedRedirect(redirectTo, pkce !== null);
  if ('code' in result) return redirect(redirectTo, '?' + new URLSearchParams({ code: result.code! }), true);
  const s = result.session as SessionJson;
  const fragment = new URLSearchParams({
    access_token: s.access_token,
    expires_at: String(s.expires_at),
    expires_in: String(s.expires_in),
    refresh_token: s.refresh_token,
    token_type: 'bearer',
    type: result.type!,
  });
  return redirect(redirectTo, '#' + fragment);
};

export const verifyOtpPost: Handler = async (req, ctx) => {
  const { services } = ctx;
  const body = await readBody(req);
  const codeKey =
    typeof body.token_hash === 'string' && body.token_hash
      ? `hash:${body.token_hash}`
      : typeof body.email === 'string' && body.email
        ? `email:${normalizeEmail(body.email)}`
        : null;
  checkVerifyRateLimit(ctx, codeKey);
  const type = body.type as VerifyType;
  if (!VERIFY_TYPES.includes(type)) throw badRequest('validation_failed', `Verify requires a verification type`);
  let tokenHash: string;
  if (typeof body.token_hash === 'string' && body.token_hash) {
    tokenHash = body.token_hash;
  } else if (typeof body.token === 'string' && body.token) {
    if (typeof body.email !== 'string' || !body.email)
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify');
    tokenHash = tokenHashFor(normalizeEmail(body.email), body.token.trim());
  } else {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }
  const session = await services.db.transaction(async (tx) => {
    const consumed = await consumeToken(tx, type, tokenHash, services);
    if (!consumed) return null;
    if (consumed.pending) return 'pending' as const;
    return issueTokens(tx, services, consumed.user, AMR[consumed.type]);
  });
  if (!session) {
    recordVerifyFailure(ctx, codeKey);
    throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  }
  // GoTrue answers the first of two e-mail change confirmations with a message and no session.
  if (session === 'pending') return json({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
  return json(session);
};

/**
 * GoTrue's redirect after the first of two e-mail change confirmations: the message in the fragment (with `sb`, its
 * mark that the redirect comes from Supabase Auth), and in the query too for a PKCE link.
 */
function proceedRedirect(target: string, isPkce: boolean): Response {
  const url = new URL(target);
  if (isPkce) url.searchParams.set('message', SINGLE_CONFIRMATION_ACCEPTED);
  url.hash = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' }).toString();
  return new Response(null, { status: 303, headers: { location: url.toString() } });
}

/** Appends a query or fragment to the redirect URL (keeping its own query when adding one). */
function redirect(target: string, suffix: string, isQuery = false): Response {
  let location = target;
  if (isQuery) {
    const url = new URL(target);
    for (const [k, v] of new URLSearchParams(suffix.slice(1))) url.searchParams.set(k, v);
    location = url.toString();
  } else {
    location = target.split('#')[0] + suffix;
  }
  return new Response(null, { status: 303, headers: { location } });
}
