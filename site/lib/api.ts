/**
 * The build's view of the API: the anon key only, so the site contains exactly what the public may read.
 * Row-level security does the release gating (published, dated on or before today in the site time zone).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';

export interface ApiConfig {
  url: string;
  anonKey: string;
}

/** The API the build reads, or null when the build is not pointed at one (a content-free build). */
export function apiConfig(env: Record<string, string | undefined> = import.meta.env): ApiConfig | null {
  const url = env.PUBLIC_SUPABASE_URL;
  const anonKey = env.PUBLIC_SUPABASE_ANON_KEY;
  if (!url || !anonKey) return null;
  return { url: url.replace(/\/+$/, ''), anonKey };
}

let client: SupabaseClient<Database> | null | undefined;

/** One anon client per build; null when no API is configured. */
export function buildClient(): SupabaseClient<Database> | null {
  if (client !== undefined) return client;
  const config = apiConfig();
  if (!config) {
    console.warn('[site] PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_ANON_KEY not set: building without content.');
    client = null;
  } else {
    client = createClient<Database>(config.url, config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  }
  return client;
}
