/**
 * The build's one way to read the API: the anon key only, so the site contains exactly what the public may read
 * (row-level security does the release gating: published, dated on or before today in the site time zone). Every
 * loader reads through here: a read that fails in a way that may pass is sent again, a long table is read in pages,
 * and the site's time zone and today are read once per build, so every page, feed and data file agrees on them.
 * A failing API fails the build: publishing an empty or partial site by accident is worse than no deploy.
 */
import { createClient, type PostgrestSingleResponse, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { todayIn } from '@lib/dates.ts';
import { memoizedGets } from './memo-fetch.ts';
import { DEFAULT_TIME_ZONE } from '@lib/time-zone/schema.ts';

export interface ApiConfig {
  url: string;
  anonKey: string;
}

/**
 * The public settings the build reads, each by name. Never Vite's env object whole: Astro writes into a module that
 * reads it whole (or merely names it so in its text, comments included) the value of every environment variable whose
 * name the text contains, so the code, and with it every page's code hash for the incremental build
 * (docs/deploy.md), would change with the environment the build ran in.
 */
export function publicBuildEnv(): Record<string, string | undefined> {
  return {
    PUBLIC_SUPABASE_URL: import.meta.env.PUBLIC_SUPABASE_URL ?? process.env.PUBLIC_SUPABASE_URL,
    PUBLIC_SUPABASE_ANON_KEY: import.meta.env.PUBLIC_SUPABASE_ANON_KEY ?? process.env.PUBLIC_SUPABASE_ANON_KEY,
  };
}

/** The API the build reads, or null when the build is not pointed at one (a content-free build). */
export function apiConfig(env: Record<string, string | undefined> = publicBuildEnv()): ApiConfig | null {
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
      // A repeated read is answered from the first (./memo-fetch.ts).
      global: { fetch: memoizedGets() },
    });
  }
  return client;
}

/** What supabase-js answers a query or an RPC: the data, or an error with the HTTP status (0: no answer at all). */
type ApiReply<T> = PostgrestSingleResponse<T>;

/** Pauses before the second and third attempts of a read that failed in a way that may pass. */
export const RETRY_PAUSES_MS: readonly number[] = [500, 2000];

/** No answer, too many requests, or a server error (a restarting API, a full connection pool) may pass; a refusal will not. */
function mayPass(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}

/** Sends a read, and again after each pause while it fails in a way that may pass; answers the last reply. */
export async function withRetries<T>(send: () => PromiseLike<ApiReply<T>>, pauses: readonly number[] = RETRY_PAUSES_MS): Promise<ApiReply<T>> {
  let reply = await send();
  for (const pause of pauses) {
    if (!reply.error || !mayPass(reply.status)) break;
    await new Promise((resolve) => setTimeout(resolve, pause));
    reply = await send();
  }
  return reply;
}

/** One read the build needs: its data, or an error that stops the build naming `what`. */
export async function read<T>(what: string, send: () => PromiseLike<ApiReply<T>>, pauses?: readonly number[]): Promise<T> {
  const reply = await withRetries(send, pauses);
  if (reply.error) throw new Error(`Could not load ${what} from the API: ${reply.error.message}`);
  return reply.data;
}

// Hosted PostgREST caps a response at max_rows (1000 in supabase/config.toml); a ten-year archive needs pages.
export const PAGE_SIZE = 1000;

/** Every row of a read that may pass the API's row cap: pages (rows from–to) until a short one comes back. */
export async function readAll<Row>(what: string, page: (from: number, to: number) => PromiseLike<ApiReply<Row[]>>, pauses?: readonly number[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const batch = await read(what, () => page(from, from + PAGE_SIZE - 1), pauses);
    rows.push(...batch);
    if (batch.length < PAGE_SIZE) return rows;
  }
}

let timeZone: Promise<string> | undefined;

/** site_settings.timezone: the zone whose date decides what is released (the first install's default without an API). */
export function siteTimeZone(): Promise<string> {
  timeZone ??= (async () => {
    const api = buildClient();
    if (!api) return DEFAULT_TIME_ZONE;
    const settings = await read('the site settings', () => api.from('site_settings').select('timezone').maybeSingle());
    return settings?.timezone || DEFAULT_TIME_ZONE;
  })();
  return timeZone;
}

let today: Promise<string> | undefined;

/**
 * Today in the site's time zone as the release policy computes it (public.site_today()), read once: every page,
 * feed and data file of one build agrees on the day, even when the build runs across midnight.
 */
export function siteToday(): Promise<string> {
  today ??= (async () => {
    const api = buildClient();
    if (!api) return todayIn(await siteTimeZone());
    return read("the site's date", () => api.rpc('site_today'));
  })();
  return today;
}
