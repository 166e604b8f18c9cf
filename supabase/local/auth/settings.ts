/** GET /settings, GET /authorize and GET /health: what the server offers. */
import type { Handler } from '../context.ts';
import { json } from '../http.ts';
import { badRequest } from './errors.ts';

/** The external providers GoTrue knows; none is configured locally, so only e-mail is enabled. */
const EXTERNAL_PROVIDERS = [
  'anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab',
  'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'phone', 'slack', 'slack_oidc',
  'spotify', 'twitch', 'twitter', 'workos', 'zoom',
] as const;

export const settings: Handler = async (_req, ctx) => {
  const external: Record<string, boolean> = { email: true };
  for (const p of EXTERNAL_PROVIDERS) external[p] = false;
  return json({
    external,
    disable_signup: false,
    mailer_autoconfirm: !ctx.services.config.confirmEmail,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
};

export const authorize: Handler = async (_req, ctx) => {
  const provider = (ctx.url.searchParams.get('provider') ?? '').toLowerCase();
  if (!provider) throw badRequest('validation_failed', 'Unsupported provider: missing provider');
  const known = (EXTERNAL_PROVIDERS as readonly string[]).includes(provider) && provider !== 'phone' && provider !== 'anonymous_users';
  const reason = known ? 'provider is not enabled' : `Provider ${provider} could not be found`;
  throw badRequest('validation_failed', `Unsupported provider: ${reason}`);
};

export const health: Handler = async () =>
  json({ version: 'supabase-local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
