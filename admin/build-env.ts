/** What the console's build needs from its environment: the API URL and the anon key (never the service key). */
import { publicKeyError } from '../lib/api-keys/public-key.ts';

export const MISSING_API_SETTINGS =
  'The admin console needs PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY (or VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY) ' +
  'in .env or the environment to build (see .env.example); `npm start` sets them for its local API.';

/**
 * The build's error for an environment without the API settings, or with a key that must not be shipped to
 * browsers (lib/api-keys/public-key.ts), or null when the build may go ahead.
 */
export function apiSettingsError(env: Record<string, string | undefined>): string | null {
  const url = env.PUBLIC_SUPABASE_URL || env.VITE_SUPABASE_URL;
  const keyVariable = env.PUBLIC_SUPABASE_ANON_KEY ? 'PUBLIC_SUPABASE_ANON_KEY' : 'VITE_SUPABASE_ANON_KEY';
  const key = env[keyVariable];
  if (!url || !key) return MISSING_API_SETTINGS;
  return publicKeyError(keyVariable, key);
}
