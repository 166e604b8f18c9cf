/** GET /settings, GET /authorize and GET /health: what the server offers. */
import type { Handler } from '../context.ts';
import { json } from '../http.ts';
import { badRequest } from './errors.ts';

/** The external providers GoTrue knows; none can be enabled locally (only e-mail, and anonymous sign-ins when allowed). */
const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'phone',
  'slack',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'zoom',
] as const;

/** What GoTrue's GET /settings reports, from config.toml's [auth] settings (see toml-settings.ts). */
export const settings: Handler = async (_req, ctx) => {
  const { config } = ctx.services;
  const external: Record<string, boolean> = {};
  for (const p of EXTERNAL_PROVIDERS) external[p] = false;
  external.anonymous_users = config.anonymousSignIns;
  external.email = config.emailProvider;
  return json({
    external,
    disable_signup: !config.enableSignup,
    mailer_autoconfirm: !config.confirmEmail,
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
