/**
 * The auth e-mails the local mailbox receives are config.toml's templates (supabase/templates/*.html), with the
 * subjects config.toml gives them and GoTrue's variables filled in, so what a tester reads is what production's
 * SMTP provider sends; and each message's link works.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../supabase/local/config.ts';
import { readProjectToml, tomlSection } from '../../../supabase/local/project-toml.ts';
import { executeTemplate } from '../../../supabase/local/auth/go-template.ts';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

const toml = readProjectToml(path.join(PROJECT_ROOT, 'supabase/config.toml'));
/** The subject config.toml gives a template, for a reader who signed up in English (a template on .Data.locale). */
const subjectOf = (name: string) => executeTemplate(tomlSection(toml, `auth.email.template.${name}`).subject as string, { Data: {} }, (v) => v);
const TAGLINE = 'Rooted in Grace. Growing Daily.';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ confirmEmail: true });
});
afterAll(() => backend?.close());

let n = 0;
const address = (name: string) => `${name}.${Date.now().toString(36)}${n++}@example.test`;

/** The link in the message's text, followed as a mail reader's click would be. */
async function follow(text: string): Promise<URLSearchParams> {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0];
  expect(link).toBeTruthy();
  const response = await fetch(link!, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));
}

describe('auth e-mail templates', () => {
  it("the sign-up confirmation carries the template's subject, the address, the tagline and a link that confirms", async () => {
    const email = address('lydia');
    const { error } = await backend.anon().auth.signUp({ email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    const mail = backend.local.mailbox.latest(email)!;
    expect(mail.subject).toBe(subjectOf('confirmation'));
    expect(mail.subject).toBe('Confirm your e-mail for Reformed Devotionals');
    expect(mail.html).toContain(TAGLINE);
    expect(mail.html).toContain(email);
    expect(mail.html).toContain(`<strong>${mail.otp}</strong>`);
    expect(mail.html).not.toContain('{{');
    const fragment = await follow(mail.text);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it("the password reset carries the template's subject and a link that signs in for recovery", async () => {
    const email = address('priscilla');
    await backend.service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    const { error } = await backend.anon().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:4321/auth?reset=true' });
    expect(error).toBeNull();
    const mail = backend.local.mailbox.latest(email)!;
    expect(mail.subject).toBe(subjectOf('recovery'));
    expect(mail.html).toContain(TAGLINE);
    const fragment = await follow(mail.text);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it("the e-mail change names the old and the new address, with the template's subject and working links", async () => {
    const email = address('aquila');
    await backend.service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    const client = backend.anon();
    await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const newEmail = address('aquila-new');
    const { error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    const toNew = backend.local.mailbox.latest(newEmail)!;
    const toCurrent = backend.local.mailbox.latest(email)!;
    for (const mail of [toNew, toCurrent]) {
      expect(mail.subject).toBe(subjectOf('email_change'));
      expect(mail.html).toContain(`from ${email} to ${newEmail}`);
    }
    await follow(toCurrent.text);
    const done = await follow(toNew.text);
    expect(done.get('type')).toBe('email_change');
    expect((await backend.service().auth.admin.listUsers()).data.users.find((u) => u.email === newEmail)).toBeTruthy();
  });
});
