/**
 * GoTrue's flows as supabase-js drives them against supabase/local: sign-up, sign-in, refresh-token
 * rotation, sign-out, token checks, and password recovery through the local mailbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { clientFor, startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

let n = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${n++}@example.test`;

async function rawAuth(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.anonKey);
  headers.set('authorization', `Bearer ${init.token ?? backend.anonKey}`);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${backend.url}/auth/v1${path}`, { ...init, headers });
}

describe('sign-up', () => {
  it('returns a session and the user in GoTrue shape when confirmations are off', async () => {
    const email = uniqueEmail('ruth');
    const { data, error } = await backend.anon().auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { full_name: 'Ruth Moabite' } },
    });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    expect(data.session?.refresh_token).toMatch(/^\S{12,}$/);
    const user = data.user!;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ruth Moabite' },
      is_anonymous: false,
    });
    expect(user.email_confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(user.confirmed_at).toBe(user.email_confirmed_at);
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ provider: 'email', id: user.id, user_id: user.id, identity_data: { email, sub: user.id } });

    const [, payload] = data.session!.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email,
      iss: `${backend.url}/auth/v1`,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ruth Moabite' },
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr[0].method).toBe('password');
  });

  it('refuses a second sign-up with the same address with "User already registered"', async () => {
    const email = uniqueEmail('naomi');
    await backend.anon().auth.signUp({ email, password: TEST_PASSWORD });
    const { data, error } = await backend.anon().auth.signUp({ email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(data.user).toBeNull();
    expect(error?.message).toBe('User already registered');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
  });

  it("refuses a short password with GoTrue's weak_password error", async () => {
    const { error } = await backend.anon().auth.signUp({ email: uniqueEmail('boaz'), password: '12345' });
    expect(error?.message).toBe('Password should be at least 6 characters.');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect((error as any).reasons).toEqual(['length']);
  });

  it('refuses an invalid e-mail address', async () => {
    const { error } = await backend.anon().auth.signUp({ email: 'not-an-email', password: TEST_PASSWORD });
    expect(error?.message).toBe('Unable to validate email address: invalid format');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
  });

  it('renders the legacy error body for clients that send no API version', async () => {
    const res = await rawAuth('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'whatever-it-is' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBeNull();
    expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('renders the 2024-01-01 error body for clients that ask for it', async () => {
    const res = await rawAuth('/token?grant_type=password', {
      method: 'POST',
      headers: { 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'whatever-it-is' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });
});

describe('sign-in', () => {
  it("signs in with the right password and refuses a wrong one with GoTrue's message", async () => {
    const { email } = await backend.newUser('eli');
    const client = backend.anon();
    const wrong = await client.auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(wrong.data.session).toBeNull();
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');

    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail('ghost'), password: TEST_PASSWORD });
    expect(unknown.error?.message).toBe('Invalid login credentials');

    const right = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(right.error).toBeNull();
    expect(right.data.user?.email).toBe(email);
    expect(right.data.user?.last_sign_in_at).toBeTruthy();
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(email);
  });
});

describe('refresh tokens', () => {
  it('rotate: a refresh issues a new token; the old one retried gets that same active token back', async () => {
    const { client } = await backend.newUser('samuel');
    const { data: before } = await client.auth.getSession();
    const oldToken = before.session!.refresh_token;

    const { data: refreshed, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(refreshed.session!.refresh_token).not.toBe(oldToken);
    expect(refreshed.session!.user.id).toBe(before.session!.user.id);

    // GoTrue's rule for a client that lost the answer; refusal past the reuse interval is in refresh-reuse.test.ts.
    const reuse = await backend.anon().auth.refreshSession({ refresh_token: oldToken });
    expect(reuse.error).toBeNull();
    expect(reuse.data.session!.refresh_token).toBe(refreshed.session!.refresh_token);
  });

  it('an unknown refresh token is "Refresh Token Not Found"', async () => {
    const { error } = await backend.anon().auth.refreshSession({ refresh_token: 'no-such-token-anywhere' });
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    expect(error?.code).toBe('refresh_token_not_found');
  });
});

describe('sign-out', () => {
  it('revokes the session: its refresh token fails and its access token no longer loads the user', async () => {
    const { client } = await backend.newUser('hannah');
    const { data } = await client.auth.getSession();
    const { access_token, refresh_token } = data.session!;

    const { error } = await client.auth.signOut();
    expect(error).toBeNull();

    const refresh = await backend.anon().auth.refreshSession({ refresh_token });
    expect(refresh.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');

    const res = await rawAuth('/user', { token: access_token, headers: { 'x-supabase-api-version': '2024-01-01' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
  });

  it('scope=local ends only this session; scope=global ends them all', async () => {
    const { email, client: first } = await backend.newUser('deborah');
    const second = backend.anon();
    await second.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const third = backend.anon();
    await third.auth.signInWithPassword({ email, password: TEST_PASSWORD });

    await first.auth.signOut({ scope: 'local' });
    expect((await second.auth.getUser()).error).toBeNull();

    await second.auth.signOut({ scope: 'global' });
    const { data } = await third.auth.getSession();
    const refresh = await backend.anon().auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(refresh.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });
});

describe('access tokens', () => {
  const secret = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long');

  async function tamperedAndExpired() {
    const { client, id } = await backend.newUser('jonah');
    const { data } = await client.auth.getSession();
    const [h, p, s] = data.session!.access_token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = [h, Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url'), s].join('.');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
    return { tampered, expired, id };
  }

  it("GET /auth/v1/user refuses a tampered and an expired JWT with GoTrue's bad_jwt (403, as GoTrue answers)", async () => {
    const { tampered, expired } = await tamperedAndExpired();
    for (const token of [tampered, expired]) {
      const res = await rawAuth('/user', { token });
      expect(res.status).toBe(403);
      const body = await res.json();
      expect(body.error_code).toBe('bad_jwt');
      expect(body.msg).toMatch(/^invalid JWT: unable to parse or verify signature, /);
    }
    const { data, error } = await backend.anon().auth.getUser(expired);
    expect(data.user).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
  });

  it('GET /auth/v1/user without a Bearer token is 401 no_authorization', async () => {
    const res = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, error_code: 'no_authorization', msg: 'This endpoint requires a valid Bearer token' });
  });

  it('/rest/v1 refuses a tampered and an expired JWT with 401 (PostgREST)', async () => {
    const { tampered, expired } = await tamperedAndExpired();
    for (const token of [tampered, expired]) {
      const res = await fetch(`${backend.url}/rest/v1/profiles?select=id`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
    }
  });
});

describe('update user', () => {
  it('changes the password and merges metadata', async () => {
    const { client, email } = await backend.newUser('miriam', { city: 'Hazeroth' });
    const { data, error } = await client.auth.updateUser({
      password: 'a-brand-new-password',
      current_password: TEST_PASSWORD,
      data: { timbrel: true, city: null },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'miriam', timbrel: true });
    expect(data.user?.user_metadata).not.toHaveProperty('city');

    const same = await client.auth.updateUser({ password: 'a-brand-new-password', current_password: 'a-brand-new-password' });
    expect(same.error?.code).toBe('same_password');

    const old = await backend.anon().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(old.error?.message).toBe('Invalid login credentials');
    const fresh = await backend.anon().auth.signInWithPassword({ email, password: 'a-brand-new-password' });
    expect(fresh.error).toBeNull();
  });
});

describe('password recovery', () => {
  it('mails a link that signs the user in and lets them set a new password', async () => {
    const { email } = await backend.newUser('lydia');
    const redirectTo = 'http://localhost:4321/account/reset-password/';
    const { data, error } = await backend.anon().auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const listed = await (await fetch(`${backend.url}/mailbox?to=${encodeURIComponent(email)}`)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ to: email, subject: 'Reset your Reformed Devotionals password', type: 'recovery' });
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(listed[0].text)![0];
    expect(link).toBe(listed[0].link);
    const linkUrl = new URL(link);
    expect(linkUrl.searchParams.get('type')).toBe('recovery');
    expect(linkUrl.searchParams.get('redirect_to')).toBe(redirectTo);

    const landing = await fetch(link, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    const location = new URL(landing.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const client = backend.anon();
    const set = await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect(set.error).toBeNull();
    const { data: me } = await client.auth.getUser();
    expect(me.user?.email).toBe(email);
    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    expect((await backend.anon().auth.signInWithPassword({ email, password: 'recovered-password' })).error).toBeNull();

    // The link is single-use.
    const again = await fetch(link, { redirect: 'manual' });
    const failed = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
    expect(failed.get('error')).toBe('access_denied');
    expect(failed.get('error_code')).toBe('otp_expired');
    expect(failed.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('answers 200 {} for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('stranger');
    const { data, error } = await backend.anon().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(backend.local.mailbox.for(email)).toHaveLength(0);
  });

  it('the e-mailed six-digit code verifies through POST /verify', async () => {
    const { email } = await backend.newUser('phoebe');
    await backend.anon().auth.resetPasswordForEmail(email);
    const mail = backend.local.mailbox.for(email).at(-1)!;
    const client = backend.anon();
    const wrong = await client.auth.verifyOtp({ email, token: '000000' === mail.otp ? '111111' : '000000', type: 'recovery' });
    expect(wrong.error?.message).toBe('Token has expired or is invalid');
    expect(wrong.error?.status).toBe(403);
    const { data, error } = await client.auth.verifyOtp({ email, token: mail.otp!, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('the mailbox has an HTML view with clickable links', async () => {
    const { email } = await backend.newUser('dorcas');
    await backend.anon().auth.resetPasswordForEmail(email);
    const res = await fetch(`${backend.url}/mailbox?to=${encodeURIComponent(email)}`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Reset your Reformed Devotionals password');
    expect(html).toMatch(/<a href="http:\/\/[^"]+\/auth\/v1\/verify\?token=[0-9a-f]{64}&amp;type=recovery/);
  });
});

describe('PKCE', () => {
  it('a recovery link redirects with ?code= that the client exchanges for a session', async () => {
    const { email } = await backend.newUser('priscilla');
    const client = (await import('@supabase/supabase-js')).createClient(backend.url, backend.anonKey, {
      auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, storage: memoryStorage() },
    });
    await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:4321/reset/' });
    const mail = backend.local.mailbox.for(email).at(-1)!;
    const landing = await fetch(mail.link!, { redirect: 'manual' });
    const code = new URL(landing.headers.get('location')!).searchParams.get('code');
    expect(code).toBeTruthy();
    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });
});

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

export { clientFor };
