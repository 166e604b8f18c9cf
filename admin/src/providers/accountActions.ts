/**
 * Promote, demote, block and unblock. Each is one write to the
 * table the database guards: user_roles for the admin role, profiles.is_blocked for blocking (the database then
 * ends the account's sessions). The database refuses an admin's own demotion or block with the spec's texts
 * ('You cannot remove your own admin privileges', 'You cannot block yourself'), and the console shows the
 * server's message whenever there is one. The writes are the data provider's runAccountAction; here are the words.
 */
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
