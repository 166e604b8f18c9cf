/**
 * The daily e-mail at the hour the reader chooses. A signed-in reader sets their hour and time zone for their own
 * subscription (set_my_newsletter_send_hour), and reads it back; a bad hour or zone, a reader who is not
 * subscribed and a visitor are refused, changing nothing. The daily-email function leaves a subscriber whose hour
 * has not come on their own clock for a later run, sends them once it has, never twice, and sends a subscriber
 * without an hour as before. Supabase Cron's check (private.daily_email_waiting_day) keeps calling while someone
 * with an hour still waits for the day's e-mail.
 *
 * The tests read the real clock: they pick a time zone whose hour is well inside 01:00–22:59 right now, make it the
 * site's and the readers', and choose hours relative to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { todayIn } from '@lib/dates.ts';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from './harness.ts';

let t: TestBackend;
const functionEnv: Record<string, string> = {};
const stamp = Date.now().toString(36);

const check = (error: { message: string } | null) => {
  if (error) throw new Error(error.message);
};

/** The local hour and minute in `zone` now. */
function clock(zone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric' }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { hour: get('hour'), minute: get('minute') };
}

// Whole-hour and half-hour offsets: at any moment one of them is mid-hour and away from midnight.
const CANDIDATES = ['Europe/Amsterdam', 'Asia/Kolkata', 'America/New_York', 'America/St_Johns', 'Asia/Tokyo', 'Australia/Adelaide', 'America/Los_Angeles'];
const ZONE = CANDIDATES.find((zone) => {
  const { hour, minute } = clock(zone);
  return hour >= 1 && hour <= 21 && minute >= 8 && minute <= 52;
})!;
const HOUR = clock(ZONE).hour;

async function rowOf(email: string) {
  const { data, error } = await t.service().from('newsletter_subscribers').select('send_hour, time_zone').eq('email', email).maybeSingle();
  check(error);
  return data;
}

/** A confirmed account of its own, signed in, on the daily e-mail unless `subscribed` is false. */
async function reader(name: string, subscribed = true): Promise<{ client: SupabaseClient; email: string }> {
  const email = `${name}.${stamp}@example.test`;
  check((await t.service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true })).error);
  const client = t.anon();
  check((await client.auth.signInWithPassword({ email, password: TEST_PASSWORD })).error);
  if (subscribed) check((await client.rpc('subscribe_me_to_newsletter', { frequency: 'daily', language: 'en' })).error);
  return { client, email };
}

const dailyMails = (email: string) => t.local.mailbox.for(email).filter((m) => m.subject.startsWith("Today's devotional"));

