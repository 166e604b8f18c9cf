/**
 * GoTrue's update_password_require_current_password (hosted: Authentication → Email → "Require current password when
 * updating"): a signed-in user who has a password must send it as `current_password` to set a new one, so a stolen
 * session alone cannot replace the password (and then pass checks that ask for it). A recovery session (the reset
 * link's) is exempt, since its user has forgotten the password; so is an account that has none yet (Google only).
 * Both refusals are 400 with one message, as GoTrue answers them.
 */
import type { Services } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { badRequest } from './errors.ts';
import { verifyPassword } from './password.ts';
import type { UserRow } from './users.ts';

const CURRENT_PASSWORD_REQUIRED = 'Current password required when setting new password.';

/** Whether the session was opened by a password-recovery link (GoTrue's Session.IsRecovery: a `recovery` AMR claim). */
async function isRecoverySession(sql: Sql, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  const { rows } = await sql.query(`select 1 from auth.mfa_amr_claims where session_id::text = $1 and authentication_method = 'recovery'`, [sessionId]);
  return rows.length > 0;
}

export async function requireCurrentPassword(services: Services, user: UserRow, sessionId: string | null, currentPassword: unknown): Promise<void> {
  if (!services.config.updatePasswordRequireCurrentPassword || !user.encrypted_password) return;
  if (await isRecoverySession(services.db, sessionId)) return;
  if (typeof currentPassword !== 'string' || currentPassword === '') throw badRequest('current_password_required', CURRENT_PASSWORD_REQUIRED);
  if (!(await verifyPassword(currentPassword, user.encrypted_password))) throw badRequest('current_password_invalid', CURRENT_PASSWORD_REQUIRED);
}
