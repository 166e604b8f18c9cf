/**
 * POST /token?grant_type=id_token (supabase-js signInWithIdToken). supabase/local has no external identity
 * provider enabled (it cannot reach one), so after GoTrue's own request checks every provider answers as a
 * disabled one does on GoTrue: 400 provider_disabled "Provider (issuer "…") is not enabled", or the validation
 * error GoTrue gives for that provider before it gets there.
 */
import { AuthError, badRequest } from './errors.ts';

/** The issuers GoTrue knows for its built-in OIDC providers (Keycloak's comes from its settings: none here). */
const ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
  keycloak: '',
};
const APPLE_ISSUERS = ['https://appleid.apple.com', 'https://account.apple.com'];
const AZURE_ISSUER = /^https:\/\/login\.microsoftonline\.com\/[^/]+\/v2\.0\/?$/;
const AZURE_TOKEN_ISSUER = /^https:\/\/(login\.microsoftonline\.com|sts\.windows\.net)\//;

/** An OAuth-style error body ({error, error_description}), which GoTrue's OAuthError renders. */
export class OAuthRequestError extends Error {
  constructor(readonly description: string) {
    super(description);
  }
}

/** The `iss` claim of an unverified JWT, or null when it cannot be read. */
function unverifiedIssuer(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims?.iss === 'string' ? claims.iss : null;
  } catch {
    return null;
  }
}

const quoted = (s: string) => JSON.stringify(s);
const disabled = (issuer: string) => new AuthError(400, 'provider_disabled', `Provider (issuer ${quoted(issuer)}) is not enabled`);

/** Throws what GoTrue answers for this id_token request when no provider is enabled. */
export function refuseIdTokenGrant(body: Record<string, any>): never {
  const idToken = typeof body.id_token === 'string' ? body.id_token : '';
  const provider = typeof body.provider === 'string' ? body.provider : '';
  const issuer = typeof body.issuer === 'string' ? body.issuer : '';
  const clientId = typeof body.client_id === 'string' ? body.client_id : '';
  if (!idToken) throw new OAuthRequestError('id_token required');
  if (!provider && (!clientId || !issuer)) throw new OAuthRequestError('provider or client_id and issuer required');

  if (provider === 'apple' || APPLE_ISSUERS.includes(issuer)) {
    const detected = unverifiedIssuer(idToken);
    if (!detected) throw badRequest('validation_failed', 'Unable to detect issuer in ID token for Apple provider');
    if (!APPLE_ISSUERS.includes(detected)) throw badRequest('validation_failed', 'Detected ID token issuer is not an Apple ID token issuer');
    if (issuer && issuer !== detected) throw badRequest('validation_failed', 'Provided issuer does not match ID token issuer');
    throw disabled(detected);
  }
  if (provider === 'azure' || AZURE_ISSUER.test(issuer)) {
    const detected = unverifiedIssuer(idToken);
    if (!detected) throw badRequest('validation_failed', 'Unable to detect issuer in ID token for Azure provider');
    if (!AZURE_TOKEN_ISSUER.test(detected)) throw badRequest('validation_failed', 'Detected ID token issuer is not an Azure ID token issuer');
    if (issuer && issuer !== detected) throw badRequest('validation_failed', 'Provided issuer does not match ID token issuer');
    throw disabled(detected);
  }
  for (const [name, known] of Object.entries(ISSUERS)) {
    if (provider === name || (known && issuer === known)) throw disabled(known);
  }
  if (provider.startsWith('custom:')) throw badRequest('validation_failed', 'Custom OAuth providers are disabled');
  throw badRequest('validation_failed', `Custom OIDC provider ${quoted(provider)} not allowed`);
}
