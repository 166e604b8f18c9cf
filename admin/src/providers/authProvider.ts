/**
 * Supabase auth for the console, restricted to administrators.
 * The database enforces admin rights on every write (private.is_admin(), false for a blocked admin); this gate
 * keeps everyone else out of the UI with the spec's messages before any admin data loads:
 *   - no session: the sign-in page, saying "Please sign in to access this page";
 *   - signed in but not an admin (or a blocked admin): told "Access denied. Admin privileges required." and sent
 *     to the site's /dashboard (NotAnAdminPage), still signed in there;
 *   - an admin blocked while the console is open: a refused request (401/403) signs the console out and shows
 *     "Your account has been blocked. Please contact support." (AccountBlockedPage; useBlockedWatch checks too).
 * The console and the site share one session on the origin (lib/account/shared-session.ts): signing in on
 * either signs into both, and the console's "Sign out" ends both (in this browser only). A refusal is not a sign-out
 * (a refused admin must not lose the reader's session on the site): react-admin signs out after any failed auth check,
 * so logout() leaves a refused user's session alone and sends them back to the refusal; the reader stays signed in on
 * the site.
 */
import type { SupabaseClient, User } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { supabaseAuthProvider } from 'ra-supabase';
import type { AuthProvider } from 'react-admin';
import { BLOCKED_ROUTE, consoleUserBlocked } from './blockedAccount.ts';
import { needsSecondFactor, SECOND_FACTOR_ROUTE } from './secondFactor.ts';
import { removeStoredSession } from '@lib/account/stored-session.ts';

export const ACCESS_DENIED = 'Access denied. Admin privileges required.';
export const SIGN_IN_REQUIRED = 'Please sign in to access this page';
/** The console route that tells a non-admin they are refused, then sends them to the site's dashboard. */
export const ACCESS_DENIED_ROUTE = '/not-an-admin';

/**
 * Whether the user is an admin who may use the console: a user_roles row with role admin (readable by its owner)
 * and a profile that is not blocked. The same rule as private.is_admin(), asked of the rows the user may read.
 */
export async function hasAdminRole(client: SupabaseClient<Database>, userId: string): Promise<boolean> {
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

/** `storageKey`: where the client keeps the shared session (sharedAuthOptions), removed on sign-out whatever the server says. */
export function adminAuthProvider(client: SupabaseClient<Database>, { storageKey }: { storageKey: string }): AuthProvider {
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
  // Whether the signed-in user is one this console refused: their session is the site's too, and stays.
  const refused = async () => {
    const { data } = await client.auth.getSession();
    const userId = data.session?.user.id;
    return userId !== undefined && verified.get(userId) === false;
  };
  // Local scope: ends the shared session in this browser (site and console); the person's other devices stay signed in.
  // supabase-js keeps the session when /logout fails (offline, a 5xx); Sign out must sign out all the same.
  const endSharedSession = async () => {
    verified.clear();
    const { error } = await client.auth.signOut({ scope: 'local' }).catch((failure: unknown) => ({ error: failure }));
    if (error) {
      console.warn('Signed out in this browser; the server could not be told:', error instanceof Error ? error.message : error);
      removeStoredSession(localStorage, storageKey);
    }
  };

  return {
    ...base,
    async login(params) {
      await base.login(params);
      const { data } = await client.auth.getUser();
      if (!data.user || !(await isAdmin(data.user.id))) return { redirectTo: ACCESS_DENIED_ROUTE };
      // Admin rights need the second factor: enrol or enter the code first (SecondFactorGate guards later visits).
      if (await needsSecondFactor(client)) return { redirectTo: SECOND_FACTOR_ROUTE };
      return undefined;
    },
    async logout() {
      // With requireAuth, a failed check renders react-admin's LogoutOnMount, which signs out and goes where this
      // answers, ignoring the check's own redirect: a refused user is sent back to the refusal, session kept.
      if (await refused()) return ACCESS_DENIED_ROUTE;
      await endSharedSession();
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
      if (userId && !(await isAdmin(userId))) throw { redirectTo: ACCESS_DENIED_ROUTE, message: false };
    },
  };
}
