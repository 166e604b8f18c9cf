/**
 * Sign-in with an external identity provider (Google through Supabase Auth). supabase-js only builds the
 * /authorize address and navigates to it, so a provider that is not enabled would leave the reader on the API's
 * JSON error page. Asking /authorize first (without following its redirect) lets the page show the spec's
 * messages instead: GoTrue answers 400 "Unsupported provider: provider is not enabled" → "Configuration error".
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';

export type ExternalSignInResult = { ok: true; url: string } | { ok: false; message: string };

export const PROVIDER_NAMES = { google: 'Google' } as const;

export function providerFailure(provider: keyof typeof PROVIDER_NAMES, status: number | null, serverMessage?: string): string {
  const name = PROVIDER_NAMES[provider];
  if (status === 400) {
    return `Configuration error: ${serverMessage || `${name} sign-in is not enabled`}. Check the ${name} OAuth configuration in Supabase Auth.`;
  }
  return serverMessage || `${name} sign-in failed. Check the ${name} OAuth configuration.`;
}

export async function prepareExternalSignIn(
  client: SupabaseClient<Database>,
  provider: keyof typeof PROVIDER_NAMES,
  redirectTo: string,
): Promise<ExternalSignInResult> {
  const { data, error } = await client.auth.signInWithOAuth({ provider, options: { redirectTo, skipBrowserRedirect: true } });
  if (error || !data.url) return { ok: false, message: providerFailure(provider, null, error?.message) };
  try {
    const response = await fetch(data.url, { redirect: 'manual', credentials: 'omit' });
    // An enabled provider answers with a redirect to the provider (opaque to fetch): go there for real.
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400) || response.ok) {
      return { ok: true, url: data.url };
    }
    let message: string | undefined;
    try {
      const body = (await response.json()) as { msg?: string; message?: string; error_description?: string };
      message = body.msg ?? body.message ?? body.error_description;
    } catch {
      message = undefined;
    }
    return { ok: false, message: providerFailure(provider, response.status, message) };
  } catch {
    return { ok: false, message: providerFailure(provider, null) };
  }
}
