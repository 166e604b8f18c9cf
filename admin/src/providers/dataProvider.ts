/** react-admin's data layer over the same REST API the site uses (PostgREST grammar via ra-supabase). */
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseDataProvider } from 'ra-supabase';

export function adminDataProvider(client: SupabaseClient, url: string, anonKey: string) {
  return supabaseDataProvider({ instanceUrl: url, apiKey: anonKey, supabaseClient: client });
}
