/**
 * The admin endpoints supabase-js's auth.admin calls with the service-role key:
 * GET/POST /admin/users, GET/PUT/DELETE /admin/users/{id}, POST /admin/generate_link, POST /invite.
 */
import type { Handler, RequestContext } from '../context.ts';
import { json } from '../http.ts';
import { badRequest, forbidden, notFound, unprocessable } from './errors.ts';
import { checkPasswordStrength, hashPassword } from './password.ts';
import { readBody, redirectParam } from './request.ts';
import { bearerClaims } from './tokens.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  mergeMetadata,
  normalizeEmail,
  setEmail,
  setMetadata,
  setPassword,
  userJson,
} from './users.ts';
import { resolveRedirect, tokenHashFor, verifyLink, type EmailOtpType } from './emails.ts';
import { randomBytes } from 'node:crypto';
import { sendLink, storeToken } from './verify.ts';
import { newEmailOtp } from './emails.ts';

const ADMIN_ROLES = ['service_role', 'supabase_admin'];

/** GoTrue's requireAdmin: a valid JWT whose role is an admin role. */
export async function requireAdmin(req: Request, ctx: RequestContext): Promise<void> {
  const { claims } = await bearerClaims(req, ctx.services);
  if (!ADMIN_ROLES.includes(String(claims.role))) throw forbidden('not_admin', 'User not allowed');
}

/** GoTrue parses page and per_page as unsigned integers and refuses anything else with its parser's words. */
function paginationParam(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw badRequest('validation_failed', `Bad Pagination Parameters: strconv.ParseUint: parsing "${value}": invalid syntax`);
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw badRequest('validation_failed', `Bad Pagination Parameters: strconv.ParseUint: parsing "${value}": value out of range`);
  return n;
}

export const adminListUsers: Handler = async (req, ctx) => {
  await requireAdmin(req, ctx);
  const page = Math.max(1, paginationParam(ctx.url.searchParams.get('page'), 1));
  const perPage = Math.min(1000, Math.max(1, paginationParam(ctx.url.searchParams.get('per_page'), 50)));
  const { users, total } = await listUsers(ctx.services.db, page, perPage);
  // GoTrue's pagination headers, which auth-js reads for nextPage / lastPage.
  const last = Math.max(1, Math.ceil(total / perPage));
  const base = `${ctx.services.baseUrl}/auth/v1/admin/users`;
  const links = [];
  if (page < last) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`<${base}?page=${last}&per_page=${perPage}>; rel="last"`);
  return json({ users: users.map(userJson), aud: 'authenticated' }, 200, { 'x-total-count': String(total), link: links.join(', ') });
};

export const adminCreateUser: Handler = async (req, ctx) => {
  await requireAdmin(req, ctx);
  const { services } = ctx;
  const body = await readBody(req);
  const noEmail = body.email === undefined || body.email === null || body.email === '';
  if (noEmail && !body.phone) throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  if (noEmail) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  const email = normalizeEmail(body.email);
  if (await findUserByEmail(services.db, email)) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  let passwordHash: string | null = null;
  if (body.password !== undefined && body.password !== null && body.password !== '') {
    checkPasswordStrength(body.password, services.config.minimumPasswordLength);
    passwordHash = await hashPassword(body.password);
  }
  const userMetadata = body.user_metadata ?? body.data ?? {};
  const appMetadata = body.app_metadata ?? {};
  const user = await services.db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      email,
      passwordHash,
      userMetadata,
      appMetadata,
      confirmed: body.email_confirm === true,
      role: typeof body.role === 'string' ? body.role : undefined,
      bannedUntil: banUntil(body.ban_duration),
    });
    return (await findUserById(tx, id))!;
  });
  return json(userJson(user));
};

export const adminGetUser: Handler = async (req, ctx) => {
  await requireAdmin(req, ctx);
  return json(userJson(await existingUser(ctx)));
};

