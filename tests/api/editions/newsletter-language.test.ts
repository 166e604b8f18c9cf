/**
 * The newsletter sign-up stores the edition's language it came from, and the confirmation e-mail is
 * written in it and links to that edition's pages; an address already subscribed keeps its language, and a sign-up
 * without one is English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness.ts';

const SITE = 'http://site.test';
let backend: TestBackend;
const functionEnv: Record<string, string> = {};

beforeAll(async () => {
  backend = await startTestBackend({ functionEnv });
  Object.assign(functionEnv, { EMAIL_API_URL: `${backend.url}/mailbox`, EMAIL_API_KEY: 'test-key', EMAIL_FROM: 'RD <weekly@example.test>', SITE_URL: SITE });
});
afterAll(async () => {
  await backend?.close();
});

let n = 0;
const address = (name: string) => `${name}.${Date.now().toString(36)}${n++}@example.test`;

async function signUp(body: Record<string, unknown>) {
  const response = await fetch(`${backend.url}/functions/v1/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: backend.anonKey },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

async function languageOf(email: string): Promise<string> {
  const { data, error } = await backend.service().from('newsletter_subscribers').select('language').eq('email', email).single();
  if (error) throw new Error(error.message);
  return (data as { language: string }).language;
}

async function mailTo(email: string, count = 1) {
  await expect.poll(() => backend.local.mailbox.for(email).length).toBeGreaterThanOrEqual(count);
  return backend.local.mailbox.for(email).at(-1)!;
}

describe('the newsletter in the subscriber’s language', () => {
  it('a sign-up from the Dutch edition is stored as Dutch and confirmed in Dutch', async () => {
    const email = address('nl');
    await signUp({ email, language: 'nl' });
    expect(await languageOf(email)).toBe('nl');
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Bevestig uw wekelijkse e-mail van Reformed Devotionals');
    expect(mail.html).toContain('Mijn aanmelding bevestigen');
    expect(mail.text).toContain(`${SITE}/nl/newsletter/confirm/?token=`);
    expect(mail.text).toContain(`${SITE}/nl/newsletter/unsubscribe/?token=`);
    expect(mail.text).not.toContain('Please confirm');
  });

  it('a sign-up from the Spanish edition is confirmed in Spanish', async () => {
    const email = address('es');
    await signUp({ email, language: 'es' });
    expect(await languageOf(email)).toBe('es');
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Confirma tu correo semanal de Reformed Devotionals');
    expect(mail.html).toContain('Confirmar mi suscripción');
    expect(mail.html).toContain(`href="${SITE}/es/newsletter/confirm/?token=`);
  });

  it('a sign-up without a language, or with one the site does not have, is English as before', async () => {
    const plain = address('en');
    await signUp({ email: plain });
    expect(await languageOf(plain)).toBe('en');
    expect((await mailTo(plain)).subject).toBe('Confirm your weekly e-mail from Reformed Devotionals');
    expect((await mailTo(plain)).text).toContain(`${SITE}/newsletter/confirm/?token=`);
    const odd = address('fr');
    await signUp({ email: odd, language: 'fr' });
    expect(await languageOf(odd)).toBe('en');
  });

  it('a pending address takes the language of its latest sign-up', async () => {
    const email = address('pending');
    await signUp({ email, language: 'es' });
    await mailTo(email);
    // The resend window holds the second e-mail back, but not the language.
    await backend.service().from('newsletter_subscribers').update({ confirmation_sent_at: null }).eq('email', email);
    await signUp({ email, language: 'nl' });
    expect(await languageOf(email)).toBe('nl');
    expect((await mailTo(email, 2)).subject).toBe('Bevestig uw wekelijkse e-mail van Reformed Devotionals');
  });

  it('a daily subscriber who signs up again is told, in their own language, that they already receive the daily e-mail', async () => {
    const email = address('daily');
    const { error } = await backend
      .service()
      .from('newsletter_subscribers')
      .insert({ email, language: 'nl', frequency: 'daily', confirmed_at: new Date().toISOString() });
    expect(error).toBeNull();
    await signUp({ email, language: 'es' });
    expect(await languageOf(email)).toBe('nl');
    const mail = await mailTo(email);
    expect(mail.subject).toBe('U ontvangt de dagelijkse e-mail van Reformed Devotionals al');
    expect(mail.text).toContain('Het ontvangt de dagelijkse e-mail al, dus er is niets veranderd.');
    expect(mail.text).not.toContain('wekelijkse');
  });
});
