/**
 * /user/identities: linking another provider to a signed-in account (supabase-js linkIdentity) and unlinking
 * one (unlinkIdentity). GoTrue serves them only with manual linking enabled (config.toml enable_manual_linking)
 * and answers 404 manual_linking_disabled otherwise. With it enabled, linking answers as /authorize does for a
 * provider that is not enabled (none can be locally), and unlinking keeps GoTrue's rule that an account keeps
 * at least one identity.
 */
import type { Handler, RequestContext } from '../context.ts';
import { notFound, unprocessable } from './errors.ts';
import { authenticatedUser } from './tokens.ts';
import { authorize } from './settings.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function requireManualLinking(req: Request, ctx: RequestContext) {
  const caller = await authenticatedUser(req, ctx.services);
  if (!ctx.services.config.manualLinking) throw notFound('manual_linking_disabled', 'Manual linking is disabled');
  return caller;
}

export const linkIdentity: Handler = async (req, ctx) => {
  await requireManualLinking(req, ctx);
  return authorize(req, ctx);
};

export const unlinkIdentity: Handler = async (req, ctx) => {
  const { user } = await requireManualLinking(req, ctx);
  const identityId = (ctx.path.split('/')[3] ?? '').toLowerCase();
  if (!UUID.test(identityId)) throw notFound('validation_failed', 'identity_id must be an UUID');
  if (user.identities.length <= 1) throw unprocessable('single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
  // Every local account has a single e-mail identity (no other provider can be linked), so this is not reached
  // for a real identity; an unknown id is GoTrue's identity_not_found.
  throw unprocessable('identity_not_found', "Identity doesn't exist");
};
