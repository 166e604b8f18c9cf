/** supabase/local accepts hosted's new opaque API keys as its gateway does: publishable = anon, secret = service_role. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../scripts/seed/accounts.ts';
import { clientFor, startTestBackend, TEST_PASSWORD, type TestBackend } from './harness.ts';

let t: TestBackend;
let user: { id: string; email: string };

beforeAll(async () => {
  t = await startTestBackend();
  user = await t.newUser('keys-reader');
});
afterAll(() => t?.close());

describe('new API keys', () => {
  it('are opaque sb_ keys, not JWTs', () => {
    expect(t.local.keys.publishableKey).toMatch(/^sb_publishable_[A-Za-z0-9_-]+$/);
    expect(t.local.keys.secretKey).toMatch(/^sb_secret_[A-Za-z0-9_-]+$/);
  });

  it('the secret key bypasses RLS like the service role', async () => {
    const secret = clientFor(t.url, t.local.keys.secretKey);
    const { data, error } = await secret.from('profiles').select('id').eq('id', user.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: user.id }]);
  });

  it('the publishable key is refused what anon is refused', async () => {
    const publishable = clientFor(t.url, t.local.keys.publishableKey);
    const asAnon = await t.anon().from('profiles').select('id').eq('id', user.id);
    const asPublishable = await publishable.from('profiles').select('id').eq('id', user.id);
    expect(asPublishable.error?.code ?? null).toBe(asAnon.error?.code ?? null);
    expect(asPublishable.data ?? []).toEqual([]);
  });

  it('a signed-in user under a publishable-key client is that user', async () => {
    const publishable = clientFor(t.url, t.local.keys.publishableKey);
    const { error: signInError } = await publishable.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    expect(signInError).toBeNull();
    const { data, error } = await publishable.from('profiles').select('id').eq('id', user.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: user.id }]);
  });
});

describe('new API keys at the Auth API', () => {
  it('the secret key opens the admin endpoints, as the seed uses them through auth.admin', async () => {
    const secret = clientFor(t.url, t.local.keys.secretKey);
    const email = `keys-created.${Date.now().toString(36)}@example.test`;
    const created = await secret.auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    expect(created.data.user?.email).toBe(email);
    const fetched = await secret.auth.admin.getUserById(user.id);
    expect(fetched.error).toBeNull();
    expect(fetched.data.user?.email).toBe(user.email);
    const listed = await secret.auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.email)).toContain(email);
  });

  it("the seed's administrator step runs with the secret key", async () => {
    const email = `keys-seed-admin.${Date.now().toString(36)}@example.test`;
    const account = await ensureAdmin(clientFor(t.url, t.local.keys.secretKey), { email, password: 'the-seed-admin-password' });
    const { data: roles } = await t.service().from('user_roles').select('role').eq('user_id', account.id);
    expect(roles).toEqual([{ role: 'admin' }]);
  });

  it('the secret key sent only as apikey is the service role too', async () => {
    const response = await fetch(`${t.url}/auth/v1/admin/users/${user.id}`, { headers: { apikey: t.local.keys.secretKey } });
    expect(response.status).toBe(200);
    expect((await response.json()).email).toBe(user.email);
  });

  it('the publishable key is refused the admin endpoints, as the anon key is', async () => {
    const publishable = clientFor(t.url, t.local.keys.publishableKey);
    const asPublishable = await publishable.auth.admin.listUsers();
    const asAnon = await t.anon().auth.admin.listUsers();
    expect(asAnon.error?.status).toBe(403);
    expect(asPublishable.error?.status).toBe(403);
    expect(asPublishable.error?.code).toBe(asAnon.error?.code);
    const email = `keys-refused.${Date.now().toString(36)}@example.test`;
    const refused = await publishable.auth.admin.createUser({ email, password: TEST_PASSWORD });
    expect(refused.error?.status).toBe(403);
    const { data } = await t.service().auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(data.users.map((u) => u.email)).not.toContain(email);
  });

  it('a forged sb_secret_ key is refused', async () => {
    const forged = clientFor(t.url, 'sb_secret_' + 'x'.repeat(32));
    const { error } = await forged.auth.admin.listUsers();
    expect(error?.status).toBe(403);
  });
});
