/**
 * POST /admin/generate_link as GoTrue answers it: the e-mail-change types (email_change_current needs
 * double_confirm_changes), a magic link for an unknown address (a sign-up link), and GoTrue's validation messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness.ts';

let backend: TestBackend;
let single: TestBackend;
beforeAll(async () => {
  [backend, single] = await Promise.all([startTestBackend(), startTestBackend({ doubleConfirmChanges: false })]);
});
afterAll(() => Promise.all([backend?.close(), single?.close()]));

let n = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${n++}@example.test`;

async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  return new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
}

describe('generate_link email_change_new and email_change_current', () => {
  it('email_change_new: a link that moves the account to the new address', async () => {
    const { id, email } = await backend.newUser('jacob');
    const newEmail = uniqueEmail('israel');
    const { data, error } = await backend.service().auth.admin.generateLink({ type: 'email_change_new', email, newEmail });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({ verification_type: 'email_change_new' });
    expect(data.user).toMatchObject({ id, email, new_email: newEmail });
    expect(new URL(data.properties!.action_link).searchParams.get('type')).toBe('email_change');
    expect((await follow(data.properties!.action_link)).get('type')).toBe('email_change');
    expect((await backend.service().auth.admin.getUserById(id)).data.user?.email).toBe(newEmail);
  });

  it('email_change_current: a link to the current address that completes the change too', async () => {
    const { id, email } = await backend.newUser('abram');
    const newEmail = uniqueEmail('abraham');
    const { data, error } = await backend.service().auth.admin.generateLink({ type: 'email_change_current', email, newEmail });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('email_change_current');
    // Kept where GoTrue keeps it, so it survives a restart of the server.
    const { rows } = await backend.local.db.query(`select email_change_token_current as token from auth.users where id = $1`, [id]);
    expect(rows[0]).toEqual({ token: data.properties!.hashed_token });
    expect((await follow(data.properties!.action_link)).get('access_token')).toBeTruthy();
    expect((await backend.service().auth.admin.getUserById(id)).data.user?.email).toBe(newEmail);
  });

  it("answers GoTrue's validation errors", async () => {
    const admin = backend.service().auth.admin;
    const { email } = await backend.newUser('laban');
    const post = (body: Record<string, unknown>) =>
      fetch(`${backend.url}/auth/v1/admin/generate_link`, {
        method: 'POST',
        headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));

    expect(await post({ type: 'email_change_new', email })).toEqual({
      status: 400,
      body: { code: 400, error_code: 'validation_failed', msg: 'An email address is required' },
    });
    expect((await admin.generateLink({ type: 'email_change_new', email, newEmail: 'rachel@haran..test' })).error).toMatchObject({
      status: 400,
      message: 'Unable to validate email address: invalid format',
    });
    const { email: taken } = await backend.newUser('leah');
    expect((await admin.generateLink({ type: 'email_change_new', email, newEmail: taken })).error).toMatchObject({ status: 422, code: 'email_exists' });
    expect((await admin.generateLink({ type: 'email_change_current', email: uniqueEmail('nobody'), newEmail: uniqueEmail('x') })).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'User with this email not found',
    });
    expect(await post({ type: 'burning_bush', email })).toEqual({
      status: 400,
      body: { code: 400, error_code: 'validation_failed', msg: 'Invalid email action link type requested: burning_bush' },
    });
  });

  it('email_change_current needs double_confirm_changes', async () => {
    const { email } = await single.newUser('esau');
    const { error } = await single.service().auth.admin.generateLink({ type: 'email_change_current', email, newEmail: uniqueEmail('edom') });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Enable secure email change to generate link for current email' });
  });
});

describe('generate_link magiclink', () => {
  it('for an unknown address signs it up and answers with a signup link, as GoTrue does', async () => {
    const email = uniqueEmail('melchizedek');
    const { data, error } = await backend.service().auth.admin.generateLink({ type: 'magiclink', email });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('signup');
    expect(data.user?.email).toBe(email);
    expect((await follow(data.properties!.action_link)).get('type')).toBe('signup');
  });
});
