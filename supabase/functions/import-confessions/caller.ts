/**
 * Who is calling: the function runs with the service role, so it must first prove that the caller (the JWT in
 * the Authorization header) is an administrator who is not blocked and passed the second factor (aal2), the same
 * rule as private.is_admin().
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { passedSecondFactor, SECOND_FACTOR_REQUIRED } from '../_shared/assurance.ts';

export type CallerCheck = { ok: true; userId: string } | { ok: false; status: 401 | 403; message: string };

export async function checkAdminCaller(req: Request, service: SupabaseClient): Promise<CallerCheck> {
  const token = /^bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return { ok: false, status: 401, message: 'Please sign in to access this page' };
  const { data, error } = await service.auth.getUser(token);
  if (error || !data.user) return { ok: false, status: 401, message: 'Please sign in to access this page' };
  const userId = data.user.id;
  const [roles, profile] = await Promise.all([
    service.from('user_roles').select('role').eq('user_id', userId).eq('role', 'admin').limit(1),
    service.from('profiles').select('is_blocked').eq('id', userId).maybeSingle(),
  ]);
  if (roles.error || profile.error) {
    return { ok: false, status: 403, message: 'Could not check admin privileges' };
  }
  const isAdmin = (roles.data ?? []).length > 0 && profile.data?.is_blocked === false;
  if (!isAdmin) return { ok: false, status: 403, message: 'Access denied. Admin privileges required.' };
  return passedSecondFactor(token) ? { ok: true, userId } : { ok: false, status: 403, message: SECOND_FACTOR_REQUIRED };
}
