/**
 * Changing the e-mail address (supabase-js updateUser({ email })) as GoTrue does it. With double_confirm_changes
 * (config.toml: true, GoTrue's secure e-mail change) both the current and the new address get a link, and with
 * confirmations on the change completes only when both are followed: the first answers GoTrue's "proceed"
 * message. With it false only the new address is asked. A permanent account always confirms a new address, even
 * with confirmations off, where either link then completes the change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

const PROCEED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

let secure: TestBackend;
let single: TestBackend;
let autoconfirm: TestBackend;
beforeAll(async () => {
  [secure, single, autoconfirm] = await Promise.all([
    startTestBackend({ confirmEmail: true }),
    startTestBackend({ confirmEmail: true, doubleConfirmChanges: false }),
    startTestBackend(),
  ]);
});
afterAll(() => Promise.all([secure?.close(), single?.close(), autoconfirm?.close()]));

let counter = 0;
const address = (name: string) => `${name}.${Date.now().toString(36)}${counter++}@example.test`;

/** A confirmed account, signed in. */
async function account(b: TestBackend, name: string) {
  const email = address(name);
  const created = await b.service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
  if (created.error) throw created.error;
  const client = clientFor(b.url, b.anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  if (error) throw error;
  return { client, id: created.data.user!.id, email };
}

async function follow(link: string): Promise<{ location: URL; fragment: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

const emailOf = async (b: TestBackend, id: string) => (await b.service().auth.admin.getUserById(id)).data.user?.email;

describe('double_confirm_changes = true with confirmations on', () => {
  it("mails both addresses; the first link answers GoTrue's proceed message, the second completes the change", async () => {
    const { client, id, email } = await account(secure, 'naomi');
    const newEmail = address('mara');
    const { data, error } = await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: 'http://localhost:4321/settings' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });

    const toCurrent = secure.local.mailbox.latest(email)!;
    const toNew = secure.local.mailbox.latest(newEmail)!;
    expect(toCurrent.subject).toBe('Confirm your new e-mail address for Reformed Devotionals');
    expect(toNew.subject).toBe('Confirm your new e-mail address for Reformed Devotionals');
    expect(toCurrent.link).not.toBe(toNew.link);

    const first = await follow(toCurrent.link!);
    expect(`${first.location.origin}${first.location.pathname}`).toBe('http://localhost:4321/settings');
    expect(Object.fromEntries(first.fragment)).toEqual({ message: PROCEED, sb: '' });
    expect(first.fragment.get('access_token')).toBeNull();
    expect(await emailOf(secure, id)).toBe(email);

    // The same link again is used up.
    expect((await follow(toCurrent.link!)).fragment.get('error_code')).toBe('otp_expired');

    const second = await follow(toNew.link!);
    expect(second.fragment.get('type')).toBe('email_change');
    expect(second.fragment.get('access_token')).toBeTruthy();
    expect(await emailOf(secure, id)).toBe(newEmail);
    const signedIn = await clientFor(secure.url, secure.anonKey).auth.signInWithPassword({ email: newEmail, password: TEST_PASSWORD });
    expect(signedIn.error).toBeNull();
  });

  it('verifyOtp with the codes: the first answers 200 { msg, code } without a session, in either order', async () => {
    const { client, id, email } = await account(secure, 'elimelech');
    const newEmail = address('mahlon');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const codeNew = secure.local.mailbox.latest(newEmail)!.otp!;
    const codeCurrent = secure.local.mailbox.latest(email)!.otp!;

    const res = await fetch(`${secure.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: secure.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'email_change', email: newEmail, token: codeNew }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msg: PROCEED, code: '200' });
    expect(await emailOf(secure, id)).toBe(email);

    const anon = clientFor(secure.url, secure.anonKey);
    const { data, error } = await anon.auth.verifyOtp({ type: 'email_change', email, token: codeCurrent });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(newEmail);
    expect(await emailOf(secure, id)).toBe(newEmail);
  });

  it('keeps the tokens in auth.users as GoTrue does', async () => {
    const { client, id, email } = await account(secure, 'orpah');
    expect((await client.auth.updateUser({ email: address('moab') })).error).toBeNull();
    const row = async () =>
      (
        await secure.local.db.query<{ current: boolean; fresh: boolean; status: number }>(
          `select email_change_token_current <> '' as current, email_change_token_new <> '' as fresh, email_change_confirm_status as status
             from auth.users where id = $1`,
          [id],
        )
      ).rows[0];
    expect(await row()).toEqual({ current: true, fresh: true, status: 0 });
    await follow(secure.local.mailbox.latest(email)!.link!);
    expect(await row()).toEqual({ current: false, fresh: true, status: 1 });
  });
});

describe('double_confirm_changes = false', () => {
  it('mails only the new address, whose link alone completes the change', async () => {
    const { client, id, email } = await account(single, 'boaz');
    const newEmail = address('obed');
    const before = single.local.mailbox.for(email).length;
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    expect(single.local.mailbox.for(email)).toHaveLength(before);
    const done = await follow(single.local.mailbox.latest(newEmail)!.link!);
    expect(done.fragment.get('type')).toBe('email_change');
    expect(await emailOf(single, id)).toBe(newEmail);
  });
});

describe('with confirmations off (autoconfirm)', () => {
  it('still asks a permanent account to confirm, and either link completes the change', async () => {
    const { client, id, email } = await account(autoconfirm, 'jesse');
    const newEmail = address('david');
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    expect(await emailOf(autoconfirm, id)).toBe(email);
    const done = await follow(autoconfirm.local.mailbox.latest(email)!.link!);
    expect(done.fragment.get('type')).toBe('email_change');
    expect(await emailOf(autoconfirm, id)).toBe(newEmail);
    // The other link is used up with it.
    expect((await follow(autoconfirm.local.mailbox.latest(newEmail)!.link!)).fragment.get('error_code')).toBe('otp_expired');
  });
});
