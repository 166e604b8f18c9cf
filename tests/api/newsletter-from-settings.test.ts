/**
 * A signed-in reader whose account address is confirmed turns the e-mail on and off in Settings, in one step:
 * subscribe_me_to_newsletter stores their own address confirmed at once (so the next daily e-mail reaches them),
 * unsubscribe_me_from_newsletter does what the e-mail's unsubscribe link does, and the same call brings the address
 * back. Neither takes an address; an unconfirmed account address, a visitor and another person's row are refused
 * and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { todayIn } from '@lib/dates.ts';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from './harness.ts';

const ZONE = 'Europe/Amsterdam';
let t: TestBackend;
const functionEnv: Record<string, string> = {};
const stamp = Date.now().toString(36);

const check = (error: { message: string } | null) => {
  if (error) throw new Error(error.message);
};

async function rowOf(email: string) {
  const { data, error } = await t
    .service()
    .from('newsletter_subscribers')
    .select('confirmed_at, unsubscribed_at, frequency, language, bible_translation, unsubscribe_token')
    .eq('email', email)
    .maybeSingle();
  check(error);
  return data;
}

/** An account of its own, signed in; `confirmed` says whether its address is proven. */
async function reader(name: string, confirmed: boolean): Promise<{ client: SupabaseClient; email: string }> {
  const email = `${name}.${stamp}@example.test`;
  const created = await t.service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: confirmed });
  check(created.error);
  const client = t.anon();
  check((await client.auth.signInWithPassword({ email, password: TEST_PASSWORD })).error);
  return { client, email };
}

const dailyMails = (email: string) => t.local.mailbox.for(email).filter((m) => m.subject.startsWith("Today's devotional"));

beforeAll(async () => {
  t = await startTestBackend({ functionEnv });
  Object.assign(functionEnv, {
    EMAIL_API_URL: `${t.url}/mailbox`,
    EMAIL_API_KEY: 'test-key',
    EMAIL_FROM: 'RD <daily@example.test>',
    SITE_URL: 'http://site.test',
  });
  check((await t.service().from('site_settings').update({ timezone: ZONE }).eq('id', true)).error);
  check(
    (
      await t
        .service()
        .from('devotionals')
        .insert({
          title: 'Kept by Grace',
          slug: 'kept-by-grace',
          date: todayIn(ZONE),
          status: 'published',
          biblical_passage: 'Jude 1:24-25',
          scripture_text: 'Now unto him that is able to keep you from falling',
          transcript: 'He who began a good work will finish it.',
          memory_verse: 'Jude 1:24',
        })
    ).error,
  );
});
afterAll(() => t?.close());

