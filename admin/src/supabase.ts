/**
 * The console's one supabase-js client: the API URL and the anon key, plus the session it shares with the reader
 * site on this origin (one sign-in for both).
 */
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { sharedAuthOptions } from '@lib/account/shared-session.ts';

import { supabaseAnonKey, supabaseUrl } from './apiSettings.ts';

export { supabaseAnonKey, supabaseUrl };

if (!supabaseUrl || !supabaseAnonKey) {
  // Say what to do instead of failing later with supabase-js's "supabaseUrl is required."
  throw new Error('The admin was built without PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY. Set them and rebuild.');
}

// The shared options never read a session from a console address: admin/index.html routes an e-mailed recovery
// link's tokens to #/set-password, where admin/src/auth/recovery/SetPasswordPage.tsx takes them (and asks for the
// authenticator's code before the new password); the client must not consume them.
export const supabase = createClient<Database>(supabaseUrl, supabaseAnonKey, { auth: sharedAuthOptions(supabaseUrl) });
