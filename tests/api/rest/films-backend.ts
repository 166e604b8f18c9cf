/**
 * The backend the REST protocol tests share: supabase/local with the films fixture schema loaded,
 * plus raw-HTTP helpers for header-level behaviour supabase-js does not expose.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { signJwt } from '../../../supabase/local/keys.ts';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../harness.ts';
import type { LocalConfig } from '../../../supabase/local/config.ts';

export const FILMS_FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/postgrest-films.sql');

export interface FilmsBackend extends TestBackend {
  /** fetch against /rest/v1 with the anon key unless `key` or an Authorization header is given. */
  rest(pathAndQuery: string, init?: RequestInit & { key?: string }): Promise<Response>;
  /** A JWT for a signed-in user (role authenticated) with a fresh id. */
  userToken(sub?: string, extra?: Record<string, unknown>): Promise<{ token: string; sub: string }>;
  sign(claims: Record<string, unknown>): Promise<string>;
  clientWithToken(token: string): SupabaseClient;
}

export async function startFilmsBackend(overrides: Partial<LocalConfig> = {}): Promise<FilmsBackend> {
  const backend = await startTestBackend({ sqlFiles: [FILMS_FIXTURE], ...overrides });
  const secret = backend.local.services.config.jwtSecret;
  const sign = (claims: Record<string, unknown>) => signJwt({ role: 'anon', ...claims } as never, secret);
  return {
    ...backend,
    sign,
    async rest(pathAndQuery, init = {}) {
      const { key, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (!headers.has('apikey')) headers.set('apikey', backend.anonKey);
      if (!headers.has('authorization')) headers.set('authorization', `Bearer ${key ?? backend.anonKey}`);
      if (rest.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
      return fetch(`${backend.url}/rest/v1${pathAndQuery}`, { ...rest, headers });
    },
    async userToken(sub = randomUUID(), extra = {}) {
      const now = Math.floor(Date.now() / 1000);
      const token = await sign({ role: 'authenticated', aud: 'authenticated', sub, iat: now, exp: now + 3600, ...extra });
      return { token, sub };
    },
    clientWithToken(token: string) {
      return clientForToken(backend.url, backend.anonKey, token);
    },
  };
}

function clientForToken(url: string, anonKey: string, token: string) {
  // supabase-js keeps an Authorization header given in global headers: a fixed token stands in for a session.
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}
