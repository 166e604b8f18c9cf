/**
 * GoTrue's settings from supabase/config.toml, read the way the Supabase CLI hands them to GoTrue when
 * `supabase start` runs (the CLI's [auth] table to GOTRUE_* variables):
 *
 *   [auth] site_url, additional_redirect_urls   SITE_URL, URI_ALLOW_LIST
 *   [auth] jwt_expiry                           JWT_EXP
 *   [auth] refresh_token_reuse_interval         SECURITY_REFRESH_TOKEN_REUSE_INTERVAL
 *   [auth] enable_refresh_token_rotation        SECURITY_REFRESH_TOKEN_ROTATION_ENABLED
 *   [auth] enable_signup                        DISABLE_SIGNUP (negated)
 *   [auth] enable_anonymous_sign_ins            EXTERNAL_ANONYMOUS_USERS_ENABLED
 *   [auth] enable_manual_linking                SECURITY_MANUAL_LINKING_ENABLED
 *   [auth] minimum_password_length              PASSWORD_MIN_LENGTH
 *   [auth.email] enable_signup                  EXTERNAL_EMAIL_ENABLED (the e-mail provider as a whole)
 *   [auth.email] enable_confirmations           MAILER_AUTOCONFIRM (negated)
 *   [auth.email] secure_password_change         SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION
 *   [auth.email] double_confirm_changes         MAILER_SECURE_EMAIL_CHANGE_ENABLED
 *   [auth.mfa] max_enrolled_factors             MFA_MAX_ENROLLED_FACTORS
 *   [auth.mfa.totp] enroll_enabled, verify_enabled  MFA_TOTP_ENROLL_ENABLED, MFA_TOTP_VERIFY_ENABLED (the CLI's
 *                                               template has them off: a project turns TOTP on in its file)
 *   [auth.email] max_frequency                  SMTP_MAX_FREQUENCY: least time between two e-mails of a kind to one address
 *   [auth.rate_limit] sign_in_sign_ups          RATE_LIMIT_OTP: sign-ups, OTP and magic links, recovery, resend and
 *                                               PUT /user, per IP per 5 minutes
 *   [auth.rate_limit] token_refresh             RATE_LIMIT_TOKEN_REFRESH: POST /token (every grant), per IP per 5 minutes
 *   [auth.rate_limit] token_verifications       RATE_LIMIT_VERIFY: /verify, per IP per 5 minutes
 *   [auth.rate_limit] anonymous_users           RATE_LIMIT_ANONYMOUS_USERS: anonymous sign-ins, per IP per hour
 *   [auth.rate_limit] email_sent                RATE_LIMIT_EMAIL_SENT: e-mails per hour, for the whole instance, and only
 *                                               with a real SMTP server: with the local mailbox (Inbucket) the CLI
 *                                               sets it to 360000, so e-mails to the mailbox are not limited.
 *
 * Missing keys take the CLI's defaults. Pure: the caller reads the file (project-toml.ts).
 */
import { tomlSection, type TomlTable } from '../project-toml.ts';

export interface RateWindow {
  max: number;
  windowSeconds: number;
}

export interface TomlAuthSettings {
  siteUrl: string;
  redirectUrls: string[];
  jwtExpiry: number;
  refreshTokenReuseInterval: number;
  refreshTokenRotation: boolean;
  enableSignup: boolean;
  emailProvider: boolean;
  anonymousSignIns: boolean;
  manualLinking: boolean;
  minimumPasswordLength: number;
  confirmEmail: boolean;
  securePasswordChange: boolean;
  doubleConfirmChanges: boolean;
  /** Seconds; a Go duration in the file ("1s", "1m30s"). */
  emailMaxFrequency: number;
  authRateLimit: RateWindow;
  tokenRateLimit: RateWindow;
  verifyRateLimit: RateWindow;
  anonymousRateLimit: RateWindow;
  /** config.toml's email_sent per hour; applies when e-mail goes out through a real mail service. */
  emailSentPerHour: number;
  mfa: MfaSettings;
}

