/**
 * A session that signed in with the password alone cannot change the password or the e-mail of an account with a
 * verified second factor: otherwise a stolen password takes the account over despite the
 * factor. GoTrue answers PUT /user with 401 insufficient_aal, "AAL2 session is required to update email or password
 * when MFA is enabled."; after the code, the change goes through, and other changes never needed it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, enrolTotp, passTotp, startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

const INSUFFICIENT_AAL = {
  status: 401,
  code: 'insufficient_aal',
  message: 'AAL2 session is required to update email or password when MFA is enabled.',
};

/** An account with a verified TOTP factor, and a second client signed in to it with the password only (aal1). */
async function passwordOnlySession(name: string) {
  const account = await backend.newUser(name);
  const factor = await enrolTotp(account.client);
  const client = clientFor(backend.url, backend.anonKey);
  const { error } = await client.auth.signInWithPassword({ email: account.email, password: TEST_PASSWORD });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  return { account, factor, client };
}

async function signsInWith(email: string, password: string): Promise<boolean> {
  const { error } = await clientFor(backend.url, backend.anonKey).auth.signInWithPassword({ email, password });
  return error === null;
}

describe('PUT /user below aal2 on an account with a second factor', () => {
  it('refuses a new password, and the old one still signs in', async () => {
    const { account, client } = await passwordOnlySession('thief-password');
    const { error } = await client.auth.updateUser({ password: 'taken-over-account', current_password: TEST_PASSWORD });
    expect(error).toMatchObject(INSUFFICIENT_AAL);
    expect(await signsInWith(account.email, 'taken-over-account')).toBe(false);
    expect(await signsInWith(account.email, TEST_PASSWORD)).toBe(true);
  });

  it('refuses a new e-mail address, and sends nothing to it', async () => {
    const { account, client } = await passwordOnlySession('thief-email');
    const newEmail = `taken.${Date.now().toString(36)}@example.test`;
    const { error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toMatchObject(INSUFFICIENT_AAL);
    expect(backend.local.mailbox.for(newEmail)).toEqual([]);
    const { data } = await backend.service().auth.admin.getUserById(account.id);
    expect(data.user).toMatchObject({ email: account.email });
    expect(data.user?.new_email ?? null).toBeNull();
  });

  it('still takes a change of the profile data, or the current address sent again', async () => {
    const { account, client } = await passwordOnlySession('metadata');
    const { data, error } = await client.auth.updateUser({ email: account.email, data: { city: 'Philippi' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ city: 'Philippi' });
  });

  it('changes the password once the session has passed the second factor', async () => {
    const { account, factor, client } = await passwordOnlySession('owner');
    await passTotp(client, factor);
    const { error } = await client.auth.updateUser({ password: 'owner-chose-this', current_password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(await signsInWith(account.email, 'owner-chose-this')).toBe(true);
  });

  it('an account without a factor changes its password at aal1, as before', async () => {
    const account = await backend.newUser('no-factor');
    const { error } = await account.client.auth.updateUser({ password: 'plain-new-password', current_password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(await signsInWith(account.email, 'plain-new-password')).toBe(true);
  });
});
