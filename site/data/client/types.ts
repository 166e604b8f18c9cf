/**
 * The clients the data modules take. The signed-in pages hold the light client (reader-client.ts: tables, RPCs, Edge
 * Functions and the session) and load supabase-js's (supabase-browser.ts) only for what needs it (auth changes, the
 * second factor, storage); a module that only reads or writes tables asks for `TableClient`, which both are.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import type { ReaderClient } from './reader-client.ts';

/** Tables and views only. */
export type TableClient = Pick<SupabaseClient<Database>, 'from'>;

/** The signed-in pages' light client: tables, RPCs, Edge Functions and the session. */
export type PageClient = ReaderClient;

/** The same for the modules that call tables and RPCs without the generated types. */
export type UntypedPageClient = Omit<ReaderClient, 'from' | 'rpc'> & Pick<SupabaseClient, 'from' | 'rpc'>;

/** The whole browser client: tables, RPCs, storage, Edge Functions and every auth call. */
export type BrowserClient = SupabaseClient<Database>;
