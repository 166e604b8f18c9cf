/**
 * config.toml's [auth] switches, and what a client sees when a feature is off: GoTrue's own status, error code
 * and message. `standard` runs with the project's config.toml (sign-ups on, anonymous sign-ins and manual linking
 * off); `closed` turns sign-ups and the e-mail provider off; `open` turns anonymous sign-ins and manual linking on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

let standard: TestBackend;
let closed: TestBackend;
let noEmail: TestBackend;
let open: TestBackend;
beforeAll(async () => {
  [standard, closed, noEmail, open] = await Promise.all([
    startTestBackend(),
    startTestBackend({ enableSignup: false }),
    startTestBackend({ emailProvider: false }),
    startTestBackend({ anonymousSignIns: true, manualLinking: true, minimumPasswordLength: 10, confirmEmail: true }),
  ]);
});
afterAll(() => Promise.all([standard, closed, noEmail, open].map((b) => b?.close())));

let n = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${n++}@example.test`;

async function settingsOf(b: TestBackend) {
  return (await fetch(`${b.url}/auth/v1/settings`, { headers: { apikey: b.anonKey } })).json();
}

describe('GET /settings reflects config.toml', () => {
  it('the project file: sign-ups open, anonymous sign-ins off, e-mail on and auto-confirmed', async () => {
    const body = await settingsOf(standard);
    expect(body).toMatchObject({ disable_signup: false, mailer_autoconfirm: true });
    expect(body.external).toMatchObject({ email: true, anonymous_users: false, google: false });
  });

  it('each switch shows up where GoTrue reports it', async () => {
    expect((await settingsOf(closed)).disable_signup).toBe(true);
    expect((await settingsOf(noEmail)).external.email).toBe(false);
    const o = await settingsOf(open);
    expect(o.external.anonymous_users).toBe(true);
    expect(o.mailer_autoconfirm).toBe(false);
  });
});

describe('sign-ups disabled', () => {
  it('sign-up and a magic link for a new address answer 422 signup_disabled; existing accounts still sign in', async () => {
    const client = closed.anon();
    const signUp = await client.auth.signUp({ email: uniqueEmail('ehud'), password: TEST_PASSWORD });
    expect(signUp.error).toMatchObject({ status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' });
    const otp = await client.auth.signInWithOtp({ email: uniqueEmail('shamgar') });
    expect(otp.error).toMatchObject({ status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' });

    const email = uniqueEmail('deborah');
    expect((await closed.service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true })).error).toBeNull();
    expect((await client.auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
  });
});

describe('e-mail provider disabled', () => {
  it('sign-up, password sign-in and recovery answer email_provider_disabled', async () => {
    const email = uniqueEmail('barak');
    expect((await noEmail.service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true })).error).toBeNull();
    const client = noEmail.anon();
    expect((await client.auth.signUp({ email: uniqueEmail('jael'), password: TEST_PASSWORD })).error).toMatchObject({
      status: 400,
      code: 'email_provider_disabled',
      message: 'Email signups are disabled',
    });
    expect((await client.auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toMatchObject({
      status: 422,
      code: 'email_provider_disabled',
      message: 'Email logins are disabled',
    });
    expect((await client.auth.resetPasswordForEmail(email)).error).toMatchObject({ status: 400, code: 'email_provider_disabled' });
  });
});

describe('anonymous sign-ins', () => {
  it('are refused with 422 anonymous_provider_disabled when config.toml leaves them off', async () => {
    const { data, error } = await standard.anon().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
  });

  it('when enabled, sign in an anonymous user with a session that reads its own user', async () => {
    const client = open.anon();
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { full_name: 'Stranger' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', identities: [], user_metadata: { full_name: 'Stranger' } });
    const { data: me } = await client.auth.getUser();
    expect(me.user?.id).toBe(data.user!.id);
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ role: 'authenticated', is_anonymous: true });
    expect(claims.amr[0].method).toBe('anonymous');
  });
});

describe('manual linking', () => {
  it('linkIdentity answers 404 manual_linking_disabled when config.toml leaves it off', async () => {
    const { client } = await standard.newUser('hannah');
    const { error } = await client.auth.linkIdentity({ provider: 'google' });
    expect(error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    const { data } = await client.auth.getUserIdentities();
    const unlink = await client.auth.unlinkIdentity(data!.identities[0]);
    expect(unlink.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
  });

  it('needs a signed-in user first, as GoTrue does', async () => {
    const res = await fetch(`${standard.url}/auth/v1/user/identities/authorize?provider=google&skip_http_redirect=true`, {
      headers: { apikey: standard.anonKey },
    });
    expect(res.status).toBe(401);
    expect((await res.json()).error_code).toBe('no_authorization');
  });

  it('when enabled, linking a provider that is not enabled is the provider error, and the last identity stays', async () => {
    const email = uniqueEmail('samuel');
    await open.service().auth.admin.createUser({ email, password: 'a-long-enough-password', email_confirm: true });
    const client = open.anon();
    expect((await client.auth.signInWithPassword({ email, password: 'a-long-enough-password' })).error).toBeNull();
    const { error } = await client.auth.linkIdentity({ provider: 'google' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unsupported provider: provider is not enabled' });
    const { data } = await client.auth.getUserIdentities();
    const unlink = await client.auth.unlinkIdentity(data!.identities[0]);
    expect(unlink.error).toMatchObject({
      status: 422,
      code: 'single_identity_not_deletable',
      message: 'User must have at least 1 identity after unlinking',
    });
  });
});

describe('id_token grant', () => {
  it('a provider that is not enabled answers 400 provider_disabled naming its issuer', async () => {
    const { error } = await standard.anon().auth.signInWithIdToken({ provider: 'google', token: 'header.payload.signature' });
    expect(error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    const apple = await standard.anon().auth.signInWithIdToken({ provider: 'apple', token: 'not-a-jwt' });
    expect(apple.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to detect issuer in ID token for Apple provider' });
  });

  it("a request without an id_token is GoTrue's OAuth error", async () => {
    const res = await fetch(`${standard.url}/auth/v1/token?grant_type=id_token`, {
      method: 'POST',
      headers: { apikey: standard.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'google' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid request', error_description: 'id_token required' });
  });

  it('a grant GoTrue does not know is its 400 "unsupported_grant_type"', async () => {
    const res = await fetch(`${standard.url}/auth/v1/token?grant_type=web3`, { method: 'POST', headers: { apikey: standard.anonKey } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'unsupported_grant_type' });
  });
});

describe('minimum_password_length', () => {
  it("sign-up refuses a shorter password with GoTrue's weak_password", async () => {
    const { error } = await clientFor(open.url, open.anonKey).auth.signUp({ email: uniqueEmail('eli'), password: 'nine-char' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 10 characters.' });
  });
});
