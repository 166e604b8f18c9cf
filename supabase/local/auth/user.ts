/** GET /user, PUT /user and POST /logout: what a signed-in user does with their own account. */
import type { Handler, Services } from '../context.ts';
import { json } from '../http.ts';
import { badRequest, unauthorized, unprocessable } from './errors.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './password.ts';
import { checkRateLimit, readBody, redirectParam, reserveEmailSend } from './request.ts';
import { requireReauthentication } from './reauthenticate.ts';
import { requireCurrentPassword } from './current-password.ts';
import { authenticatedUser, endSessions, type LogoutScope } from './tokens.ts';
import { findUserByEmail, findUserById, mergeMetadata, normalizeEmail, setEmail, setMetadata, setPassword, userJson } from './users.ts';
import { newEmailOtp, resolveRedirect, sendAuthEmail } from './emails.ts';
import { storedSessionAal } from './assurance.ts';
import { userFactors } from './factors.ts';
import type { Sql } from '../db/database.ts';

export const getUser: Handler = async (req, ctx) => {
  const { user } = await authenticatedUser(req, ctx.services);
  return json(userJson(user));
};

export const updateUser: Handler = async (req, ctx) => {
  const { services } = ctx;
  const { user, sessionId } = await authenticatedUser(req, services);
  // GoTrue counts PUT /user against sign_in_sign_ups, per client address.
  checkRateLimit(ctx);
  const body = await readBody(req);
  if (body.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');

  // GoTrue's order: the address and the password are validated, then the assurance level, then the rest.
  let newEmail: string | null = null;
  if (body.email !== undefined && body.email !== null && body.email !== '') {
    newEmail = normalizeEmail(body.email);
    if (newEmail === user.email) newEmail = null;
  }
  const changesPassword = body.password !== undefined && body.password !== null;
  if (changesPassword) checkPasswordStrength(body.password, services.config.minimumPasswordLength);
  if (newEmail || (changesPassword && body.password !== '')) await requireAal2WithFactor(services.db, user.id, sessionId);
  if (newEmail && (await findUserByEmail(services.db, newEmail))) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  let passwordHash: string | null = null;
  if (changesPassword) {
    await requireReauthentication(services.db, services, user, sessionId, body.nonce);
    if (body.password !== '') await requireCurrentPassword(services, user, sessionId, body.current_password);
    if (await verifyPassword(body.password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(body.password);
  }
  const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : null;

  // As GoTrue: only an anonymous user adding an address with confirmations off (autoconfirm) skips the e-mails;
  // a permanent account always confirms a new address. With double_confirm_changes the current address gets its
  // own link and code too (see verify.ts for when both must be followed).
  const change = newEmail && !(user.is_anonymous && !services.config.confirmEmail) ? emailChangeOtps(services, user.email, newEmail) : null;
  if (change) reserveEmailSend(services);
  const updated = await services.db.transaction(async (tx) => {
    if (passwordHash) await setPassword(tx, user.id, passwordHash);
    if (data) await setMetadata(tx, user.id, 'raw_user_meta_data', mergeMetadata(user.raw_user_meta_data, data));
    if (newEmail && !change) await setEmail(tx, user.id, newEmail);
    if (newEmail && change) {
      await tx.query(
        `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
           email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
        [user.id, newEmail, change.toNew.tokenHash, change.toCurrent?.tokenHash ?? ''],
      );
    }
    return (await findUserById(tx, user.id))!;
  });
  if (newEmail && change) {
    const redirectTo = resolveRedirect(services.config, redirectParam(ctx, body));
    const addresses = { email: user.email ?? '', newEmail };
    sendAuthEmail(services, 'email_change', newEmail, change.toNew, redirectTo, addresses, updated.raw_user_meta_data ?? {});
    if (change.toCurrent && user.email)
      sendAuthEmail(services, 'email_change', user.email, change.toCurrent, redirectTo, addresses, updated.raw_user_meta_data ?? {});
  }
  return json(userJson(updated));
};

/**
 * A password or e-mail change needs a session that passed the second factor once the account has a verified one
 * (GoTrue's UserUpdate): otherwise whoever learns the password could replace it, or move the account to their own
 * address, and the factor would protect nothing. 401, as GoTrue answers it.
 */
async function requireAal2WithFactor(sql: Sql, userId: string, sessionId: string | null): Promise<void> {
  const hasVerifiedFactor = (await userFactors(sql, userId)).some((factor) => factor.status === 'verified');
  // A token without a session (one signed outside GoTrue) has passed no factor either.
  const aal = sessionId ? await storedSessionAal(sql, sessionId) : null;
  if (hasVerifiedFactor && aal !== 'aal2') {
    throw unauthorized('insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
  }
}

/** The code and link for the new address, and with double_confirm_changes a separate pair for the current one. */
function emailChangeOtps(services: Services, currentEmail: string | null, newEmail: string) {
  return {
    toNew: newEmailOtp(newEmail),
    toCurrent: services.config.doubleConfirmChanges && currentEmail ? newEmailOtp(currentEmail) : null,
  };
}

export const logout: Handler = async (req, ctx) => {
  const scope = (ctx.url.searchParams.get('scope') || 'global') as LogoutScope;
  if (!['global', 'local', 'others'].includes(scope)) throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  const { user, sessionId } = await authenticatedUser(req, ctx.services);
  await ctx.services.db.transaction((tx) => endSessions(tx, user.id, sessionId, scope));
  return new Response(null, { status: 204 });
};