export interface MfaSettings {
  totpEnroll: boolean;
  totpVerify: boolean;
  maxEnrolledFactors: number;
}

/** What the CLI passes as GOTRUE_RATE_LIMIT_EMAIL_SENT when e-mail goes to its local mailbox. */
export const LOCAL_MAILBOX_EMAILS_PER_HOUR = 360000;

const FIVE_MINUTES = 300;
const HOUR = 3600;

function bool(table: TomlTable, key: string, fallback: boolean): boolean {
  const v = table[key];
  return typeof v === 'boolean' ? v : fallback;
}

function count(table: TomlTable, key: string, fallback: number): number {
  const v = table[key];
  const n = typeof v === 'bigint' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

function text(table: TomlTable, key: string, fallback: string): string {
  const v = table[key];
  return typeof v === 'string' && v !== '' ? v : fallback;
}

/** A Go duration as the CLI writes them ("1s", "60s", "1m30s", "500ms") in seconds; null when it is not one. */
export function durationSeconds(value: unknown): number | null {
  if (typeof value !== 'string' || !/^(\d+(\.\d+)?(h|m|s|ms))+$/.test(value)) return null;
  let seconds = 0;
  for (const [, n, , unit] of value.matchAll(/(\d+(\.\d+)?)(h|ms|m|s)/g)) {
    seconds += Number(n) * { h: 3600, m: 60, s: 1, ms: 0.001 }[unit as 'h' | 'm' | 's' | 'ms'];
  }
  return seconds;
}

export function authSettingsFromToml(root: TomlTable): TomlAuthSettings {
  const auth = tomlSection(root, 'auth');
  const email = tomlSection(root, 'auth.email');
  const limits = tomlSection(root, 'auth.rate_limit');
  const mfa = tomlSection(root, 'auth.mfa');
  const totp = tomlSection(root, 'auth.mfa.totp');
  const urls = auth.additional_redirect_urls;
  return {
    siteUrl: text(auth, 'site_url', 'http://127.0.0.1:3000'),
    redirectUrls: Array.isArray(urls) ? urls.filter((u): u is string => typeof u === 'string' && u !== '') : [],
    jwtExpiry: count(auth, 'jwt_expiry', 3600),
    refreshTokenReuseInterval: count(auth, 'refresh_token_reuse_interval', 10),
    refreshTokenRotation: bool(auth, 'enable_refresh_token_rotation', true),
    enableSignup: bool(auth, 'enable_signup', true),
    emailProvider: bool(email, 'enable_signup', true),
    anonymousSignIns: bool(auth, 'enable_anonymous_sign_ins', false),
    manualLinking: bool(auth, 'enable_manual_linking', false),
    minimumPasswordLength: count(auth, 'minimum_password_length', 6),
    confirmEmail: bool(email, 'enable_confirmations', false),
    securePasswordChange: bool(email, 'secure_password_change', false),
    doubleConfirmChanges: bool(email, 'double_confirm_changes', true),
    // GoTrue's own default when the key is missing: a minute.
    emailMaxFrequency: durationSeconds(email.max_frequency) ?? 60,
    authRateLimit: { max: count(limits, 'sign_in_sign_ups', 30), windowSeconds: FIVE_MINUTES },
    tokenRateLimit: { max: count(limits, 'token_refresh', 150), windowSeconds: FIVE_MINUTES },
    verifyRateLimit: { max: count(limits, 'token_verifications', 30), windowSeconds: FIVE_MINUTES },
    anonymousRateLimit: { max: count(limits, 'anonymous_users', 30), windowSeconds: HOUR },
    emailSentPerHour: count(limits, 'email_sent', 2),
    mfa: {
      totpEnroll: bool(totp, 'enroll_enabled', false),
      totpVerify: bool(totp, 'verify_enabled', false),
      maxEnrolledFactors: count(mfa, 'max_enrolled_factors', 10),
    },
  };
}
