/**
 * GoTrue's update_password_require_current_password, which production turns on (docs/deploy.md): a session alone
 * cannot set a new password, so a stolen session cannot replace the password and then pass the checks that ask for
 * it (deleting the account). The reset link's recovery session is exempt (its user has forgotten the password), and
 * so is an account that has no password yet (one that signs in with Google only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

let backend: TestBackend;
let hostedDefault: TestBackend;
beforeAll(async () => {
  [backend, hostedDefault] = await Promise.all([startTestBackend(), startTestBackend({ updatePasswordRequireCurrentPassword: false })]);
});
afterAll(() => Promise.all([backend?.close(), hostedDefault?.close()]));

const MESSAGE = 'Current password required when setting new password.';

async function signsInWith(b: TestBackend, email: string, password: string): Promise<boolean> {
  return (await b.anon().auth.signInWithPassword({ email, password })).error === null;
}

/** A session opened by an e-mailed link of the given kind, as following it in the browser would give. */
async function linkSession(b: TestBackend, email: string, type: 'recovery' | 'magiclink') {
  const { data, error } = await b.service().auth.admin.generateLink({ type, email });
  if (error) throw error;
  const client = b.anon();
  const verified = await client.auth.verifyOtp({ token_hash: data.properties.hashed_token, type });
  if (verified.error) throw verified.error;
  return client;
}

describe('a signed-in password change', () => {
  it('without the current password is refused, and the old password still signs in', async () => {
    const { client, email } = await backend.newUser('shebna');
    const { error } = await client.auth.updateUser({ password: 'steward-replaced' });
    expect(error).toMatchObject({ status: 400, code: 'current_password_required', message: MESSAGE });
    const empty = await client.auth.updateUser({ password: 'steward-replaced', current_password: '' });
    expect(empty.error).toMatchObject({ status: 400, code: 'current_password_required' });
    expect(await signsInWith(backend, email, 'steward-replaced')).toBe(false);
    expect(await signsInWith(backend, email, TEST_PASSWORD)).toBe(true);
  });

  it('with a wrong current password is refused', async () => {
    const { client, email } = await backend.newUser('gehazi');
    const { error } = await client.auth.updateUser({ password: 'silver-and-garments', current_password: 'not-the-password' });
    expect(error).toMatchObject({ status: 400, code: 'current_password_invalid', message: MESSAGE });
    expect(await signsInWith(backend, email, 'silver-and-garments')).toBe(false);
  });

  it('with the right current password changes it', async () => {
    const { client, email } = await backend.newUser('eliakim');
    const { error } = await client.auth.updateUser({ password: 'key-of-david', current_password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(await signsInWith(backend, email, 'key-of-david')).toBe(true);
    expect(await signsInWith(backend, email, TEST_PASSWORD)).toBe(false);
  });

  it('other changes (the profile data) need no password', async () => {
    const { client } = await backend.newUser('hilkiah');
    const { data, error } = await client.auth.updateUser({ data: { city: 'Jerusalem' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ city: 'Jerusalem' });
  });
});

describe('exempt from the current password', () => {
  it('the recovery session of the reset link sets a new password without it', async () => {
    const { email } = await backend.newUser('forgetful');
    const client = await linkSession(backend, email, 'recovery');
    expect((await client.auth.updateUser({ password: 'remembered-again' })).error).toBeNull();
    expect(await signsInWith(backend, email, 'remembered-again')).toBe(true);
  });

  it('an account without a password (Google only) sets its first one without being asked', async () => {
    const email = `google-only.${Date.now().toString(36)}@example.test`;
    const created = await backend.service().auth.admin.createUser({ email, email_confirm: true });
    expect(created.error).toBeNull();
    const client = await linkSession(backend, email, 'magiclink');
    expect((await client.auth.updateUser({ password: 'first-password-chosen' })).error).toBeNull();
    expect(await signsInWith(backend, email, 'first-password-chosen')).toBe(true);
    // From now on it has one, and the rule applies.
    const again = await client.auth.updateUser({ password: 'second-password-chosen' });
    expect(again.error).toMatchObject({ code: 'current_password_required' });
  });

  it('nothing, with the setting off (hosted Supabase’s default)', async () => {
    const { client, email } = await hostedDefault.newUser('unguarded');
    expect((await client.auth.updateUser({ password: 'no-questions-asked' })).error).toBeNull();
    expect(await signsInWith(hostedDefault, email, 'no-questions-asked')).toBe(true);
  });
});
