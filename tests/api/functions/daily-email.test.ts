/**
 * The daily e-mail against supabase/local, the local mailbox standing in for the e-mail API: a daily subscriber
 * gets exactly one e-mail per release however often the job runs, a weekly subscriber none on a weekday (and a
 * daily one no weekly digest); the preferences endpoint behind every e-mail's link changes the frequency with the
 * link's token and refuses anything else, changing nothing; signed-in readers choose through two RPCs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@lib/dates.ts';
import { digestSubject, weekEndFor } from '../../../supabase/functions/weekly-digest/digest.ts';
import { startTestBackend, type TestBackend } from '../harness.ts';

// Fourteen hours ahead of UTC and eleven behind: 25 hours apart, so their todays are always different days, two
// releases in one test run.
const FIRST_ZONE = 'Pacific/Pago_Pago';
const NEXT_ZONE = 'Pacific/Kiritimati';
const SITE = 'http://site.test';
let backend: TestBackend;
const functionEnv: Record<string, string> = {};

const check = (error: { message: string } | null) => {
  if (error) throw new Error(error.message);
};

async function call(name: 'daily-email' | 'weekly-digest') {
  const response = await fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${backend.serviceRoleKey}`, apikey: backend.serviceRoleKey },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function setZone(zone: string) {
  check((await backend.service().from('site_settings').update({ timezone: zone }).eq('id', true)).error);
}

const dailyMails = (email: string) => backend.local.mailbox.for(email).filter((m) => m.subject.startsWith("Today's devotional"));

async function subscriber(email: string, frequency: 'daily' | 'weekly', extra: Record<string, unknown> = {}) {
  const { data, error } = await backend
    .service()
    .from('newsletter_subscribers')
    .insert({ email, confirmed_at: new Date().toISOString(), frequency, ...extra })
    .select('id, unsubscribe_token, frequency')
    .single();
  check(error);
  return data as { id: string; unsubscribe_token: string; frequency: string };
}

async function frequencyOf(email: string) {
  const { data } = await backend.service().from('newsletter_subscribers').select('frequency').eq('email', email).single();
  return (data as { frequency: string }).frequency;
}

async function preferences(body: Record<string, unknown>) {
  const response = await fetch(`${backend.url}/functions/v1/newsletter/preferences`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: backend.anonKey },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  backend = await startTestBackend({ functionEnv });
  Object.assign(functionEnv, { EMAIL_API_URL: `${backend.url}/mailbox`, EMAIL_API_KEY: 'test-key', EMAIL_FROM: 'RD <daily@example.test>', SITE_URL: SITE });
  const days = [todayIn(FIRST_ZONE), todayIn(NEXT_ZONE)];
  expect(days[0]).not.toBe(days[1]);
  check(
    (
      await backend
        .service()
        .from('devotionals')
        .insert(
          days.map((date, i) => ({
            title: i === 0 ? 'Kept by Grace' : 'The Lamp of the Word',
            slug: `daily-${i}`,
            date,
            status: 'published',
            biblical_passage: i === 0 ? 'Jude 1:24-25' : 'Psalm 119:105',
            scripture_text: i === 0 ? 'Now unto him that is able to keep you from falling' : 'Thy word is a lamp unto my feet',
            transcript: 'He who began a good work will finish it.\n\nOur standing rests on his keeping.\n\nThe rest is on the site.',
            memory_verse: 'Jude 1:24',
          })),
        )
    ).error,
  );
});
afterAll(async () => {
  await backend?.close();
});

describe('daily-email', () => {
  it('sends a daily subscriber exactly one e-mail per release, however often the job runs, and a weekly one none', async () => {
    await subscriber('daily.reader@example.test', 'daily');
    await subscriber('weekly.reader@example.test', 'weekly');
    await subscriber('daily.pending@example.test', 'daily', { confirmed_at: null });
    await setZone(FIRST_ZONE);

    const first = await call('daily-email');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ day: todayIn(FIRST_ZONE), sent: 1, failed: 0, done: true });
    expect((await call('daily-email')).body).toMatchObject({ sent: 0, done: true });

    const mails = dailyMails('daily.reader@example.test');
    expect(mails.map((m) => m.subject)).toEqual(["Today's devotional: Kept by Grace"]);
    expect(mails[0].text).toContain('Now unto him that is able to keep you from falling');
    expect(mails[0].text).toMatch(/Read: http:\/\/site\.test\/devotional\/[0-9a-f-]{36}\//);
    expect(mails[0].text).toMatch(/Daily or weekly, KJV or BSB: http:\/\/site\.test\/newsletter\/preferences\/\?token=[0-9a-f]{64}/);
    expect(mails[0].headers?.['List-Unsubscribe']).toMatch(/\/functions\/v1\/newsletter\/unsubscribe\?token=[0-9a-f]{64}>$/);
    expect(mails[0].headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(backend.local.mailbox.for('weekly.reader@example.test')).toHaveLength(0);
    expect(backend.local.mailbox.for('daily.pending@example.test')).toHaveLength(0);

    // The next day's release: one more, once.
    await setZone(NEXT_ZONE);
    expect((await call('daily-email')).body).toMatchObject({ day: todayIn(NEXT_ZONE), sent: 1, done: true });
    expect((await call('daily-email')).body).toMatchObject({ sent: 0, done: true });
    expect(dailyMails('daily.reader@example.test').map((m) => m.subject)).toEqual([
      "Today's devotional: Kept by Grace",
      "Today's devotional: The Lamp of the Word",
    ]);
    expect(backend.local.mailbox.for('weekly.reader@example.test')).toHaveLength(0);

    // The Sunday digest goes to weekly subscribers only.
    const sunday = weekEndFor(todayIn(NEXT_ZONE));
    if (sunday !== todayIn(NEXT_ZONE) && sunday !== todayIn(FIRST_ZONE)) {
      check(
        (
          await backend.service().from('devotionals').insert({
            title: 'Sunday Rest',
            slug: 'sunday-rest',
            date: sunday,
            status: 'published',
            biblical_passage: 'Hebrews 4:9',
            scripture_text: 'There remaineth therefore a rest to the people of God.',
            transcript: 'Rest.',
            memory_verse: 'Hebrews 4:9',
          })
        ).error,
      );
    }
    expect(await call('weekly-digest')).toMatchObject({ status: 200, body: { weekEnd: sunday, sent: 1 } });
    expect(backend.local.mailbox.for('weekly.reader@example.test').map((m) => m.subject)).toEqual([digestSubject(sunday)]);
    expect(backend.local.mailbox.for('daily.reader@example.test').filter((m) => m.subject === digestSubject(sunday))).toHaveLength(0);
  }, 60_000);

  it('does not send a second copy to an address a cut-off run had already claimed', async () => {
    const { id } = await subscriber('claimed.reader@example.test', 'daily');
    await setZone(FIRST_ZONE);
    const { data: digest } = await backend
      .service()
      .from('newsletter_digests')
      .select('id')
      .eq('edition', 'daily')
      .eq('week_end', todayIn(FIRST_ZONE))
      .single();
    // As if a run had claimed the address and stopped before its batch went out.
    check((await backend.service().from('newsletter_deliveries').insert({ digest_id: digest!.id, subscriber_id: id })).error);
    const { body } = await call('daily-email');
    expect(body).toMatchObject({ sent: 0, skipped: 2, done: true });
    expect(dailyMails('claimed.reader@example.test')).toHaveLength(0);
  });

  it('answers only the schedule', async () => {
    const response = await fetch(`${backend.url}/functions/v1/daily-email`, { method: 'POST', headers: { apikey: backend.anonKey } });
    expect(response.status).toBe(401);
  });
});

describe('the preferences endpoint', () => {
  it("reads and changes the frequency with the e-mail link's token", async () => {
    const { unsubscribe_token: token } = await subscriber('chooser@example.test', 'weekly');
    expect(await preferences({ token })).toMatchObject({ status: 200, body: { frequency: 'weekly', subscribed: true } });
    expect(await preferences({ token, frequency: 'daily' })).toMatchObject({ status: 200, body: { frequency: 'daily' } });
    expect(await frequencyOf('chooser@example.test')).toBe('daily');
    expect(await preferences({ token, frequency: 'weekly' })).toMatchObject({ status: 200, body: { frequency: 'weekly' } });
    expect(await frequencyOf('chooser@example.test')).toBe('weekly');
  });

  it('refuses a bad token, a bad frequency and an unsubscribed address, changing nothing', async () => {
    const { unsubscribe_token: token } = await subscriber('careful@example.test', 'weekly');
    expect(await preferences({ token: 'f'.repeat(64), frequency: 'daily' })).toMatchObject({ status: 404, body: { error: 'This link is not valid.' } });
    expect(await preferences({ token: 'not-a-token', frequency: 'daily' })).toMatchObject({ status: 404 });
    expect(await preferences({ token, frequency: 'hourly' })).toMatchObject({ status: 400, body: { error: 'Choose daily or weekly.' } });
    expect(await frequencyOf('careful@example.test')).toBe('weekly');

    const gone = await subscriber('gone.reader@example.test', 'weekly', { unsubscribed_at: new Date().toISOString() });
    expect(await preferences({ token: gone.unsubscribe_token, frequency: 'daily' })).toMatchObject({ status: 409 });
    expect(await frequencyOf('gone.reader@example.test')).toBe('weekly');
  });

  it('sends a GET (a mail scanner) to the site page without changing anything', async () => {
    const { unsubscribe_token: token } = await subscriber('scanned@example.test', 'weekly');
    const response = await fetch(`${backend.url}/functions/v1/newsletter/preferences?token=${token}&frequency=daily`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/newsletter/preferences/?token=${token}`);
    expect(await frequencyOf('scanned@example.test')).toBe('weekly');
  });
});

describe('signed-in readers', () => {
  it("choose the frequency of their own account address's subscription, and only that", async () => {
    const reader = await backend.newUser('settings-reader');
    const other = await subscriber('someone.else@example.test', 'weekly');
    expect((await reader.client.rpc('my_newsletter_frequency')).data).toBeNull();
    const refused = await reader.client.rpc('set_my_newsletter_frequency', { frequency: 'daily' });
    expect(refused.error?.message).toBe("Your account's address is not subscribed to the e-mail.");

    await subscriber(reader.email.toLowerCase(), 'weekly');
    expect((await reader.client.rpc('my_newsletter_frequency')).data).toBe('weekly');
    expect((await reader.client.rpc('set_my_newsletter_frequency', { frequency: 'daily' })).data).toBe('daily');
    expect(await frequencyOf(reader.email.toLowerCase())).toBe('daily');
    expect((await reader.client.rpc('set_my_newsletter_frequency', { frequency: 'hourly' })).error?.message).toBe('Choose daily or weekly.');
    expect(await frequencyOf(reader.email.toLowerCase())).toBe('daily');
    expect(other.frequency).toBe('weekly');
    expect(await frequencyOf('someone.else@example.test')).toBe('weekly');

    expect((await backend.anon().rpc('set_my_newsletter_frequency', { frequency: 'daily' })).error).not.toBeNull();
  });
});
