/**
 * "An admin cannot delete the last admin account": the site would be left with nobody who can publish,
 * moderate or restore an admin, short of the operator's scripts. An admin counts when their role is held and their
 * profile is not blocked (a blocked admin is no admin, as private.is_admin() says).
 */
import type { ServiceClient } from '../_shared/service-client.ts';

/** Whether `userId` is an admin and no other active admin exists. Throws when the roles cannot be read. */
export async function isLastAdmin(service: ServiceClient, userId: string): Promise<boolean> {
  const { data: admins, error } = await service.from('user_roles').select('user_id').eq('role', 'admin');
  if (error) throw new Error(`could not read the admin roles: ${error.message}`);
  const ids = (admins as Array<{ user_id: string }>).map((row) => row.user_id);
  if (!ids.includes(userId)) return false;
  const others = ids.filter((id: string) => id !== userId);
  if (!others.length) return true;
  const { data: active, error: profileError } = await service.from('profiles').select('id').in('id', others).eq('is_blocked', false).limit(1);
  if (profileError) throw new Error(`could not read the admins' profiles: ${profileError.message}`);
  return active.length === 0;
}