describe('a confirmed reader in Settings', () => {
  it('subscribes in one step, gets the daily e-mail, stops it, and comes back', async () => {
    const { client, email } = await reader('settings.on', true);
    expect((await client.rpc('subscribe_me_to_newsletter', { frequency: 'daily', language: 'en' })).data).toBe('daily');
    const row = await rowOf(email);
    expect(row).toMatchObject({ frequency: 'daily', language: 'en', bible_translation: 'kjv', unsubscribed_at: null });
    expect(row?.confirmed_at).not.toBeNull();
    expect((await client.rpc('my_newsletter_frequency')).data).toBe('daily');
    // No confirmation e-mail: the address is already proven.
    expect(t.local.mailbox.for(email)).toHaveLength(0);

    const response = await fetch(`${t.url}/functions/v1/daily-email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.serviceRoleKey}`, apikey: t.serviceRoleKey },
    });
    expect(response.status).toBe(200);
    expect(dailyMails(email).map((m) => m.subject)).toEqual(["Today's devotional: Kept by Grace"]);

    expect((await client.rpc('unsubscribe_me_from_newsletter')).error).toBeNull();
    const stopped = await rowOf(email);
    expect(stopped?.unsubscribed_at).not.toBeNull();
    expect(stopped?.unsubscribe_token).toBe(row?.unsubscribe_token);
    expect((await client.rpc('my_newsletter_frequency')).data).toBeNull();
    const again = await client.rpc('unsubscribe_me_from_newsletter');
    expect(again.error?.message).toBe("Your account's address is not subscribed to the e-mail.");

    expect((await client.rpc('subscribe_me_to_newsletter', { frequency: 'weekly', language: 'nl' })).data).toBe('weekly');
    // Back in the language chosen now, with that edition's own Bible, as a new sign-up gets.
    expect(await rowOf(email)).toMatchObject({ frequency: 'weekly', language: 'nl', bible_translation: 'sv', unsubscribed_at: null });
    expect((await client.rpc('my_newsletter_frequency')).data).toBe('weekly');
  });

  it('confirms an address someone left pending through the footer form, in the language chosen here', async () => {
    const { client, email } = await reader('settings.pending', true);
    check((await t.service().from('newsletter_subscribers').insert({ email, language: 'es', bible_translation: 'rv1909' })).error);
    expect((await client.rpc('subscribe_me_to_newsletter', { frequency: 'weekly', language: 'en' })).data).toBe('weekly');
    const row = await rowOf(email);
    expect(row).toMatchObject({ language: 'en', bible_translation: 'kjv', unsubscribed_at: null });
    expect(row?.confirmed_at).not.toBeNull();
  });

  it('refuses a bad frequency or language, changing nothing', async () => {
    const { client, email } = await reader('settings.bad', true);
    expect((await client.rpc('subscribe_me_to_newsletter', { frequency: 'hourly', language: 'en' })).error?.message).toBe('Choose daily or weekly.');
    expect((await client.rpc('subscribe_me_to_newsletter', { frequency: 'daily', language: 'xx' })).error?.message).toBe(
      'Choose the language the e-mails come in.',
    );
    expect(await rowOf(email)).toBeNull();
  });
});

describe('who is refused', () => {
  it('a reader whose address is not confirmed, and nothing changes', async () => {
    const { client, email } = await reader('settings.unconfirmed', false);
    const refused = await client.rpc('subscribe_me_to_newsletter', { frequency: 'daily', language: 'en' });
    expect(refused.error?.code).toBe('42501');
    expect(refused.error?.message).toMatch(/^Confirm your account's e-mail address first/);
    expect(await rowOf(email)).toBeNull();

    // Nor can they stop a subscription someone else made for the address.
    check((await t.service().from('newsletter_subscribers').insert({ email, confirmed_at: new Date().toISOString() })).error);
    expect((await client.rpc('unsubscribe_me_from_newsletter')).error?.code).toBe('42501');
    expect((await rowOf(email))?.unsubscribed_at).toBeNull();
  });

  it('a blocked reader, and nothing changes', async () => {
    const { client, email } = await reader('settings.blocked', true);
    const { data: user } = await client.auth.getUser();
    check((await t.service().from('profiles').update({ is_blocked: true }).eq('id', user.user!.id)).error);
    const refused = await client.rpc('subscribe_me_to_newsletter', { frequency: 'daily', language: 'en' });
    expect(refused.error?.message).toBe('This account cannot change its e-mail preferences.');
    expect(await rowOf(email)).toBeNull();
  });

  it('a visitor', async () => {
    for (const [fn, args] of [
      ['subscribe_me_to_newsletter', { frequency: 'daily', language: 'en' }],
      ['unsubscribe_me_from_newsletter', {}],
    ] as const) {
      const { error } = await t.anon().rpc(fn, args);
      expect(error?.code).toBe('42501');
    }
  });

  it("another person's subscription stays as it is", async () => {
    const other = `someone.else.${stamp}@example.test`;
    check((await t.service().from('newsletter_subscribers').insert({ email: other, confirmed_at: new Date().toISOString(), frequency: 'weekly' })).error);
    const { client } = await reader('settings.neighbour', true);
    // No parameter names an address: one given is not a known signature.
    const named = await client.rpc('subscribe_me_to_newsletter' as never, { frequency: 'daily', language: 'en', email: other } as never);
    expect(named.error).not.toBeNull();
    expect((await client.rpc('unsubscribe_me_from_newsletter')).error?.code).toBe('P0002');
    expect(await rowOf(other)).toMatchObject({ frequency: 'weekly', unsubscribed_at: null });
  });
});
