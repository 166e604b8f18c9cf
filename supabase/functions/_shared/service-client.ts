/** The service-role client of a function (bypasses RLS), and its type for the modules it is handed to. */
import { createClient } from 'npm:@supabase/supabase-js@2';

export function serviceClient(supabaseUrl: string, serviceRoleKey: string) {
  return createClient(supabaseUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

export type ServiceClient = ReturnType<typeof serviceClient>;
