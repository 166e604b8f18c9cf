/**
 * On the preferences page a newsletter subscriber may choose their edition's Bible (a Dutch subscriber the
 * Statenvertaling, which their sign-up stored), the KJV or the BSB, and nothing else; an English subscriber the KJV
 * or the BSB as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness.ts';

let backend: TestBackend;
const functionEnv: Record<string, string> = {};

beforeAll(async () => {
  backend = await startTestBackend({ functionEnv });
  Object.assign(functionEnv, {
    EMAIL_API_URL: `${backend.url}/mailbox`,
    EMAIL_API_KEY: 'test-key',
    EMAIL_FROM: 'RD <weekly@example.test>',
    SITE_URL: 'http://site.test',
  });
});
afterAll(async () => {
  await backend?.close();
});

let n = 0;
const address = (name: string) => `${name}.${Date.now().toString(36)}${n++}@example.test`;

async function call(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${backend.url}/functions/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: backend.anonKey },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function subscriber(email: string) {
  const { data, error } = await backend.service().from('newsletter_subscribers').select('bible_translation, unsubscribe_token').eq('email', email).single();
  if (error) throw new Error(error.message);
  return data as { bible_translation: string; unsubscribe_token: string };
}

describe('a subscriber’s Bible in their edition', () => {
  it('the preferences page may choose the edition’s Bible, the KJV or the BSB, and nothing else', async () => {
    const dutch = address('nl-chooser');
    await call('newsletter', { email: dutch, language: 'nl' });
    const token = (await subscriber(dutch)).unsubscribe_token;
    expect(await call('newsletter/preferences', { token })).toMatchObject({ status: 200, body: { translation: 'sv' } });
    expect(await call('newsletter/preferences', { token, translation: 'bsb' })).toMatchObject({ status: 200, body: { translation: 'bsb' } });
    expect(await call('newsletter/preferences', { token, translation: 'rv1909' })).toMatchObject({
      status: 400,
      body: { error: 'Choose the SV, the KJV or the BSB.' },
    });
    expect(await call('newsletter/preferences', { token, translation: 'sv' })).toMatchObject({ status: 200, body: { translation: 'sv' } });
    expect((await subscriber(dutch)).bible_translation).toBe('sv');

    const english = address('en-chooser');
    await call('newsletter', { email: english, language: 'en' });
    const englishToken = (await subscriber(english)).unsubscribe_token;
    expect(await call('newsletter/preferences', { token: englishToken, translation: 'sv' })).toMatchObject({
      status: 400,
      body: { error: 'Choose the KJV or the BSB.' },
    });
    expect((await subscriber(english)).bible_translation).toBe('kjv');
  });

  it('a Portuguese sign-up stores the Bíblia Livre, and may choose the KJV or the BSB, and nothing else', async () => {
    const portuguese = address('pt-chooser');
    await call('newsletter', { email: portuguese, language: 'pt' });
    const token = (await subscriber(portuguese)).unsubscribe_token;
    expect((await subscriber(portuguese)).bible_translation).toBe('blivre');
    expect(await call('newsletter/preferences', { token })).toMatchObject({ status: 200, body: { translation: 'blivre' } });
    expect(await call('newsletter/preferences', { token, translation: 'sv' })).toMatchObject({
      status: 400,
      body: { error: 'Choose the BLivre, the KJV or the BSB.' },
    });
    expect(await call('newsletter/preferences', { token, translation: 'kjv' })).toMatchObject({ status: 200, body: { translation: 'kjv' } });
    expect((await subscriber(portuguese)).bible_translation).toBe('kjv');
  });
});
