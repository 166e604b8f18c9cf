/**
 * The clients the data modules take. The signed-in reading pages hold a PostgREST-only client (reader-client.ts) and
 * the account pages supabase-js's (supabase-browser.ts); a module that only reads or writes tables asks for
 * `TableClient`, which both are, so either page can call it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';

/** Tables and views only. */
export type TableClient = Pick<SupabaseClient<Database>, 'from'>;

/** The whole browser client: tables, RPCs, storage and Edge Functions. */
export type BrowserClient = SupabaseClient<Database>;