async function run() {
  const response = await fetch(`${t.url}/functions/v1/daily-email`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.serviceRoleKey}`, apikey: t.serviceRoleKey },
  });
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

async function waitingDay(): Promise<string | null> {
  const { rows } = await t.local.db.query<{ day: string | null }>(`select private.daily_email_waiting_day(now(), $1)::text as day`, [ZONE]);
  return rows[0].day;
}

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

describe('a reader choosing the hour of the daily e-mail', () => {
  it('sets an hour and a time zone for their own subscription, reads it back, and clears it', async () => {
    const { client, email } = await reader('hour.set');
    expect((await client.rpc('my_newsletter_send_hour')).data).toBeNull();
    expect((await client.rpc('set_my_newsletter_send_hour', { hour: 7, time_zone: 'Europe/Amsterdam' })).data).toBe(7);
    expect(await rowOf(email)).toEqual({ send_hour: 7, time_zone: 'Europe/Amsterdam' });
    expect((await client.rpc('my_newsletter_send_hour')).data).toBe(7);
    expect((await client.rpc('set_my_newsletter_send_hour', { hour: null, time_zone: 'America/New_York' })).data).toBeNull();
    expect(await rowOf(email)).toEqual({ send_hour: null, time_zone: 'America/New_York' });
  });

  it('refuses a bad hour or time zone, changing nothing', async () => {
    const { client, email } = await reader('hour.bad');
    check((await client.rpc('set_my_newsletter_send_hour', { hour: 6, time_zone: 'Asia/Tokyo' })).error);
    for (const [hour, zone, message] of [
      [24, 'Asia/Tokyo', /hour from 0 to 23/],
      [-1, 'Asia/Tokyo', /hour from 0 to 23/],
      [8, 'Mars/Olympus_Mons', /Unknown time zone/],
      [8, 'asia/tokyo', /Unknown time zone/],
      [8, '', /Unknown time zone/],
      [8, null, /Unknown time zone/],
    ] as const) {
      const { error } = await client.rpc('set_my_newsletter_send_hour', { hour, time_zone: zone });
      expect(error?.message, `${hour} ${zone}`).toMatch(message);
    }
    expect(await rowOf(email)).toEqual({ send_hour: 6, time_zone: 'Asia/Tokyo' });
  });

  it('reaches only the caller’s own subscription; a reader not subscribed and a visitor are refused', async () => {
    const other = await reader('hour.other');
    check((await other.client.rpc('set_my_newsletter_send_hour', { hour: 5, time_zone: 'Europe/Amsterdam' })).error);
    const { client } = await reader('hour.none', false);
    const refused = await client.rpc('set_my_newsletter_send_hour', { hour: 9, time_zone: 'Europe/Amsterdam' });
    expect(refused.error?.message).toMatch(/not subscribed/);
    expect((await client.rpc('my_newsletter_send_hour')).data).toBeNull();
    const visitor = await t.anon().rpc('set_my_newsletter_send_hour', { hour: 9, time_zone: 'Europe/Amsterdam' });
    expect(visitor.error).not.toBeNull();
    expect((await t.anon().rpc('my_newsletter_send_hour')).error).not.toBeNull();
    expect(await rowOf(other.email)).toEqual({ send_hour: 5, time_zone: 'Europe/Amsterdam' });
  });

  it('refuses an unknown time zone written straight to the table', async () => {
    const { error } = await t
      .service()
      .from('newsletter_subscribers')
      .insert({ email: `zone.${stamp}@example.test`, frequency: 'daily', send_hour: 7, time_zone: 'Europe/Atlantis' });
    expect(error?.message).toMatch(/Unknown time zone/);
  });
});

describe('the daily e-mail at the reader’s hour', () => {
  it('waits for the hour on the reader’s clock, then sends it once; a reader without an hour gets it at once', async () => {
    // Earlier tests' readers are on the list too: give them this hour, so the runs below leave only `early` waiting.
    const early = await reader('hour.next');
    const onTime = await reader('hour.now');
    const asSoon = await reader('hour.asap');
    check((await early.client.rpc('set_my_newsletter_send_hour', { hour: HOUR + 1, time_zone: ZONE })).error);
    check((await onTime.client.rpc('set_my_newsletter_send_hour', { hour: HOUR, time_zone: ZONE })).error);
    check(
      (
        await t
          .service()
          .from('newsletter_subscribers')
          .update({ send_hour: HOUR, time_zone: ZONE })
          .like('email', `%.${stamp}@example.test`)
          .not('email', 'in', `(${[early.email, onTime.email, asSoon.email].join(',')})`)
      ).error,
    );

    expect(await run()).toMatchObject({ failed: 0, done: true });
    expect(dailyMails(early.email)).toHaveLength(0);
    expect(dailyMails(onTime.email)).toHaveLength(1);
    expect(dailyMails(asSoon.email)).toHaveLength(1);
    // Cron goes on calling while the early reader's hour is still to come.
    expect(await waitingDay()).toBe(todayIn(ZONE));

    expect(await run()).toMatchObject({ sent: 0, failed: 0 });
    expect(dailyMails(early.email)).toHaveLength(0);
    expect(dailyMails(onTime.email)).toHaveLength(1);

    // Their hour comes (moved back one, as the clock moving forward would): one e-mail, and a further run adds none.
    check((await early.client.rpc('set_my_newsletter_send_hour', { hour: HOUR, time_zone: ZONE })).error);
    expect(await run()).toMatchObject({ sent: 1, failed: 0 });
    expect(dailyMails(early.email)).toHaveLength(1);
    expect(await run()).toMatchObject({ sent: 0 });
    expect(dailyMails(early.email)).toHaveLength(1);
    expect(dailyMails(onTime.email)).toHaveLength(1);
    expect(dailyMails(asSoon.email)).toHaveLength(1);
    expect(await waitingDay()).toBeNull();
  });

  it('keeps the hour functions from the API roles', async () => {
    const { error } = await t.service().schema('private').rpc('daily_email_waiting_day', { moment: new Date().toISOString(), site_zone: 'UTC' });
    expect(error).not.toBeNull();
    expect((await t.service().rpc('set_my_newsletter_send_hour', { hour: 7, time_zone: 'UTC' })).error).not.toBeNull();
  });
});
