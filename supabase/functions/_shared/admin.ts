/**
 * Admin-only functions: the caller's JWT names a user whose profile is an admin and is not blocked, and whose
 * session passed the second factor (aal2): the same rule as private.is_admin(). Checked with the service key on the server; the browser only sends its session.
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import { passedSecondFactor, SECOND_FACTOR_REQUIRED } from './assurance.ts';

export type AdminCheck = { ok: true; userId: string } | { ok: false; status: 401 | 403; message: string };

export async function requireAdmin(req: Request): Promise<AdminCheck> {
  const match = /^bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  if (!match) return { ok: false, status: 401, message: 'Sign in as an administrator to use this function.' };
  const url = Deno.env.get('SUPABASE_URL') ?? '';
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const service = createClient(url, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data: userData, error: userError } = await service.auth.getUser(match[1]);
  if (userError || !userData?.user) return { ok: false, status: 401, message: 'Sign in as an administrator to use this function.' };
  const userId = userData.user.id;
  const [{ data: roles }, { data: profile }] = await Promise.all([
    service.from('user_roles').select('role').eq('user_id', userId).eq('role', 'admin'),
    service.from('profiles').select('is_blocked').eq('id', userId).maybeSingle(),
  ]);
  if (!roles?.length || !profile || profile.is_blocked) return { ok: false, status: 403, message: 'Only administrators can use this function.' };
  if (!passedSecondFactor(match[1])) return { ok: false, status: 403, message: SECOND_FACTOR_REQUIRED };
  return { ok: true, userId };
}
