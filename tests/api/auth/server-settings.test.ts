/** What the auth server offers and refuses: settings, OAuth providers, admin endpoints. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

let n = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${n++}@example.test`;

describe('settings and providers', () => {
  it('GET /settings describes e-mail sign-in only, auto-confirmed locally', async () => {
    const res = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey } });
    const body = await res.json();
    expect(body).toMatchObject({ disable_signup: false, mailer_autoconfirm: true, phone_autoconfirm: false, sms_provider: '', saml_enabled: false });
    expect(body.external).toMatchObject({ email: true, google: false, github: false, apple: false, phone: false });
  });

  it("GET /authorize for a provider that is not enabled is GoTrue's validation error", async () => {
    const res = await fetch(`${backend.url}/auth/v1/authorize?provider=google&redirect_to=http://localhost:4321/`, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, error_code: 'validation_failed', msg: 'Unsupported provider: provider is not enabled' });
    const unknown = await fetch(`${backend.url}/auth/v1/authorize?provider=myspace`);
    expect((await unknown.json()).msg).toBe('Unsupported provider: Provider myspace could not be found');
  });

  it('supabase-js builds the authorize URL for signInWithOAuth', async () => {
    const { data } = await backend.anon().auth.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect(new URL(data.url!).pathname).toBe('/auth/v1/authorize');
    expect((await fetch(data.url!)).status).toBe(400);
  });
});

describe('admin endpoints', () => {
  it('need the service role: a user\'s token is "User not allowed"', async () => {
    const { client } = await backend.newUser('korah');
    const { data, error } = await client.auth.admin.listUsers();
    expect(data.users).toEqual([]);
    expect(error?.message).toBe('User not allowed');
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('not_admin');
    const anonResult = await backend.anon().auth.admin.createUser({ email: uniqueEmail('x'), password: TEST_PASSWORD });
    expect(anonResult.error?.message).toBe('User not allowed');
  });

  it('the service role creates, reads, lists, updates and deletes users', async () => {
    const admin = backend.service().auth.admin;
    const email = uniqueEmail('nehemiah');
    const { data: created, error } = await admin.createUser({
      email,
      password: TEST_PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Nehemiah' },
      app_metadata: { plan: 'wall-builder' },
    });
    expect(error).toBeNull();
    const user = created.user!;
    expect(user).toMatchObject({
      email,
      user_metadata: { full_name: 'Nehemiah' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'wall-builder' },
    });
    expect(user.email_confirmed_at).toBeTruthy();

    const duplicate = await admin.createUser({ email, password: TEST_PASSWORD });
    expect(duplicate.error?.message).toBe('A user with this email address has already been registered');
    expect(duplicate.error?.status).toBe(422);

    expect((await admin.getUserById(user.id)).data.user?.email).toBe(email);
    const { data: page } = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(page.users.map((u) => u.id)).toContain(user.id);
    expect((page as any).total).toBeGreaterThanOrEqual(1);

    const { data: updated } = await admin.updateUserById(user.id, { user_metadata: { city: 'Jerusalem' }, password: 'rebuilt-the-wall' });
    expect(updated.user?.user_metadata).toEqual({ full_name: 'Nehemiah', city: 'Jerusalem' });
    const signIn = await backend.anon().auth.signInWithPassword({ email, password: 'rebuilt-the-wall' });
    expect(signIn.error).toBeNull();

    const { rows } = await backend.local.db.query(`select id from public.profiles where id = $1`, [user.id]);
    expect(rows).toHaveLength(1);

    expect((await admin.deleteUser(user.id)).error).toBeNull();
    const gone = await admin.getUserById(user.id);
    expect(gone.error?.message).toBe('User not found');
    expect(gone.error?.status).toBe(404);
  });

  it('a banned user cannot sign in', async () => {
    const { email, id } = await backend.newUser('gehazi');
    await backend.service().auth.admin.updateUserById(id, { ban_duration: '24h' });
    const { error } = await backend.anon().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(error?.message).toBe('User is banned');
    expect(error?.code).toBe('user_banned');
  });

  it('generate_link returns a recovery link that verifies', async () => {
    const { email } = await backend.newUser('onesimus');
    const { data, error } = await backend.service().auth.admin.generateLink({ type: 'recovery', email });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('recovery');
    const landing = await fetch(data.properties!.action_link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(landing.headers.get('location')!).hash.slice(1)).get('type')).toBe('recovery');
  });
});
