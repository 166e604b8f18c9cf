import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'smol-toml';
import { authSettingsFromToml, LOCAL_MAILBOX_EMAILS_PER_HOUR } from './toml-settings.ts';
import { readProjectToml, type TomlTable } from '../project-toml.ts';
import { defaultConfig, PROJECT_ROOT } from '../config.ts';

const toml = (text: string) => parse(text) as TomlTable;

describe('authSettingsFromToml', () => {
  it('maps [auth], [auth.email] and [auth.rate_limit] as the Supabase CLI hands them to GoTrue', () => {
    const s = authSettingsFromToml(
      toml(`
[auth]
site_url = "https://church.example"
additional_redirect_urls = ["https://church.example/auth", "https://church.example/**"]
jwt_expiry = 600
refresh_token_reuse_interval = 0
enable_refresh_token_rotation = false
enable_signup = false
enable_anonymous_sign_ins = true
enable_manual_linking = true
minimum_password_length = 12

[auth.email]
enable_signup = false
enable_confirmations = true
secure_password_change = true
double_confirm_changes = false
max_frequency = "1m30s"

[auth.rate_limit]
email_sent = 5
sign_in_sign_ups = 40
token_refresh = 200
token_verifications = 50
anonymous_users = 7

[auth.mfa]
max_enrolled_factors = 3

[auth.mfa.totp]
enroll_enabled = true
verify_enabled = false
`),
    );
    expect(s).toEqual({
      siteUrl: 'https://church.example',
      redirectUrls: ['https://church.example/auth', 'https://church.example/**'],
      jwtExpiry: 600,
      refreshTokenReuseInterval: 0,
      refreshTokenRotation: false,
      enableSignup: false,
      emailProvider: false,
      anonymousSignIns: true,
      manualLinking: true,
      minimumPasswordLength: 12,
      confirmEmail: true,
      securePasswordChange: true,
      doubleConfirmChanges: false,
      emailMaxFrequency: 90,
      authRateLimit: { max: 40, windowSeconds: 300 },
      tokenRateLimit: { max: 200, windowSeconds: 300 },
      verifyRateLimit: { max: 50, windowSeconds: 300 },
      anonymousRateLimit: { max: 7, windowSeconds: 3600 },
      emailSentPerHour: 5,
      mfa: { totpEnroll: true, totpVerify: false, maxEnrolledFactors: 3 },
    });
  });

  it("takes the CLI's defaults for what the file leaves out", () => {
    const s = authSettingsFromToml({});
    expect(s).toMatchObject({
      jwtExpiry: 3600,
      refreshTokenReuseInterval: 10,
      refreshTokenRotation: true,
      enableSignup: true,
      emailProvider: true,
      anonymousSignIns: false,
      manualLinking: false,
      minimumPasswordLength: 6,
      confirmEmail: false,
      doubleConfirmChanges: true,
      emailMaxFrequency: 60,
      authRateLimit: { max: 30, windowSeconds: 300 },
      tokenRateLimit: { max: 150, windowSeconds: 300 },
      verifyRateLimit: { max: 30, windowSeconds: 300 },
      emailSentPerHour: 2,
      mfa: { totpEnroll: false, totpVerify: false, maxEnrolledFactors: 10 },
    });
  });

  it('ignores values of the wrong type', () => {
    const s = authSettingsFromToml(toml('[auth]\nenable_signup = "no"\njwt_expiry = -5\nadditional_redirect_urls = "x"\n'));
    expect(s).toMatchObject({ enableSignup: true, jwtExpiry: 3600, redirectUrls: [] });
    expect(authSettingsFromToml(toml('[auth.email]\nmax_frequency = "soon"\n')).emailMaxFrequency).toBe(60);
  });

  it('reads max_frequency as the Go duration the CLI writes', () => {
    const frequency = (v: string) => authSettingsFromToml(toml(`[auth.email]\nmax_frequency = "${v}"\n`)).emailMaxFrequency;
    expect([frequency('1s'), frequency('60s'), frequency('2m'), frequency('1h'), frequency('500ms')]).toEqual([1, 60, 120, 3600, 0.5]);
  });
});

describe('defaultConfig', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reads the project's supabase/config.toml", () => {
    const file = authSettingsFromToml(readProjectToml(path.join(PROJECT_ROOT, 'supabase/config.toml')));
    vi.stubEnv('AUTH_CONFIRM_EMAIL', '');
    vi.stubEnv('SITE_URL', '');
    const config = defaultConfig({ data: 'memory' });
    expect(config).toMatchObject({
      siteUrl: file.siteUrl,
      redirectUrls: file.redirectUrls,
      enableSignup: file.enableSignup,
      anonymousSignIns: file.anonymousSignIns,
      manualLinking: file.manualLinking,
      confirmEmail: file.confirmEmail,
      authRateLimit: file.authRateLimit,
      tokenRateLimit: file.tokenRateLimit,
      verifyRateLimit: file.verifyRateLimit,
      mfa: { totpEnroll: true, totpVerify: true, maxEnrolledFactors: 10 },
      emailMaxFrequency: file.emailMaxFrequency,
    });
    expect(config.redirectUrls.length).toBeGreaterThan(0);
  });

  it('lets the environment and explicit overrides win over the file', () => {
    vi.stubEnv('AUTH_CONFIRM_EMAIL', 'true');
    vi.stubEnv('SITE_URL', 'http://site.example:8080');
    expect(defaultConfig({ data: 'memory' })).toMatchObject({ confirmEmail: true, siteUrl: 'http://site.example:8080' });
    expect(defaultConfig({ data: 'memory', confirmEmail: false, enableSignup: false })).toMatchObject({ confirmEmail: false, enableSignup: false });
  });

  it('does not limit e-mails to the local mailbox, as `supabase start` does not; without it, email_sent applies', () => {
    const file = authSettingsFromToml(readProjectToml(path.join(PROJECT_ROOT, 'supabase/config.toml')));
    expect(defaultConfig({ data: 'memory', mailbox: true }).emailRateLimit).toEqual({ max: LOCAL_MAILBOX_EMAILS_PER_HOUR, windowSeconds: 3600 });
    expect(defaultConfig({ data: 'memory', mailbox: false }).emailRateLimit).toEqual({ max: file.emailSentPerHour, windowSeconds: 3600 });
  });

  it('hands each server its own redirect list', () => {
    const a = defaultConfig({ data: 'memory' });
    a.redirectUrls.push('http://elsewhere.example/**');
    expect(defaultConfig({ data: 'memory' }).redirectUrls).not.toContain('http://elsewhere.example/**');
  });
});
