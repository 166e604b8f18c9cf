/**
 * "Reset two-factor" on the Users screen: removes another account's authenticator through the reset-two-factor
 * function (the caller must be an admin at aal2; the function says why otherwise), for someone who lost theirs.
 * Their next sign-in sets up a new one.
 */
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';

export async function resetTwoFactor(client: SupabaseClient, userId: string): Promise<{ ok: boolean; message: string }> {
  const { data, error } = await client.functions.invoke<{ removed: number }>('reset-two-factor', { body: { userId } });
  if (error) {
    const body = error instanceof FunctionsHttpError ? await (error.context as Response).json().catch(() => null) : null;
    return { ok: false, message: (body as { error?: string } | null)?.error ?? 'Could not reset two-factor authentication. Try again.' };
  }
  return data && data.removed > 0
    ? { ok: true, message: 'Two-factor reset: they will set up a new authenticator at their next sign-in.' }
    : { ok: true, message: 'This account has no two-factor authenticator to reset.' };
}
