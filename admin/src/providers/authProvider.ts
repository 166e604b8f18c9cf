/**
 * Supabase auth for the console, restricted to administrators (admin spec §2, §6).
 * The database enforces admin rights on every write (private.is_admin(), false for a blocked admin); this gate
 * keeps everyone else out of the UI with the spec's messages before any admin data loads:
 *   - no session: the sign-in page, saying "Please sign in to access this page";
 *   - signed in but not an admin (or a blocked admin): signed out of the console, told
 *     "Access denied. Admin privileges required." and sent to the site's /dashboard (AccessDeniedPage);
 *   - an admin blocked while the console is open: a refused request (401/403) signs the console out and shows
 *     "Your account has been blocked. Please contact support." (AccountBlockedPage; useBlockedWatch checks too).
 * The console's session is its own (storage key rd-admin-auth), separate from the reader's session on the site:
 * every sign-out here, refusals included, is local-scope, so it ends the console's session and never the site's.
 */
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { supabaseAuthProvider } from 'ra-supabase';
import type { AuthProvider } from 'react-admin';
import { BLOCKED_ROUTE, consoleUserBlocked } from '../auth/blockedAccount.ts';
import { needsSecondFactor, SECOND_FACTOR_ROUTE } from '../auth/mfa/secondFactor.ts';

export const ACCESS_DENIED = 'Access denied. Admin privileges required.';
export const SIGN_IN_REQUIRED = 'Please sign in to access this page';
/** The console route that tells a non-admin they are refused, then sends them to the site's dashboard. */
export const ACCESS_DENIED_ROUTE = '/not-an-admin';

/**
 * Whether the user is an admin who may use the console: a user_roles row with role admin (readable by its owner)
 * and a profile that is not blocked. The same rule as private.is_admin(), asked of the rows the user may read.
 */
export async function hasAdminRole(client: SupabaseClient, userId: string): Promise<boolean> {
  const [roles, profile] = await Promise.all([
    client.from('user_roles').select('role').eq('user_id', userId).eq('role', 'admin').limit(1),
    client.from('profiles').select('is_blocked').eq('id', userId).maybeSingle(),
  ]);
  if (roles.error) throw new Error(`Could not check admin privileges: ${roles.error.message}`);
  if (profile.error) throw new Error(`Could not check admin privileges: ${profile.error.message}`);
  return (roles.data ?? []).length > 0 && profile.data?.is_blocked === false;
}

/** The password-recovery e-mail brings the admin back to the console, whose start-up script routes the link's tokens. */
function recoveryRedirect(): string {
  return new URL(import.meta.env.BASE_URL || '/admin/', window.location.origin).href;
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

  // One check per user per page load; signing out clears it.
  const verified = new Map<string, boolean>();
  const isAdmin = async (userId: string) => {
    if (!verified.has(userId)) verified.set(userId, await hasAdminRole(client, userId));
    return verified.get(userId)!;
  };
  // Local scope: GoTrue's default (global) would also revoke the reader's site session, in this browser and others.
  const endConsoleSession = async () => {
    verified.clear();
    await client.auth.signOut({ scope: 'local' });
  };

  return {
    ...base,
    async login(params) {
      await base.login(params);
      const { data } = await client.auth.getUser();
      if (!data.user || !(await isAdmin(data.user.id))) {
        await endConsoleSession();
        return { redirectTo: ACCESS_DENIED_ROUTE };
      }
      // Admin rights need the second factor: enrol or enter the code first (SecondFactorGate guards later visits).
      if (await needsSecondFactor(client)) return { redirectTo: SECOND_FACTOR_ROUTE };
      return undefined;
    },
    async logout() {
      await endConsoleSession();
    },
    async checkError(error) {
      const status = (error as { status?: number } | null)?.status;
      // A write refused because the admin was blocked meanwhile: say so, not the bare 403 (react-admin then signs
      // the console out through logout() above and opens the message page).
      if ((status === 401 || status === 403) && (await consoleUserBlocked(client))) {
        throw { redirectTo: BLOCKED_ROUTE, message: false };
      }
      return base.checkError(error);
    },
    async resetPassword(params: { email: string }) {
      return (base as unknown as { resetPassword(p: { email: string; redirectTo: string }): Promise<void> }).resetPassword({
        ...params,
        redirectTo: recoveryRedirect(),
      });
    },
    async checkAuth(params) {
      try {
        await base.checkAuth(params);
      } catch (error) {
        // ra-supabase rejects without a reason when there is no session, or with a redirect for a recovery link.
        if (error && typeof error === 'object' && 'redirectTo' in error) throw error;
        throw new Error(SIGN_IN_REQUIRED);
      }
      const { data } = await client.auth.getSession();
      const userId = data.session?.user.id;
      if (userId && !(await isAdmin(userId))) {
        await endConsoleSession();
        throw { redirectTo: ACCESS_DENIED_ROUTE, message: false };
      }
    },
  };
}
