/**
 * `npm run reset-mfa -- <e-mail>`: an operator with the service key removes the second factor of someone who lost
 * their authenticator; they sign in with the password alone (aal1, nothing more to pass) and can enrol again.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTotp, startTestBackend, TEST_PASSWORD, type TestBackend } from './harness.ts';
import { removeFactors } from '../../scripts/mfa/remove-factors.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

async function enrolledUser(name: string) {
  const user = await backend.newUser(name);
  await enrolTotp(user.client, 'Lost phone');
  return user;
}

describe('reset-mfa', () => {
  it('removes every factor of the account, so the next sign-in needs only the password and may enrol again', async () => {
    const { email, id } = await enrolledUser('naomi');
    const result = await removeFactors(backend.service(), email.toUpperCase());
    expect(result).toMatchObject({ userId: id, email, removed: [{ friendlyName: 'Lost phone' }] });

    const client = backend.anon();
    expect((await client.auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'New phone' })).error).toBeNull();
  });

  it('says so when no account has the address', async () => {
    await expect(removeFactors(backend.service(), 'nobody@example.test')).rejects.toThrow('No account has the e-mail address nobody@example.test.');
  });

  it('runs as an npm script against the project named by SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY', async () => {
    const { email, id } = await enrolledUser('obed');
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/reset-mfa.ts', email], {
      cwd: ROOT,
      env: { ...process.env, SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey },
    });
    expect(stdout).toContain(`Removed 1 second factor(s) of ${email}: Lost phone.`);
    expect((await backend.service().auth.admin.mfa.listFactors({ userId: id })).data!.factors).toEqual([]);
  });
});
