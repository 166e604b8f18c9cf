/**
 * Admin-only functions: the caller's JWT names a user whose profile is an admin and is not blocked, and whose
 * session passed the second factor (aal2): the same rule as private.is_admin(). Checked with the service key on the server; the browser only sends its session.
 */
import { bearerToken, checkAdmin, serviceKeyFor, type AdminCheck, type AdminLookup, type AdminMessages } from './caller.ts';
import { serviceClient, type ServiceClient } from './service-client.ts';

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

/** checkAdmin for a request, with the function's own service client (or one made from its environment). */
export function requireAdmin(req: Request, messages?: AdminMessages, service?: ServiceClient): Promise<AdminCheck> {
  const env = (name: string) => Deno.env.get(name);
  const lookup = adminLookup(service ?? serviceClient(env('SUPABASE_URL') ?? '', serviceKeyFor(env)));
  return checkAdmin(bearerToken(req), lookup, messages);
}
