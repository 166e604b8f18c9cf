/**
 * E-mail addresses are checked as GoTrue checks them (supabase/local/auth/email-address.ts) on every endpoint
 * that takes one: 400 validation_failed "Unable to validate email address: invalid format", and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

const INVALID = { status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' };
// A leading space was trimmed away before; GoTrue does not trim. The others break GoTrue's format.
const BAD = [' naomi@example.test', 'naomi@example..test', 'naomi@-example.test', 'na omi@example.test', 'naomí@example.test'];

async function userCount(): Promise<number> {
  const { rows } = await backend.local.db.query<{ n: number }>(`select count(*)::int as n from auth.users`);
  return rows[0].n;
}

describe('e-mail address validation', () => {
  it('sign-up, magic link and recovery refuse a malformed address', async () => {
    const before = await userCount();
    for (const email of BAD) {
      const client = backend.anon();
      expect((await client.auth.signUp({ email, password: TEST_PASSWORD })).error, email).toMatchObject(INVALID);
      expect((await client.auth.signInWithOtp({ email })).error, email).toMatchObject(INVALID);
      expect((await client.auth.resetPasswordForEmail(email)).error, email).toMatchObject(INVALID);
    }
    expect(await userCount()).toBe(before);
    expect(backend.local.mailbox.messages.filter((m) => BAD.some((b) => m.to === b.trim().toLowerCase()))).toEqual([]);
  });

  it('accepts what GoTrue accepts, a domain without a dot included, lower-cased', async () => {
    const { data, error } = await backend.anon().auth.signUp({ email: `Obed.${Date.now().toString(36)}@LocalHost`, password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toMatch(/^obed\.[a-z0-9]+@localhost$/);
  });

  it('updateUser refuses a malformed new address and keeps the old one', async () => {
    const { client, email } = await backend.newUser('ruth');
    const { error } = await client.auth.updateUser({ email: 'ruth@moab..test' });
    expect(error).toMatchObject(INVALID);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });

  it('the admin endpoints refuse it too: create, update, invite, generate_link', async () => {
    const admin = backend.service().auth.admin;
    const before = await userCount();
    expect((await admin.createUser({ email: 'boaz@bethlehem..test', password: TEST_PASSWORD })).error).toMatchObject(INVALID);
    expect((await admin.inviteUserByEmail('boaz @bethlehem.test')).error).toMatchObject(INVALID);
    expect((await admin.generateLink({ type: 'magiclink', email: 'boaz@-bethlehem.test' })).error).toMatchObject(INVALID);
    expect(await userCount()).toBe(before);

    const { id, email } = await backend.newUser('orpah');
    expect((await admin.updateUserById(id, { email: 'orpah@moab_.test' })).error).toMatchObject(INVALID);
    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
  });

  it("an admin creating a user without an address gets GoTrue's message", async () => {
    const { error } = await backend.service().auth.admin.createUser({ password: TEST_PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Cannot create a user without either an email or phone' });
  });
});
