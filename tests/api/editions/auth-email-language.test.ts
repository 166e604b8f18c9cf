/**
 * The account e-mails are written in the edition the reader signed up in. The site sends it as user
 * metadata (`options.data.locale`); supabase/templates choose the language with Go template conditionals on
 * {{ .Data.locale }}, which supabase/local renders as hosted GoTrue does; so do the subjects in supabase/config.toml
 * (GoTrue parses a subject as a template with the same data as the body).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ confirmEmail: true });
});
afterAll(() => backend?.close());

let n = 0;
const address = (name: string) => `${name}.${Date.now().toString(36)}${n++}@example.test`;

describe('account e-mails in the reader’s language', () => {
  it('a sign-up from /nl/auth/ gets the Dutch confirmation, with a working link', async () => {
    const email = address('anneke');
    const { error } = await backend.anon().auth.signUp({ email, password: TEST_PASSWORD, options: { data: { locale: 'nl', full_name: 'Anneke' } } });
    expect(error).toBeNull();
    const mail = backend.local.mailbox.latest(email)!;
    expect(mail.subject).toBe('Bevestig uw e-mailadres voor Reformed Devotionals');
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain('Welkom bij Reformed Devotionals');
    expect(mail.html).toContain('Mijn e-mailadres bevestigen');
    expect(mail.html).not.toContain('Welcome to Reformed Devotionals');
    expect(mail.html).toContain(`<strong>${mail.otp}</strong>`);
    expect(mail.text).toMatch(/Mijn e-mailadres bevestigen: https?:\/\/\S+\/auth\/v1\/verify\?/);
  });

  it('the password reset of a Spanish reader is in Spanish; an English reader’s stays English', async () => {
    const spanish = address('lucia');
    await backend.service().auth.admin.createUser({ email: spanish, password: TEST_PASSWORD, email_confirm: true, user_metadata: { locale: 'es' } });
    expect((await backend.anon().auth.resetPasswordForEmail(spanish)).error).toBeNull();
    const mail = backend.local.mailbox.latest(spanish)!;
    expect(mail.subject).toBe('Restablece tu contraseña de Reformed Devotionals');
    expect(mail.html).toContain('Elige una contraseña nueva');
    expect(mail.html).toContain('Restablecer mi contraseña');

    const english = address('ruth');
    await backend.service().auth.admin.createUser({ email: english, password: TEST_PASSWORD, email_confirm: true });
    expect((await backend.anon().auth.resetPasswordForEmail(english)).error).toBeNull();
    const englishMail = backend.local.mailbox.latest(english)!;
    expect(englishMail.subject).toBe('Reset your Reformed Devotionals password');
    expect(englishMail.html).toContain('Choose a new password');
    expect(englishMail.html).toContain('<html lang="en">');
  });

  it('the e-mail change of a Dutch reader names both addresses in Dutch', async () => {
    const email = address('pieter');
    await backend.service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true, user_metadata: { locale: 'nl' } });
    const client = backend.anon();
    await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const newEmail = address('pieter-new');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const mail = backend.local.mailbox.latest(newEmail)!;
    expect(mail.subject).toBe('Bevestig uw nieuwe e-mailadres voor Reformed Devotionals');
    expect(mail.html).toContain(`van ${email} in ${newEmail}`);
  });

  it('a Spanish reader’s sign-in link comes with a Spanish subject', async () => {
    const email = address('mateo');
    await backend.service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true, user_metadata: { locale: 'es' } });
    expect((await backend.anon().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const mail = backend.local.mailbox.latest(email)!;
    expect(mail.subject).toBe('Tu enlace para iniciar sesión en Reformed Devotionals');
  });
});
