/** Sign-up with e-mail confirmations on (GoTrue's MAILER_AUTOCONFIRM=false), as hosted Supabase defaults. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ confirmEmail: true });
});
afterAll(() => backend?.close());

describe('sign-up with confirmations on', () => {
  it('returns the user without a session, mails a link, and refuses sign-in until the link is followed', async () => {
    const email = `caleb.${Date.now().toString(36)}@example.test`;
    const client = backend.anon();
    const { data, error } = await client.auth.signUp({ email, password: TEST_PASSWORD, options: { emailRedirectTo: 'http://localhost:4321/welcome/' } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();

    const blocked = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(blocked.error?.message).toBe('Email not confirmed');
    expect(blocked.error?.code).toBe('email_not_confirmed');

    const mail = backend.local.mailbox.for(email).at(-1)!;
    expect(mail.subject).toBe('Confirm your e-mail for Reformed Devotionals');
    const landing = await fetch(mail.link!, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    const location = new URL(landing.headers.get('location')!);
    expect(location.pathname).toBe('/welcome/');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();

    const signedIn = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('does not reveal that a confirmed address is taken', async () => {
    const email = `joshua.${Date.now().toString(36)}@example.test`;
    await backend.service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    const { data, error } = await backend.anon().auth.signUp({ email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
  });

  it('settings report mailer_autoconfirm false', async () => {
    const res = await fetch(`${backend.url}/auth/v1/settings`);
    expect((await res.json()).mailer_autoconfirm).toBe(false);
  });
});
