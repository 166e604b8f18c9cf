/**
 * POST /token: the password and refresh_token grants, pkce (the code exchange of PKCE flows), and id_token,
 * which answers as GoTrue does for a provider that is not enabled (id-token.ts).
 */
import type { Handler } from '../context.ts';
import { json } from '../http.ts';
import { badRequest, invalidCredentials, oauthErrorResponse, unprocessable } from './errors.ts';
import { OAuthRequestError, refuseIdTokenGrant } from './id-token.ts';
import { verifyPassword } from './password.ts';
import { checkTokenRateLimit, readBody } from './request.ts';
import { issueTokens, rotateRefreshToken } from './tokens.ts';
import { findUserByEmail, findUserById, isBanned, recordSignIn } from './users.ts';
import { exchangeAuthCode } from './pkce.ts';

const GRANTS = ['password', 'refresh_token', 'pkce', 'id_token'];

export const token: Handler = async (req, ctx) => {
  const grantType = ctx.url.searchParams.get('grant_type');
  if (!GRANTS.includes(grantType ?? '')) throw badRequest('invalid_credentials', 'unsupported_grant_type');
  // GoTrue's token_refresh limit covers every grant of /token, password sign-in included.
  checkTokenRateLimit(ctx);
  const body = await readBody(req);
  switch (grantType) {
    case 'password':
      return passwordGrant(body, ctx);
    case 'refresh_token': {
      // The transaction commits either way: a detected reuse revokes the session for good, then answers 400.
      const outcome = await ctx.services.db.transaction((tx) => rotateRefreshToken(tx, ctx.services, body.refresh_token));
      if ('error' in outcome) throw outcome.error;
      return json(outcome.session);
    }
    case 'pkce':
      return json(await exchangeAuthCode(ctx.services, body.auth_code, body.code_verifier));
    default:
      try {
        refuseIdTokenGrant(body);
      } catch (error) {
        if (error instanceof OAuthRequestError) return oauthErrorResponse('invalid request', error.description);
        throw error;
      }
  }
};

async function passwordGrant(body: Record<string, any>, ctx: Parameters<Handler>[1]): Promise<Response> {
  const { services } = ctx;
  if (typeof body.password !== 'string' || body.password === '') throw badRequest('validation_failed', 'Password required');
  if (typeof body.email !== 'string' || body.email === '') {
    throw badRequest('validation_failed', body.phone ? 'Phone logins are disabled' : 'Email or phone required');
  }
  if (!services.config.emailProvider) throw unprocessable('email_provider_disabled', 'Email logins are disabled');
  const user = await findUserByEmail(services.db, body.email);
  // The same answer for an unknown address and a wrong password, so sign-in does not reveal accounts.
  if (!user || !(await verifyPassword(body.password, user.encrypted_password))) throw invalidCredentials();
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!user.email_confirmed_at && services.config.confirmEmail) throw badRequest('email_not_confirmed', 'Email not confirmed');
  const session = await services.db.transaction(async (tx) => {
    await recordSignIn(tx, user.id);
    const fresh = (await findUserById(tx, user.id))!;
    return issueTokens(tx, services, fresh, 'password');
  });
  return json(session);
}
