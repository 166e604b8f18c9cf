/**
 * The seed's administrator (scripts/seed/accounts.ts): an account someone registered with the intended ADMIN_EMAIL
 * before the seed ran is not made admin unless the seed is told to adopt it, and then it gets ADMIN_PASSWORD and a
 * confirmed address; the account the seed creates is confirmed with ADMIN_PASSWORD; the public default e-mail and
 * password are refused for an API that is not on this machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../scripts/seed/accounts.ts';
import { seed } from '../../scripts/seed.ts';
import { clientFor, startTestBackend, type TestBackend } from './harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
const ADMIN_PASSWORD = 'the-seed-admin-password';

async function roles(userId: string): Promise<string[]> {
  const { data, error } = await backend.service().from('user_roles').select('role').eq('user_id', userId);
  if (error) throw error;
  return data.map((r) => r.role as string);
}

async function signIn(email: string, password: string) {
  return clientFor(backend.url, backend.anonKey).auth.signInWithPassword({ email, password });
}

describe('the seed and an account registered first', () => {
  it('refuses to make an existing non-admin account admin, with a message naming --adopt-admin', async () => {
    const email = uniqueEmail('squatter');
    const { data } = await backend.anon().auth.signUp({ email, password: 'attackers-own-password' });
    const attackerId = data.user!.id;
    await expect(ensureAdmin(backend.service(), { email, password: ADMIN_PASSWORD })).rejects.toThrow(
      /already exists and is not an admin.*--adopt-admin \(or ADMIN_ADOPT=true\)/,
    );
    expect(await roles(attackerId)).toEqual([]);
    // Nothing about the account changed: the seed's password does not open it.
    expect((await signIn(email, ADMIN_PASSWORD)).error?.code).toBe('invalid_credentials');
  });

  it('adopts it when told to: admin, ADMIN_PASSWORD set, the other password gone, address confirmed', async () => {
    const email = uniqueEmail('adopted');
    await backend.anon().auth.signUp({ email, password: 'earlier-password' });
    const admin = await ensureAdmin(backend.service(), { email, password: ADMIN_PASSWORD, adopt: true });
    expect(admin).toMatchObject({ created: false, adopted: true });
    expect(await roles(admin.id)).toEqual(['admin']);
    expect((await signIn(email, 'earlier-password')).error?.code).toBe('invalid_credentials');
    const signedIn = await signIn(email, ADMIN_PASSWORD);
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('creates the account confirmed with ADMIN_PASSWORD, and a second run leaves it as it is', async () => {
    const email = uniqueEmail('first.admin');
    const first = await ensureAdmin(backend.service(), { email, password: ADMIN_PASSWORD });
    expect(first).toMatchObject({ created: true, adopted: false });
    const signedIn = await signIn(email, ADMIN_PASSWORD);
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();
    const again = await ensureAdmin(backend.service(), { email, password: 'a-different-password' });
    expect(again).toMatchObject({ id: first.id, created: false, adopted: false });
    expect((await signIn(email, ADMIN_PASSWORD)).error).toBeNull();
    expect(await roles(first.id)).toEqual(['admin']);
  });

  it('finishes a run interrupted between creating the account and granting the role', async () => {
    const email = uniqueEmail('interrupted');
    const first = await ensureAdmin(backend.service(), { email, password: ADMIN_PASSWORD });
    await backend.service().from('user_roles').delete().eq('user_id', first.id);
    const again = await ensureAdmin(backend.service(), { email, password: ADMIN_PASSWORD });
    expect(again).toMatchObject({ created: false, adopted: false });
    expect(await roles(first.id)).toEqual(['admin']);
  });
});

describe('the default credentials', () => {
  it('are refused for an API that is not on this machine, before anything is written', async () => {
    const remote = 'https://abcdefgh.supabase.co';
    await expect(seed({ url: remote, serviceRoleKey: 'unused', adminEmail: 'pastor@church.example', adminPassword: 'devotional-admin' })).rejects.toThrow(
      /^ADMIN_PASSWORD is the default/,
    );
    await expect(
      seed({ url: remote, serviceRoleKey: 'unused', adminEmail: 'admin@reformed-devotionals.local', adminPassword: 'x-strong-password' }),
    ).rejects.toThrow(/^ADMIN_EMAIL is the default/);
  });
});
