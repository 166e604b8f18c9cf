/**
 * Starts supabase/local for one API test file: random port, in-memory PGlite,
 * or a fresh database on the PostgreSQL server named by DATABASE_URL (dropped afterwards).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts';
import type { LocalConfig } from '../../supabase/local/config.ts';

export interface TestBackend {
  local: LocalSupabase;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** A client with the anon key and no session. */
  anon(): SupabaseClient;
  /** A client with the service-role key (bypasses RLS). */
  service(): SupabaseClient;
  /** Signs up a new user (e-mail derived from `name`) and returns a client holding their session. */
  newUser(name: string, metadata?: Record<string, unknown>): Promise<{ client: SupabaseClient; id: string; email: string; password: string }>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'correct-horse-battery';

export function clientFor(url: string, key: string): SupabaseClient {
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

export async function startTestBackend(overrides: Partial<LocalConfig> = {}): Promise<TestBackend> {
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `rd_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const local = await startLocalSupabase({
    port: 0,
    data: 'memory',
    storageDir: 'memory',
    databaseUrl,
    authRateLimit: { max: 1000, windowSeconds: 60 },
    verifyRateLimit: { max: 1000, windowSeconds: 60 },
    tokenRateLimit: { max: 1000, windowSeconds: 60 },
    mfaRateLimit: { max: 1000, windowSeconds: 60 },
    ...overrides,
  });
  const { anonKey, serviceRoleKey } = local.keys;
  let counter = 0;
  return {
    local,
    url: local.url,
    anonKey,
    serviceRoleKey,
    anon: () => clientFor(local.url, anonKey),
    service: () => clientFor(local.url, serviceRoleKey),
    async newUser(name, metadata = {}) {
      const email = `${name}.${Date.now().toString(36)}${counter++}@example.test`;
      const client = clientFor(local.url, anonKey);
      const { data, error } = await client.auth.signUp({
        email,
        password: TEST_PASSWORD,
        options: { data: { full_name: name, ...metadata } },
      });
      if (error || !data.user || !data.session) throw new Error(`sign-up of ${email} failed: ${error?.message}`);
      return { client, id: data.user.id, email, password: TEST_PASSWORD };
    },
    async close() {
      await local.close();
      await dropDatabase();
    },
  };
}
