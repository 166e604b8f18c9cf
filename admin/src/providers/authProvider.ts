/**
 * Supabase auth for the console, restricted to administrators.
 * The database enforces admin rights on every write; this gate keeps everyone else out of the UI
 * with the spec's message instead of a console full of permission errors.
 */
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { supabaseAuthProvider } from 'ra-supabase';
import type { AuthProvider } from 'react-admin';

export const ACCESS_DENIED = 'Access denied. Admin privileges required.';

/** Whether the user holds the admin role; the user_roles policies let a user read their own roles. */
export async function hasAdminRole(client: SupabaseClient, userId: string): Promise<boolean> {
  const { data, error } = await client
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .limit(1);
  if (error) throw new Error(`Could not check admin privileges: ${error.message}`);
  return (data ?? []).length > 0;
}

export function adminAuthProvider(client: SupabaseClient): AuthProvider {
  const base = supabaseAuthProvider(client, {
    getIdentity: async (user: User) => ({
      id: user.id,
      fullName: (user.user_metadata?.full_name as string | undefined) || user.email,
      avatar: user.user_metadata?.avatar_url as string | undefined,
    }),
    getPermissions: async () => 'admin',
  });

  // One role lookup per user per page load; signing out clears it.
  const verified = new Map<string, boolean>();
  const isAdmin = async (userId: string) => {
    if (!verified.has(userId)) verified.set(userId, await hasAdminRole(client, userId));
    return verified.get(userId)!;
  };

  return {
    ...base,
    async login(params) {
      await base.login(params);
      const { data } = await client.auth.getUser();
      if (!data.user || !(await isAdmin(data.user.id))) {
        await client.auth.signOut();
        verified.clear();
        throw new Error(ACCESS_DENIED);
      }
    },
    async logout(params) {
      verified.clear();
      return base.logout(params);
    },
    async checkAuth(params) {
      await base.checkAuth(params);
      const { data } = await client.auth.getSession();
      const userId = data.session?.user.id;
      if (userId && !(await isAdmin(userId))) {
        await client.auth.signOut();
        throw new Error(ACCESS_DENIED);
      }
    },
  };
}
