/**
 * Promote, demote, block and unblock (admin spec §6, §7 "Admin users", §8 messages). Each is one write to the
 * table the database guards: user_roles for the admin role, profiles.is_blocked for blocking (the database then
 * ends the account's sessions). The database refuses an admin's own demotion or block with the spec's texts
 * ('You cannot remove your own admin privileges', 'You cannot block yourself'), and the console shows the
 * server's message whenever there is one.
 */
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';

export type AccountAction = 'promote' | 'demote' | 'block' | 'unblock';

export const ACCOUNT_ACTION_SUCCESS: Record<AccountAction, string> = {
  promote: 'User promoted to admin',
  demote: 'Admin privileges removed',
  block: 'User blocked successfully',
  unblock: 'User unblocked successfully',
};

export const ROLE_CHANGE_FAILED = 'Failed to update user role';
export const STATUS_CHANGE_FAILED = 'Failed to update user status';

export function failureFallback(action: AccountAction): string {
  return action === 'promote' || action === 'demote' ? ROLE_CHANGE_FAILED : STATUS_CHANGE_FAILED;
}

export type AccountActionResult = { ok: true; message: string } | { ok: false; message: string };

/** Runs one action on the account `userId`; a write that RLS silently matched to no row counts as a failure. */
export async function runAccountAction(client: SupabaseClient, action: AccountAction, userId: string): Promise<AccountActionResult> {
  let result: { error: PostgrestError | null; data: unknown[] | null };
  switch (action) {
    case 'promote':
      result = await client.from('user_roles').insert({ user_id: userId, role: 'admin' }).select('user_id');
      break;
    case 'demote':
      result = await client.from('user_roles').delete().match({ user_id: userId, role: 'admin' }).select('user_id');
      break;
    case 'block':
    case 'unblock':
      result = await client
        .from('profiles')
        .update({ is_blocked: action === 'block' })
        .eq('id', userId)
        .select('id');
      break;
  }
  if (result.error) return { ok: false, message: result.error.message || failureFallback(action) };
  if (!result.data || result.data.length === 0) return { ok: false, message: failureFallback(action) };
  return { ok: true, message: ACCOUNT_ACTION_SUCCESS[action] };
}
