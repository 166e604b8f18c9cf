/**
 * The one supabase-js auth configuration of the browser: the reader site and the admin console run on one origin
 * and keep one session, so signing in on either signs into both and signing out of either ends both.
 * Both clients must agree on where the session lives; the key is supabase-js's own default for the API address
 * (sb-<first label of the host>-auth-token), so readers already signed in stay signed in.
 */
import { acceptsSessionFromUrl } from './session-from-url.ts';

/** Where supabase-js keeps the session in localStorage for the API at `supabaseUrl`. */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** The `auth` options every browser client of the site and the console is created with. */
export function sharedAuthOptions(supabaseUrl: string) {
  return {
    persistSession: true,
    autoRefreshToken: true,
    storageKey: sessionStorageKey(supabaseUrl),
    // Only the pages Supabase Auth returns to read a session from the address (login CSRF; see session-from-url).
    // The console is never one of them: its start-up script routes a recovery link's tokens to #/set-password.
    detectSessionInUrl: (url: URL, params: Record<string, string>) => acceptsSessionFromUrl(url.pathname, params),
  };
}
