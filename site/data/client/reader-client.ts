/**
 * The signed-in pages' client (every page's header, the reading pages, /settings, /dashboard, /practice, /groups):
 * the shared session (reader-session.ts), PostgREST (rest-query.ts, requests as supabase-js's `from()` and `rpc()`
 * send them) and Edge Functions (functions-client.ts), about 3 KB gzip where supabase-js is 51. Only what those pages use:
 * `auth.getSession`, `auth.onAuthStateChange`, `auth.signOut`, `from()`, `rpc()` and `functions.invoke()`. What needs
 * more of supabase-js (changing the e-mail or password, the second factor, avatar files, signing in on /auth) loads
 * it on use (lazy-browser-client.ts); both keep one session. Row-level security decides what each request may do.
 */
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { sessionStorageKey } from '@lib/account/shared-session.ts';
import { readerSession, type ReaderSession, type ReaderSessionOptions } from '../../lib/reader-session.ts';
import type { FunctionsInvoker } from './functions-client.ts';
import { restClient } from './rest-query.ts';

/** What the signed-in reading code needs of a client: supabase-js's client has it too. */
export interface ReaderClient {
  auth: {
    getSession(): Promise<{ data: { session: Session | null } }>;
    signOut(options?: { scope?: 'global' | 'local' | 'others' }): Promise<{ error: unknown }>;
  };
  from: SupabaseClient<Database>['from'];
  rpc: SupabaseClient<Database>['rpc'];
  functions: FunctionsInvoker;
}

let client: ReturnType<typeof createReaderClient> | undefined;

/** The page's one reader client, created on first use; a build without the API's address or key fails here. */
export function readerClient(): ReturnType<typeof createReaderClient> {
  if (client) return client;
  const url = import.meta.env.PUBLIC_SUPABASE_URL;
  const anonKey = import.meta.env.PUBLIC_SUPABASE_ANON_KEY;
  if (!url) throw new Error('supabaseUrl is required.');
  if (!anonKey) throw new Error('supabaseKey is required.');
  client = createReaderClient({ url, anonKey, storageKey: sessionStorageKey(url) });
  return client;
}

/** A reader client for the API at `url` (tests pass their own storage). */
export function createReaderClient(options: ReaderSessionOptions): ReaderClient & { auth: ReaderSession } {
  const { url, anonKey } = options;
  const auth = readerSession(options);
  // As supabase-js's fetchWithAuth: the reader's access token (refreshed when due), else the anon key.
  const authorised: typeof fetch = async (input, init) => {
    const { data } = await auth.getSession();
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${data.session?.access_token ?? anonKey}`);
    return (options.fetch ?? fetch)(input, { ...init, headers });
  };
  // Typed as supabase-js's builders, which answer the same; rest-query.ts builds the calls the data modules make.
  const rest = restClient(new URL('rest/v1', url.endsWith('/') ? url : `${url}/`).href, authorised);
  return {
    auth,
    from: rest.from as unknown as SupabaseClient<Database>['from'],
    rpc: rest.rpc as unknown as SupabaseClient<Database>['rpc'],
    // Loaded on the first call: the reading pages never call a function.
    functions: {
      invoke: async (name, invokeOptions) => (await import('./functions-client.ts')).functionsClient(url, authorised).invoke(name, invokeOptions),
    } as FunctionsInvoker,
  };
}
