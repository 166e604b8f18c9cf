/**
 * POST /signup: e-mail and password sign-up, with or without e-mail confirmation (GoTrue's MAILER_AUTOCONFIRM),
 * and anonymous sign-in (no e-mail, no phone) when config.toml's enable_anonymous_sign_ins allows it.
 * Disabled features answer as GoTrue does: signup_disabled, email_provider_disabled, anonymous_provider_disabled.
 */
import type { Handler } from '../context.ts';
import { json } from '../http.ts';
import { badRequest, unprocessable } from './errors.ts';
import { hashPassword, checkPasswordStrength } from './password.ts';
import { checkAnonymousRateLimit, checkRateLimit, readBody, redirectParam, reserveEmailSend } from './request.ts';
import { issueTokens } from './tokens.ts';
import { findUserByEmail, findUserById, insertUser, normalizeEmail, userJson, type UserRow } from './users.ts';
import type { RequestContext } from '../context.ts';
import { newEmailOtp, resolveRedirect, sendAuthEmail } from './emails.ts';
import { claimEmailSend } from './email-frequency.ts';

export const signup: Handler = async (req, ctx) => {
  const { services } = ctx;
  const { config } = services;
  const body = await readBody(req);
  const hasEmail = body.email !== undefined && body.email !== null && body.email !== '';
  const hasPhone = body.phone !== undefined && body.phone !== null && body.phone !== '';
  // No e-mail and no phone: supabase-js's signInAnonymously().
  if (!hasEmail && !hasPhone) return anonymousSignIn(ctx, body);
  if (!config.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  if (typeof body.password !== 'string' || body.password === '') {
    throw badRequest('validation_failed', 'Signup requires a valid password');
  }
  checkPasswordStrength(body.password, config.minimumPasswordLength);
  if (hasEmail && hasPhone) throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
  if (!hasEmail) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (!config.emailProvider) throw badRequest('email_provider_disabled', 'Email signups are disabled');
  const email = normalizeEmail(body.email);
  checkRateLimit(ctx, email);
  const metadata = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : {};
  const redirectTo = resolveRedirect(config, redirectParam(ctx, body));

  const existing = await findUserByEmail(services.db, email);
  if (existing && (existing.email_confirmed_at || !config.confirmEmail)) {
    if (!config.confirmEmail) throw unprocessable('user_already_exists', 'User already registered');
    // With confirmations on, GoTrue does not reveal that the address is taken: it answers with a
    // look-alike user that has no identities.
    return json(obfuscatedUser(existing, metadata));
  }

  const passwordHash = await hashPassword(body.password);
  if (!config.confirmEmail) {
    const session = await services.db.transaction(async (tx) => {
      const id = await insertUser(tx, { email, passwordHash, userMetadata: metadata, confirmed: true });
      await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [id]);
      const user = (await findUserById(tx, id))!;
      return issueTokens(tx, services, user, 'password');
    });
    return json(session);
  }

  // Confirmations on: (re)send the confirmation e-mail; the account signs in once the link is followed.
  const otp = newEmailOtp(email);
  const user = await confirmationSignup(ctx, email, existing?.id ?? null, passwordHash, metadata, otp.tokenHash);
  sendAuthEmail(services, 'signup', email, otp, redirectTo, { email }, metadata);
  return json(userJson(user));
};

/**
 * Creates (or, unconfirmed, updates) the account and claims its confirmation e-mail in one transaction. Of parallel
 * sign-ups of one address exactly one sends: the others lose the claim (max_frequency's 429), or lose the race to
 * create the account (unique e-mail) and then lose the claim on the winner's row, and change nothing.
 */
async function confirmationSignup(
  ctx: RequestContext,
  email: string,
  existingId: string | null,
  passwordHash: string,
  metadata: Record<string, unknown>,
  tokenHash: string,
): Promise<UserRow> {
  const { services } = ctx;
  const attempt = (knownId: string | null) =>
    services.db.transaction(async (tx) => {
      const id = knownId ?? (await insertUser(tx, { email, passwordHash, userMetadata: metadata, confirmed: false }));
      await claimEmailSend(tx, services, id, 'confirmation_sent_at');
      reserveEmailSend(services);
      if (knownId) {
        await tx.query(`update auth.users set encrypted_password = $2, raw_user_meta_data = $3::jsonb, updated_at = now() where id = $1`, [
          id,
          passwordHash,
          JSON.stringify(metadata),
        ]);
      }
      await tx.query(`update auth.users set confirmation_token = $2 where id = $1`, [id, tokenHash]);
      return (await findUserById(tx, id))!;
    });
  try {
    return await attempt(existingId);
  } catch (error) {
    if (existingId || (error as { code?: string }).code !== '23505') throw error;
    const winner = await findUserByEmail(services.db, email);
    if (!winner || winner.email_confirmed_at) throw error;
    return attempt(winner.id);
  }
}

function obfuscatedUser(user: UserRow, metadata: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    ...userJson({ ...user, id: crypto.randomUUID(), raw_user_meta_data: metadata, identities: [], email_confirmed_at: null }),
    confirmation_sent_at: now,
    created_at: now,
    updated_at: now,
  };
}

/** GoTrue's SignupAnonymously: a user with no e-mail, no identity and is_anonymous, signed in at once. */
async function anonymousSignIn(ctx: RequestContext, body: Record<string, any>): Promise<Response> {
  const { services } = ctx;
  if (!services.config.anonymousSignIns) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  checkAnonymousRateLimit(ctx);
  if (!services.config.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const metadata = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : {};
  const session = await services.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      // GoTrue makes the id itself: auth.users has no default for it.
      `insert into auth.users (instance_id, id, aud, role, is_anonymous, raw_app_meta_data, raw_user_meta_data, last_sign_in_at, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', true, '{}'::jsonb, $1::jsonb, now(), now(), now())
       returning id::text`,
      [JSON.stringify(metadata)],
    );
    const user = (await findUserById(tx, rows[0].id))!;
    return issueTokens(tx, services, user, 'anonymous');
  });
  return json(session);
}