export const adminUpdateUser: Handler = async (req, ctx) => {
  await requireAdmin(req, ctx);
  const { services } = ctx;
  const user = await existingUser(ctx);
  const body = await readBody(req);
  let passwordHash: string | null = null;
  if (typeof body.password === 'string') {
    checkPasswordStrength(body.password, services.config.minimumPasswordLength);
    passwordHash = await hashPassword(body.password);
  }
  let email: string | null = null;
  if (body.email !== undefined && body.email !== null && body.email !== '') {
    email = normalizeEmail(body.email);
    const other = await findUserByEmail(services.db, email);
    if (other && other.id !== user.id) throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  const updated = await services.db.transaction(async (tx) => {
    if (passwordHash) await setPassword(tx, user.id, passwordHash);
    if (email) await setEmail(tx, user.id, email);
    if (body.email_confirm === true) await confirmEmail(tx, user.id);
    if (body.user_metadata) await setMetadata(tx, user.id, 'raw_user_meta_data', mergeMetadata(user.raw_user_meta_data, body.user_metadata));
    if (body.app_metadata) await setMetadata(tx, user.id, 'raw_app_meta_data', mergeMetadata(user.raw_app_meta_data, body.app_metadata));
    if (typeof body.role === 'string') await tx.query(`update auth.users set role = $2 where id = $1`, [user.id, body.role]);
    if (body.ban_duration !== undefined) {
      await tx.query(`update auth.users set banned_until = $2::timestamptz, updated_at = now() where id = $1`, [user.id, banUntil(body.ban_duration)]);
      // A ban ends the user's sessions, as GoTrue does.
      if (banUntil(body.ban_duration)) await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
    }
    return (await findUserById(tx, user.id))!;
  });
  return json(userJson(updated));
};

export const adminDeleteUser: Handler = async (req, ctx) => {
  await requireAdmin(req, ctx);
  const user = await existingUser(ctx);
  const body = await readBody(req);
  if (body.should_soft_delete === true) {
    await ctx.services.db.query(`update auth.users set deleted_at = now(), email = null, encrypted_password = null where id = $1`, [user.id]);
  } else {
    await ctx.services.db.query(`delete from auth.users where id = $1`, [user.id]);
  }
  return json({});
};

/**
 * POST /admin/generate_link: the link an e-mail would carry, without sending it. Types as GoTrue's: signup,
 * magiclink (a sign-up link for an unknown address), recovery, invite, email_change_current and email_change_new
 * (with new_email; the current-address link needs double_confirm_changes, as GoTrue's secure e-mail change).
 */
export const adminGenerateLink: Handler = async (req, ctx) => {
  await requireAdmin(req, ctx);
  const { services } = ctx;
  const body = await readBody(req);
  const email = normalizeEmail(body.email);
  const redirectTo = resolveRedirect(services.config, body.redirect_to ?? redirectParam(ctx, body));
  let user = await findUserByEmail(services.db, email);
  let type = String(body.type ?? '');
  let password = body.password;
  if (!user) {
    if (type === 'magiclink') {
      // GoTrue signs an unknown address up (with a random password) and answers with a signup link.
      type = 'signup';
      password = randomBytes(32).toString('base64url');
    } else if (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new') {
      throw notFound('user_not_found', 'User with this email not found');
    }
  }
  if (type === 'signup' && !user) {
    if (typeof password !== 'string' || password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password, services.config.minimumPasswordLength);
  }
  const otp = newEmailOtp(email);
  const metadata = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : {};

  let linkType: EmailOtpType;
  let linkToken = otp.tokenHash;
  switch (type) {
    case 'magiclink':
    case 'recovery':
      linkType = type;
      break;
    case 'signup':
    case 'invite':
      if (user?.email_confirmed_at) throw unprocessable('email_exists', 'A user with this email address has already been registered');
      linkType = type;
      break;
    case 'email_change_current':
    case 'email_change_new': {
      if (!services.config.doubleConfirmChanges && type === 'email_change_current') {
        throw badRequest('validation_failed', 'Enable secure email change to generate link for current email');
      }
      const newEmail = normalizeEmail(body.new_email);
      const other = await findUserByEmail(services.db, newEmail);
      if (other && other.id !== user!.id) throw unprocessable('email_exists', 'A user with this email address has already been registered');
      linkType = 'email_change';
      if (type === 'email_change_new') linkToken = tokenHashFor(newEmail, otp.otp);
      // As GoTrue: the link's token goes in its own column, the other address's token is left as it was.
      const column = type === 'email_change_new' ? 'email_change_token_new' : 'email_change_token_current';
      await services.db.query(
        `update auth.users set email_change = $2, ${column} = $3, email_change_confirm_status = 0, email_change_sent_at = now(),
           updated_at = now() where id = $1`,
        [user!.id, newEmail, linkToken],
      );
      break;
    }
    default:
      throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
  }

  if (linkType === 'signup' || linkType === 'invite') {
    const passwordHash = linkType === 'signup' && !user ? await hashPassword(password) : null;
    const existingId = user?.id;
    const id = await services.db.transaction(async (tx) => {
      if (existingId) {
        if (linkType === 'signup') await setMetadata(tx, existingId, 'raw_user_meta_data', mergeMetadata(user!.raw_user_meta_data, metadata));
        return existingId;
      }
      return insertUser(tx, { email, passwordHash, userMetadata: metadata, confirmed: false });
    });
    user = (await findUserById(services.db, id))!;
  }
  if (linkType !== 'email_change') await storeToken(services.db, user!.id, linkType, otp.tokenHash);
  const fresh = (await findUserById(services.db, user!.id))!;
  return json({
    ...userJson(fresh),
    action_link: verifyLink(services.baseUrl, linkType, linkToken, redirectTo),
    email_otp: otp.otp,
    hashed_token: otp.tokenHash,
    verification_type: type,
    redirect_to: redirectTo,
  });
};

/** POST /invite: creates the user and e-mails an invitation link. */
export const invite: Handler = async (req, ctx) => {
  await requireAdmin(req, ctx);
  const { services } = ctx;
  const body = await readBody(req);
  const email = normalizeEmail(body.email);
  const existing = await findUserByEmail(services.db, email);
  if (existing?.email_confirmed_at) throw unprocessable('email_exists', 'A user with this email address has already been registered');
  const id =
    existing?.id ?? (await services.db.transaction((tx) => insertUser(tx, { email, passwordHash: null, userMetadata: body.data ?? {}, confirmed: false })));
  await sendLink(services, { id, email }, 'invite', resolveRedirect(services.config, redirectParam(ctx, body)));
  return json(userJson((await findUserById(services.db, id))!));
};

async function existingUser(ctx: RequestContext) {
  const id = ctx.path.split('/')[3] ?? '';
  // GoTrue takes the id as a UUID: anything else (a malformed escape included) names no user.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound('user_not_found', 'User not found');
  const user = await findUserById(ctx.services.db, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

/** GoTrue's ban_duration: a Go duration like "24h" or "100h30m", or "none" to lift a ban. */
function banUntil(duration: unknown): string | null {
  if (duration === undefined || duration === null || duration === 'none' || duration === '') return null;
  if (typeof duration !== 'string') throw badRequest('validation_failed', 'invalid format for ban duration');
  const re = /(\d+(?:\.\d+)?)(h|m|s|ms)/g;
  let ms = 0;
  let consumed = '';
  for (const [whole, n, unit] of duration.matchAll(re)) {
    ms += Number(n) * { h: 3_600_000, m: 60_000, s: 1000, ms: 1 }[unit as 'h']!;
    consumed += whole;
  }
  if (consumed !== duration) throw badRequest('validation_failed', `invalid format for ban duration: time: invalid duration "${duration}"`);
  return new Date(Date.now() + ms).toISOString();
}
