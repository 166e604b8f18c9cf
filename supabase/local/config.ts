/** Configuration of the local Supabase stand-in, from the command line or the caller. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { restSettingsFromToml, type RestSettings } from './rest/rest-settings.ts';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Supabase CLI's well-known local JWT secret: with it, the anon and service keys match `supabase start`. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

const MIB = 1024 * 1024;

export interface LocalConfig {
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** PGlite data directory or 'memory'. */
  data: string;
  databaseUrl?: string;
  /** Extra SQL files applied after the migrations, in order. */
  sqlFiles: string[];
  jwtSecret: string;
  /** Access token lifetime in seconds (GoTrue's JWT_EXP). */
  jwtExpiry: number;
  /** Where auth e-mail links send people back to (GoTrue's SITE_URL). */
  siteUrl: string;
  /** Extra redirect URLs allowed besides siteUrl. */
  redirectUrls: string[];
  /** Seconds a rotated refresh token stays usable (GoTrue's REFRESH_TOKEN_REUSE_INTERVAL). */
  refreshTokenReuseInterval: number;
  /** When false (the local default) sign-up returns a session at once. */
  confirmEmail: boolean;
  /** Sign-in, sign-up and recovery requests allowed per address and per IP in the window. */
  authRateLimit: { max: number; windowSeconds: number };
  /** /verify requests per IP, and failed verifications per code, in the window (config.toml token_verifications). */
  verifyRateLimit: { max: number; windowSeconds: number };
  /**
   * Largest request body each API accepts, in bytes (413 past it). Storage uploads are bounded by the
   * bucket's file_size_limit, and never more than `storageFileSizeLimit`.
   */
  maxBodyBytes: { rest: number; auth: number; functions: number };
  /**
   * Settings applied per API role over the database's own (`alter role anon set statement_timeout = '3s'`),
   * e.g. { anon: { statement_timeout: '1s' } }.
   */
  roleSettings: Record<string, Record<string, string>>;
  /**
   * Serve the local mailbox at /mailbox (to this machine only). Off in production-like use
   * (NODE_ENV=production or `--no-mailbox`), where e-mails must go out through a real mail service.
   */
  mailbox: boolean;
  /** Storage's global FILE_SIZE_LIMIT (config.toml `[storage] file_size_limit`). */
  storageFileSizeLimit: number;
  migrationsDir: string;
  functionsDir: string;
  /** Where storage object bytes live: a directory, or 'memory'. */
  storageDir: string;
  /** Environment handed to functions (Deno.env on hosted Supabase). */
  functionEnv: Record<string, string>;
  /** PostgREST's settings: exposed schemas and max_rows from config.toml `[api]`, aggregates on/off. */
  rest: RestSettings;
}

export function defaultConfig(overrides: Partial<LocalConfig> = {}): LocalConfig {
  const data = overrides.data ?? path.join(PROJECT_ROOT, '.data/db');
  return {
    port: 54321,
    host: '127.0.0.1',
    data,
    sqlFiles: [],
    jwtSecret: process.env.JWT_SECRET || DEFAULT_JWT_SECRET,
    jwtExpiry: 3600,
    refreshTokenReuseInterval: 10,
    siteUrl: process.env.SITE_URL || 'http://localhost:4321',
    redirectUrls: [],
    confirmEmail: process.env.AUTH_CONFIRM_EMAIL === 'true',
    authRateLimit: { max: 30, windowSeconds: 300 },
    verifyRateLimit: { max: 30, windowSeconds: 300 },
    maxBodyBytes: { rest: 16 * MIB, auth: 1 * MIB, functions: 16 * MIB },
    storageFileSizeLimit: 50 * MIB,
    roleSettings: {},
    mailbox: process.env.NODE_ENV !== 'production',
    migrationsDir: path.join(PROJECT_ROOT, 'supabase/migrations'),
    functionsDir: path.join(PROJECT_ROOT, 'supabase/functions'),
    storageDir: data === 'memory' ? 'memory' : path.join(path.dirname(data), 'storage'),
    functionEnv: {},
    rest: restSettingsFromToml(path.join(PROJECT_ROOT, 'supabase/config.toml')),
    ...overrides,
  };
}
