/** The service-role client of a function (bypasses RLS), and its type for the modules it is handed to. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';

export type ServiceClient = SupabaseClient<Database>;

export function serviceClient(supabaseUrl: string, serviceRoleKey: string): ServiceClient {
  return createClient<Database>(supabaseUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
}
