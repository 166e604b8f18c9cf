/** What the console's build needs from its environment: the API URL and the anon key (never the service key). */

export const MISSING_API_SETTINGS =
  'The admin console needs PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY (or VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY) ' +
  'in .env or the environment to build (see .env.example); `npm start` sets them for its local API.';

/** The build's error for an environment without the API settings, or null when both are there. */
export function apiSettingsError(env: Record<string, string | undefined>): string | null {
  const url = env.PUBLIC_SUPABASE_URL || env.VITE_SUPABASE_URL;
  const key = env.PUBLIC_SUPABASE_ANON_KEY || env.VITE_SUPABASE_ANON_KEY;
  return url && key ? null : MISSING_API_SETTINGS;
}
