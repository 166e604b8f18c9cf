/**
 * Admin-only functions: the caller's JWT names a user whose profile is an admin and is not blocked, and whose
 * session passed the second factor (aal2): the same rule as private.is_admin(). Checked with the service key on the server; the browser only sends its session.
 */
import type { AdminLookup } from './caller.ts';
import { bearerToken, serviceKeyFor } from './caller.ts';
import { serviceClient, type ServiceClient } from './service-client.ts';
import { passedSecondFactor, SECOND_FACTOR_REQUIRED } from './assurance.ts';

export type AdminCheck = { ok: true; userId: string } | { ok: false; status: 401 | 403; message: string };

/** The one admin rule, read with a service client: whose session a JWT is, and whether they are an active admin. */
export function adminLookup(service: ServiceClient): AdminLookup {
  return {
    async userFor(token) {
      const { data, error } = await service.auth.getUser(token);
      return error || !data?.user ? null : { id: data.user.id };
    },
    async isActiveAdmin(userId) {
      const [{ data: roles }, { data: profile }] = await Promise.all([
        service.from('user_roles').select('role').eq('user_id', userId).eq('role', 'admin'),
        service.from('profiles').select('is_blocked').eq('id', userId).maybeSingle(),
      ]);
      return Boolean(roles?.length) && Boolean(profile) && !profile!.is_blocked;
    },
  };
}

export async function requireAdmin(req: Request): Promise<AdminCheck> {
  const token = bearerToken(req);
  if (!token) return { ok: false, status: 401, message: 'Sign in as an administrator to use this function.' };
  const env = (name: string) => Deno.env.get(name);
  const lookup = adminLookup(serviceClient(env('SUPABASE_URL') ?? '', serviceKeyFor(env)));
  const user = await lookup.userFor(token);
  if (!user) return { ok: false, status: 401, message: 'Sign in as an administrator to use this function.' };
  if (!(await lookup.isActiveAdmin(user.id))) return { ok: false, status: 403, message: 'Only administrators can use this function.' };
  if (!passedSecondFactor(token)) return { ok: false, status: 403, message: SECOND_FACTOR_REQUIRED };
  return { ok: true, userId: user.id };
}
