/** Configuration of the local Supabase stand-in, from the command line or the caller. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { readProjectToml } from './project-toml.ts';
import { emailTemplatesFromToml, type EmailTemplates } from './auth/email-templates.ts';
import { authSettingsFromToml, LOCAL_MAILBOX_EMAILS_PER_HOUR, type MfaSettings } from './auth/toml-settings.ts';
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
  /** With data 'memory': a migrated data-directory archive to start from (db/snapshot.ts); tests only. */
  dataSnapshot?: string;
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
  /**
   * [auth] enable_refresh_token_rotation (GoTrue's REFRESH_TOKEN_ROTATION_ENABLED): whether a token reused past the
   * reuse interval revokes its whole session (true) or only fails itself (false). Each refresh issues a new token either way.
   */
  refreshTokenRotation: boolean;
  /** When false (the local default) sign-up returns a session at once. */
  confirmEmail: boolean;
  /**
   * Sign-ups, magic links and OTPs, recovery, resend and PUT /user allowed per IP (and per e-mail address) in the
   * window (config.toml sign_in_sign_ups). Password sign-in is a /token request: see tokenRateLimit.
   */
  authRateLimit: { max: number; windowSeconds: number };
  /** /verify requests per IP, and failed verifications per code, in the window (config.toml token_verifications). */
  verifyRateLimit: { max: number; windowSeconds: number };
  /** POST /token requests (every grant, password sign-in included) per IP in the window (config.toml token_refresh). */
  tokenRateLimit: { max: number; windowSeconds: number };
  /** Anonymous sign-ins per IP in the window (config.toml anonymous_users, per hour). */
  anonymousRateLimit: { max: number; windowSeconds: number };
  /**
   * E-mails sent by the whole server in the window when confirmations are on (GoTrue's RATE_LIMIT_EMAIL_SENT).
   * config.toml's email_sent when e-mail goes out for real; unlimited in effect with the local mailbox, as `supabase start`.
   */
  emailRateLimit: { max: number; windowSeconds: number };
  /** [auth] enable_signup: false refuses new users ("Signups not allowed for this instance"). */
  enableSignup: boolean;
  /** [auth.email] enable_signup: the e-mail provider itself (sign-up and sign-in with an e-mail address). */
  emailProvider: boolean;
  /** config.toml's [auth.email.template.*]: the subjects and bodies of the auth e-mails the mailbox receives. */
  emailTemplates: EmailTemplates;
  /** [auth] enable_anonymous_sign_ins. */
  anonymousSignIns: boolean;
  /** [auth] enable_manual_linking (/user/identities). */
  manualLinking: boolean;
  /** [auth] minimum_password_length. */
  minimumPasswordLength: number;
  /** [auth.email] secure_password_change: a password change needs a nonce from /reauthenticate unless signed in recently. */
  securePasswordChange: boolean;
  /**
   * GoTrue's update_password_require_current_password: a password change must carry `current_password` (except in a
   * recovery session, or for an account without a password). The CLI's config.toml has no key for it and hosted
   * Supabase sets it in the dashboard, so it is off here unless asked for: `npm start` and the test stacks turn it on
   * as production does (docs/deploy.md), `npm run backend -- --require-current-password` too.
   */
  updatePasswordRequireCurrentPassword: boolean;
  /**
   * [auth.email] max_frequency in seconds: least time between two e-mails of a kind (confirmation, recovery or
   * magic link, e-mail change) to one address (auth/email-frequency.ts).
   */
  emailMaxFrequency: number;
  /** [auth.email] double_confirm_changes (GoTrue's secure e-mail change): an e-mail change is confirmed from both addresses. */
  doubleConfirmChanges: boolean;
  /** [auth.mfa] max_enrolled_factors and [auth.mfa.totp] enroll_enabled / verify_enabled. */
  mfa: MfaSettings;
  /**
   * MFA challenges, and separately verifications, per IP in the window. GoTrue's default refills 15 a minute with a
   * burst of 30 (a token bucket); a sliding window of 30 per two minutes gives the same burst and the same long-run rate.
   */
  mfaRateLimit: { max: number; windowSeconds: number };
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

/**
 * Built-in defaults, then supabase/config.toml (auth settings and limits), then the environment
 * (JWT_SECRET, SITE_URL, AUTH_CONFIRM_EMAIL), then `overrides` (CLI flags, tests' own stacks).
 */
export function defaultConfig(overrides: Partial<LocalConfig> = {}): LocalConfig {
  const data = overrides.data ?? path.join(PROJECT_ROOT, '.data/db');
  const toml = readProjectToml(path.join(PROJECT_ROOT, 'supabase/config.toml'));
  const auth = authSettingsFromToml(toml);
  const mailbox = overrides.mailbox ?? process.env.NODE_ENV !== 'production';
  const confirmEnv = process.env.AUTH_CONFIRM_EMAIL;
  return {
    port: 54321,
    host: '127.0.0.1',
    data,
    sqlFiles: [],
    jwtSecret: process.env.JWT_SECRET || DEFAULT_JWT_SECRET,
    jwtExpiry: auth.jwtExpiry,
    refreshTokenReuseInterval: auth.refreshTokenReuseInterval,
    refreshTokenRotation: auth.refreshTokenRotation,
    siteUrl: process.env.SITE_URL || auth.siteUrl,
    redirectUrls: [...auth.redirectUrls],
    confirmEmail: confirmEnv === 'true' || confirmEnv === 'false' ? confirmEnv === 'true' : auth.confirmEmail,
    authRateLimit: auth.authRateLimit,
    verifyRateLimit: auth.verifyRateLimit,
    tokenRateLimit: auth.tokenRateLimit,
    anonymousRateLimit: auth.anonymousRateLimit,
    emailRateLimit: { max: mailbox ? LOCAL_MAILBOX_EMAILS_PER_HOUR : auth.emailSentPerHour, windowSeconds: 3600 },
    enableSignup: auth.enableSignup,
    emailProvider: auth.emailProvider,
    emailTemplates: emailTemplatesFromToml(toml, PROJECT_ROOT),
    anonymousSignIns: auth.anonymousSignIns,
    manualLinking: auth.manualLinking,
    minimumPasswordLength: auth.minimumPasswordLength,
    securePasswordChange: auth.securePasswordChange,
    updatePasswordRequireCurrentPassword: false,
    doubleConfirmChanges: auth.doubleConfirmChanges,
    mfa: { ...auth.mfa },
    mfaRateLimit: { max: 30, windowSeconds: 120 },
    emailMaxFrequency: auth.emailMaxFrequency,
    maxBodyBytes: { rest: 16 * MIB, auth: 1 * MIB, functions: 16 * MIB },
    storageFileSizeLimit: 50 * MIB,
    roleSettings: {},
    mailbox,
    migrationsDir: path.join(PROJECT_ROOT, 'supabase/migrations'),
    functionsDir: path.join(PROJECT_ROOT, 'supabase/functions'),
    storageDir: data === 'memory' ? 'memory' : path.join(path.dirname(data), 'storage'),
    functionEnv: {},
    rest: restSettingsFromToml(path.join(PROJECT_ROOT, 'supabase/config.toml')),
    ...overrides,
  };
}
