/**
 * The browser's one supabase-js client, shared by every island on the page (import it; never call
 * createClient in an island). It carries the signed-in reader's session, kept in localStorage and refreshed
 * automatically, and only ever the anon key: secrets never reach the browser.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { sharedAuthOptions } from '@lib/account/shared-session.ts';

let client: SupabaseClient<Database> | undefined;

/**
 * The page's client, created on first use. A build without PUBLIC_SUPABASE_URL or PUBLIC_SUPABASE_ANON_KEY
 * fails here with supabase-js's own messages ("supabaseUrl is required.", "supabaseKey is required."),
 * so a misconfigured deployment names the missing setting instead of sending anonymous requests nowhere.
 */
export function browserClient(): SupabaseClient<Database> {
  if (client) return client;
  const url = import.meta.env.PUBLIC_SUPABASE_URL;
  const anonKey = import.meta.env.PUBLIC_SUPABASE_ANON_KEY;
  if (!url) throw new Error('supabaseUrl is required.');
  if (!anonKey) throw new Error('supabaseKey is required.');
  // The session is shared with the admin console on this origin: one configuration for both.
  client = createClient<Database>(url, anonKey, { auth: sharedAuthOptions(url) });
  return client;
}
