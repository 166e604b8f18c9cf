/**
 * The blocked-account rule in an open console ("Blocking signs the user out immediately").
 * The database already refuses a blocked admin every write (private.is_admin() is false for them); the console
 * notices too, within a minute, as the site does, and says the spec's message instead of failing requests.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';

export { BLOCK_CHECK_INTERVAL_MS, BLOCKED_MESSAGE } from '@lib/account/blocked.ts';

/** The console route that tells a blocked admin so, after the console has signed them out. */
export const BLOCKED_ROUTE = '/account-blocked';

/** Whether the console's signed-in user is blocked; no session, or a failed read, is not a block (logged only). */
export async function consoleUserBlocked(client: SupabaseClient<Database>): Promise<boolean> {
  const { data } = await client.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) return false;
  const { data: profile, error } = await client.from('profiles').select('is_blocked').eq('id', userId).maybeSingle();
  if (error) {
    console.error('Blocked-account check failed:', error.message);
    return false;
  }
  return profile?.is_blocked === true;
}
