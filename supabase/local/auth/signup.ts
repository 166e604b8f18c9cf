/** POST /signup: e-mail and password sign-up, with or without e-mail confirmation (GoTrue's MAILER_AUTOCONFIRM). */
import type { Handler } from '../context.ts';
import { json } from '../http.ts';
import { badRequest, unprocessable } from './errors.ts';
import { hashPassword, checkPasswordStrength } from './password.ts';
import { checkRateLimit, readBody, redirectParam } from './request.ts';
import { issueTokens } from './tokens.ts';
import { findUserByEmail, findUserById, insertUser, normalizeEmail, userJson, type UserRow } from './users.ts';
import { newEmailOtp, resolveRedirect, sendAuthEmail } from './emails.ts';

export const signup: Handler = async (req, ctx) => {
  const { services } = ctx;
  const { config } = services;
  const body = await readBody(req);
  checkRateLimit(ctx, body.email);
  if (body.phone && !body.email) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (body.email === undefined || body.email === '') throw badRequest('validation_failed', 'To signup, please provide your email');
  const email = normalizeEmail(body.email);
  if (typeof body.password !== 'string' || body.password === '') {
    throw unprocessable('validation_failed', 'Signup requires a valid password');
  }
  checkPasswordStrength(body.password);
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
  const user = await services.db.transaction(async (tx) => {
    let id = existing?.id;
    if (id) {
      await tx.query(`update auth.users set encrypted_password = $2, raw_user_meta_data = $3::jsonb, updated_at = now() where id = $1`, [
        id,
        passwordHash,
        JSON.stringify(metadata),
      ]);
    } else {
      id = await insertUser(tx, { email, passwordHash, userMetadata: metadata, confirmed: false });
    }
    await tx.query(`update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1`, [id, otp.tokenHash]);
    return (await findUserById(tx, id))!;
  });
  sendAuthEmail(services, 'signup', email, otp, redirectTo);
  return json(userJson(user));
};

function obfuscatedUser(user: UserRow, metadata: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    ...userJson({ ...user, id: crypto.randomUUID(), raw_user_meta_data: metadata, identities: [], email_confirmed_at: null }),
    confirmation_sent_at: now,
    created_at: now,
    updated_at: now,
  };
}
