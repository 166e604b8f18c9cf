/**
 * GET /reauthenticate and config.toml's secure_password_change: a session more than 24 hours old needs the
 * e-mailed nonce to change the password (supabase-js: reauthenticate(), then updateUser({ password, nonce })).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

let secure: TestBackend;
let standard: TestBackend;
beforeAll(async () => {
  [secure, standard] = await Promise.all([startTestBackend({ securePasswordChange: true }), startTestBackend()]);
});
afterAll(() => Promise.all([secure?.close(), standard?.close()]));

/** Makes the user's sessions look as if they began two days ago. */
async function ageSessions(b: TestBackend, userId: string) {
  await b.local.db.query(`update auth.sessions set created_at = now() - interval '2 days' where user_id = $1`, [userId]);
}

describe('reauthentication', () => {
  it('e-mails a nonce to the signed-in user', async () => {
    const { client, email } = await standard.newUser('isaiah');
    const { error } = await client.auth.reauthenticate();
    expect(error).toBeNull();
    const mail = standard.local.mailbox.latest(email)!;
    expect(mail.subject).toBe('Confirm reauthentication');
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.otp!);
  });

  it('needs a signed-in user', async () => {
    const res = await fetch(`${standard.url}/auth/v1/reauthenticate`, { headers: { apikey: standard.anonKey } });
    expect(res.status).toBe(401);
    expect((await res.json()).error_code).toBe('no_authorization');
  });

  it('with secure_password_change, an old session must give the nonce; a wrong or used one is refused', async () => {
    const { client, id, email } = await secure.newUser('jeremiah');
    await ageSessions(secure, id);
    const missing = await client.auth.updateUser({ password: 'broken-cisterns', current_password: TEST_PASSWORD });
    expect(missing.error).toMatchObject({ status: 400, code: 'reauthentication_needed', message: 'Password update requires reauthentication' });

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = secure.local.mailbox.latest(email)!.otp!;
    const wrong = await client.auth.updateUser({
      password: 'broken-cisterns',
      current_password: TEST_PASSWORD,
      nonce: nonce === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' });

    expect((await client.auth.updateUser({ password: 'broken-cisterns', current_password: TEST_PASSWORD, nonce })).error).toBeNull();
    expect((await secure.anon().auth.signInWithPassword({ email, password: 'broken-cisterns' })).error).toBeNull();

    const reused = await client.auth.updateUser({ password: 'potters-vessel', current_password: 'broken-cisterns', nonce });
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });

  it('with secure_password_change, a session from the last 24 hours changes the password without a nonce', async () => {
    const { client } = await secure.newUser('baruch');
    expect((await client.auth.updateUser({ password: 'scroll-rewritten', current_password: TEST_PASSWORD })).error).toBeNull();
  });

  it('without secure_password_change (config.toml), no nonce is asked even of an old session', async () => {
    const { client, id, email } = await standard.newUser('ezekiel');
    await ageSessions(standard, id);
    expect((await client.auth.updateUser({ password: 'dry-bones-live', current_password: TEST_PASSWORD })).error).toBeNull();
    expect((await standard.anon().auth.signInWithPassword({ email, password: 'dry-bones-live' })).error).toBeNull();
  });
});
