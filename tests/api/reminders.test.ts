/**
 * The daily reminder. A reader's reminder settings and browser subscriptions are their own (RLS: nobody else reads
 * them, anon nothing) and change only through the RPCs, which refuse bad input changing nothing; the e-mail channel
 * is the daily e-mail to the reader's confirmed address, turned on and off in one step. The daily-reminders
 * function, talking to a real local push service (tests/support/push-service.ts) that checks the VAPID signature
 * and decrypts each message, reminds a reader once a day at their hour in their edition, never for an unreleased
 * day; a 410 removes the subscription; a small time budget splits the run without sending anyone twice; the
 * evening nudge reaches a reader with a streak who has not read yet, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { todayIn } from '@lib/dates.ts';
import { nudgeDue } from '@lib/reminders/notification.ts';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from './harness.ts';
import { PUSH_SERVICE_CA, startPushService, subscriptionKeys, vapidKeys, type LocalPushService } from '../support/push-service.ts';

let t: TestBackend;
let pushService: LocalPushService;
const functionEnv: Record<string, string> = {};
const stamp = Date.now().toString(36);
const SITE = 'https://reminders.example.test';
const vapid = vapidKeys();

/** The local hour and minute in `zone` now. */
function clock(zone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric' }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { hour: get('hour'), minute: get('minute') };
}

// The tests read the real clock. They make the site keep a zone whose hour is well inside 01:00–21:59 right now
// (so "their hour" and "the next hour" are the same day) and in which 19:00 has already come in NUDGE_ZONE
// (UTC+14, the first evening on Earth), so the evening nudge is due too. Whole-hour zones west of UTC and a few
// half-hour ones: at any moment one of them fits.
const NUDGE_ZONE = 'Etc/GMT-14';
const SITE_ZONES = [
  ...[12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((hours) => `Etc/GMT+${hours}`),
  'America/St_Johns',
  'Pacific/Marquesas',
  'Asia/Kolkata',
  'Asia/Kathmandu',
];
const ZONE = SITE_ZONES.find((zone) => {
  const { hour, minute } = clock(zone);
  return hour >= 1 && hour <= 21 && minute >= 8 && minute <= 52 && nudgeDue({ hour: null, time_zone: NUDGE_ZONE }, todayIn(zone), zone);
})!;
const HOUR = clock(ZONE).hour;

const check = (error: { message: string } | null) => {
  if (error) throw new Error(error.message);
};

interface Reader {
  client: SupabaseClient;
  email: string;
  id: string;
}

/** A signed-in account of its own; its address confirmed unless `confirmed` is false. */
async function reader(name: string, confirmed = true): Promise<Reader> {
  const email = `${name}.${stamp}@example.test`;
  const created = await t.service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: confirmed });
  check(created.error);
  const client = t.anon();
  check((await client.auth.signInWithPassword({ email, password: TEST_PASSWORD })).error);
  return { client, email, id: created.data.user!.id };
}

async function subscriptionRow(email: string) {
  const { data, error } = await t
    .service()
    .from('newsletter_subscribers')
    .select('frequency, language, send_hour, time_zone, confirmed_at, unsubscribed_at')
    .eq('email', email)
    .maybeSingle();
  check(error);
  return data;
}

const settingsOf = async (id: string) => (await t.service().from('reminder_settings').select('*').eq('user_id', id).maybeSingle()).data;

const endpoint = (name: string) => `https://push.example.test/send/${name}-${stamp}`;

beforeAll(async () => {
  expect(ZONE, 'a site time zone for the clock right now').toBeDefined();
  pushService = await startPushService(vapid.publicKey);
  Object.assign(functionEnv, {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:reminders@example.test',
    SITE_URL: SITE,
    // The local push service's certificate, trusted as a real push service's is.
    DENO_CERT: PUSH_SERVICE_CA,
  });
  t = await startTestBackend({ functionEnv });
  check((await t.service().from('site_settings').update({ timezone: ZONE }).eq('id', true)).error);
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});

describe('reminder settings', () => {
  it('start off, and are set and read back by their owner', async () => {
    const { client } = await reader('rem.set');
    expect((await client.rpc('my_reminders')).data).toEqual({
      enabled: false,
      hour: null,
      time_zone: null,
      language: 'en',
      by_push: true,
      by_email: false,
      streak_nudge: false,
      devices: 0,
      email_confirmed: true,
    });
    const set = await client.rpc('set_my_reminders', {
      p_enabled: true,
      p_hour: 7,
      p_time_zone: 'Europe/Amsterdam',
      p_language: 'nl',
      p_by_push: true,
      p_by_email: false,
      p_streak_nudge: true,
    });
    check(set.error);
    expect(set.data).toMatchObject({ enabled: true, hour: 7, time_zone: 'Europe/Amsterdam', language: 'nl', streak_nudge: true });
    expect((await client.rpc('my_reminders')).data).toEqual(set.data);
  });

  it('refuse an hour out of range, an unknown zone, an hour without a zone and an unknown edition, changing nothing', async () => {
    const { client, id } = await reader('rem.bad');
    const base = { p_enabled: true, p_hour: 6, p_time_zone: 'Asia/Tokyo', p_language: 'es', p_by_push: true, p_by_email: false, p_streak_nudge: false };
    check((await client.rpc('set_my_reminders', base)).error);
    const before = await settingsOf(id);
    for (const [change, message] of [
      [{ p_hour: 24 }, /hour from 0 to 23/],
      [{ p_hour: -1 }, /hour from 0 to 23/],
      [{ p_time_zone: 'Mars/Olympus_Mons' }, /Unknown time zone/],
      [{ p_time_zone: null, p_hour: 8 }, /time zone/],
      [{ p_language: 'fr' }, /editions/],
      [{ p_language: 'xx' }, /editions/],
    ] as const) {
      const { error } = await client.rpc('set_my_reminders', { ...base, p_enabled: false, ...change });
      expect(error?.message, JSON.stringify(change)).toMatch(message);
    }
    expect(await settingsOf(id)).toEqual(before);
  });

  it('are the owner’s alone: another reader and a visitor neither read nor write them', async () => {
    const owner = await reader('rem.owner');
    const other = await reader('rem.other');
    check(
      (
        await owner.client.rpc('set_my_reminders', {
          p_enabled: true,
          p_hour: null,
          p_time_zone: null,
          p_language: 'en',
          p_by_push: true,
          p_by_email: false,
          p_streak_nudge: false,
        })
      ).error,
    );
    expect((await owner.client.from('reminder_settings').select('user_id')).data).toEqual([{ user_id: owner.id }]);
    expect((await other.client.from('reminder_settings').select('user_id')).data).toEqual([]);
    expect((await t.anon().from('reminder_settings').select('user_id')).error).not.toBeNull();
    // Writes go through set_my_reminders only.
    const direct = await owner.client.from('reminder_settings').update({ enabled: false }).eq('user_id', owner.id).select();
    expect(direct.error ?? direct.data?.length === 0).toBeTruthy();
    expect((await settingsOf(owner.id))?.enabled).toBe(true);
    expect((await t.anon().rpc('my_reminders')).error).not.toBeNull();
    expect(
      (
        await t.anon().rpc('set_my_reminders', {
          p_enabled: true,
          p_hour: null,
          p_time_zone: null,
          p_language: 'en',
          p_by_push: true,
          p_by_email: false,
          p_streak_nudge: false,
        })
      ).error,
    ).not.toBeNull();
  });
});

describe('the e-mail channel', () => {
  const on = { p_enabled: true, p_hour: 6, p_time_zone: 'Europe/Amsterdam', p_language: 'nl', p_by_push: false, p_by_email: true, p_streak_nudge: false };

  it('subscribes the confirmed address to the daily e-mail in one step, at the reminder’s hour, and ends it', async () => {
    const { client, email } = await reader('rem.mail');
    const mailsBefore = t.local.mailbox.for(email).length;
    const set = await client.rpc('set_my_reminders', on);
    check(set.error);
    expect(set.data).toMatchObject({ by_email: true, enabled: true });
    expect(await subscriptionRow(email)).toMatchObject({
      frequency: 'daily',
      language: 'nl',
      send_hour: 6,
      time_zone: 'Europe/Amsterdam',
      unsubscribed_at: null,
    });
    expect((await subscriptionRow(email))?.confirmed_at).not.toBeNull();
    expect(t.local.mailbox.for(email).length).toBe(mailsBefore);

    const off = await client.rpc('set_my_reminders', { ...on, p_by_email: false });
    check(off.error);
    expect(off.data).toMatchObject({ by_email: false });
    expect((await subscriptionRow(email))?.unsubscribed_at).not.toBeNull();
    expect(t.local.mailbox.for(email).length).toBe(mailsBefore);
  });

  it('turning reminders off ends the daily e-mail but leaves a weekly digest alone', async () => {
    const daily = await reader('rem.offdaily');
    check((await daily.client.rpc('set_my_reminders', on)).error);
    check((await daily.client.rpc('set_my_reminders', { ...on, p_enabled: false })).error);
    expect((await subscriptionRow(daily.email))?.unsubscribed_at).not.toBeNull();

    const weekly = await reader('rem.weekly');
    check((await weekly.client.rpc('subscribe_me_to_newsletter', { frequency: 'weekly', language: 'en' })).error);
    check((await weekly.client.rpc('set_my_reminders', { ...on, p_by_email: false })).error);
    expect(await subscriptionRow(weekly.email)).toMatchObject({ frequency: 'weekly', unsubscribed_at: null });
  });

  it('shows a daily e-mail subscriber’s e-mail as their reminder, so saving what Settings shows keeps it', async () => {
    const { client, email } = await reader('rem.footer');
    check((await client.rpc('subscribe_me_to_newsletter', { frequency: 'daily', language: 'es' })).error);
    check((await client.rpc('set_my_newsletter_send_hour', { hour: 6, time_zone: 'Europe/Madrid' })).error);
    const shown = (await client.rpc('my_reminders')).data as Record<string, unknown>;
    expect(shown).toMatchObject({ enabled: true, by_email: true, by_push: false, hour: 6, time_zone: 'Europe/Madrid', language: 'es' });
    const saved = await client.rpc('set_my_reminders', {
      p_enabled: shown.enabled as boolean,
      p_hour: shown.hour as number,
      p_time_zone: shown.time_zone as string,
      p_language: shown.language as string,
      p_by_push: shown.by_push as boolean,
      p_by_email: shown.by_email as boolean,
      p_streak_nudge: shown.streak_nudge as boolean,
    });
    check(saved.error);
    expect(saved.data).toEqual(shown);
    expect(await subscriptionRow(email)).toMatchObject({ frequency: 'daily', send_hour: 6, unsubscribed_at: null });
  });

  it('is refused for an unconfirmed address, changing nothing', async () => {
    const { client, email, id } = await reader('rem.unconfirmed', false);
    const refused = await client.rpc('set_my_reminders', on);
    expect(refused.error?.message).toMatch(/Confirm your account/);
    expect(await settingsOf(id)).toBeNull();
    expect(await subscriptionRow(email)).toBeNull();
    expect((await client.rpc('my_reminders')).data).toMatchObject({ email_confirmed: false, by_email: false });
  });
});

describe('push subscriptions', () => {
  it('are saved, counted, read and deleted by their owner only; anon sees nothing', async () => {
    const owner = await reader('push.owner');
    const other = await reader('push.other');
    const keys = subscriptionKeys();
    const saved = await owner.client.rpc('save_my_push_subscription', { p_endpoint: endpoint('a'), p_p256dh: keys.p256dh, p_auth: keys.auth });
    check(saved.error);
    expect(saved.data).toMatch(/^[0-9a-f-]{36}$/);
    expect((await owner.client.rpc('my_reminders')).data).toMatchObject({ devices: 1 });
    expect((await owner.client.from('push_subscriptions').select('endpoint')).data).toEqual([{ endpoint: endpoint('a') }]);
    expect((await other.client.from('push_subscriptions').select('endpoint')).data).toEqual([]);
    expect((await t.anon().from('push_subscriptions').select('endpoint')).error).not.toBeNull();
    // Another reader can neither delete it directly nor through the RPC.
    await other.client.from('push_subscriptions').delete().eq('endpoint', endpoint('a'));
    check((await other.client.rpc('delete_my_push_subscription', { p_endpoint: endpoint('a') })).error);
    expect((await owner.client.from('push_subscriptions').select('endpoint')).data).toHaveLength(1);
    // Nor write one for anyone.
    const forged = await other.client
      .from('push_subscriptions')
      .insert({ user_id: owner.id, endpoint: endpoint('forged'), p256dh: keys.p256dh, auth: keys.auth });
    expect(forged.error).not.toBeNull();
    check((await owner.client.rpc('delete_my_push_subscription', { p_endpoint: endpoint('a') })).error);
    expect((await owner.client.from('push_subscriptions').select('endpoint')).data).toEqual([]);
  });

  it('move to whoever subscribed on the browser last, and keep a reader’s ten newest', async () => {
    const first = await reader('push.first');
    const second = await reader('push.second');
    const keys = subscriptionKeys();
    const shared = endpoint('shared');
    check((await first.client.rpc('save_my_push_subscription', { p_endpoint: shared, p_p256dh: keys.p256dh, p_auth: keys.auth })).error);
    check((await second.client.rpc('save_my_push_subscription', { p_endpoint: shared, p_p256dh: keys.p256dh, p_auth: keys.auth })).error);
    expect((await first.client.from('push_subscriptions').select('endpoint')).data).toEqual([]);
    expect((await second.client.from('push_subscriptions').select('endpoint')).data).toEqual([{ endpoint: shared }]);

    for (let i = 0; i < 11; i++) {
      check((await first.client.rpc('save_my_push_subscription', { p_endpoint: endpoint(`many-${i}`), p_p256dh: keys.p256dh, p_auth: keys.auth })).error);
    }
    const kept = (await first.client.from('push_subscriptions').select('endpoint')).data!.map((r) => r.endpoint).sort();
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(endpoint('many-0'));
    expect(kept).toContain(endpoint('many-10'));
  });

  it('refuse a bad endpoint or bad keys, saving nothing', async () => {
    const { client } = await reader('push.bad');
    const keys = subscriptionKeys();
    for (const [args, message] of [
      [{ p_endpoint: 'http://push.example.test/x' }, /push service address/],
      [{ p_endpoint: 'javascript:alert(1)' }, /push service address/],
      [{ p_endpoint: `https://push.example.test/${'x'.repeat(1100)}` }, /push service address/],
      [{ p_p256dh: keys.p256dh.slice(1) }, /p256dh/],
      [{ p_p256dh: keys.p256dh.replace(/.$/, '+') }, /p256dh/],
      [{ p_auth: 'short' }, /auth secret/],
      [{ p_auth: null }, /auth secret/],
    ] as const) {
      const good: Record<string, string | null> = { p_endpoint: endpoint('bad'), p_p256dh: keys.p256dh, p_auth: keys.auth };
      const { error } = await client.rpc('save_my_push_subscription', { ...good, ...args } as never);
      expect(error?.message, JSON.stringify(args)).toMatch(message);
    }
    expect((await client.from('push_subscriptions').select('endpoint')).data).toEqual([]);
    expect((await t.anon().rpc('save_my_push_subscription', { p_endpoint: endpoint('anon'), p_p256dh: keys.p256dh, p_auth: keys.auth })).error).not.toBeNull();
  });
});

describe('the daily-reminders function', () => {
  const day = () => todayIn(ZONE);
  let englishId = '';
  let dutchId = '';

  async function run(): Promise<Record<string, unknown>> {
    const response = await fetch(`${t.url}/functions/v1/daily-reminders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.serviceRoleKey}`, apikey: t.serviceRoleKey },
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body;
  }

  /** A reader with push reminders on and `devices` browsers subscribed on the local push service. */
  async function pushReader(
    name: string,
    choice: { hour?: number | null; zone?: string | null; language?: string; nudge?: boolean; devices?: number } = {},
  ): Promise<Reader & { endpoints: string[] }> {
    const r = await reader(name);
    const set = await r.client.rpc('set_my_reminders', {
      p_enabled: true,
      p_hour: choice.hour ?? null,
      p_time_zone: choice.zone ?? null,
      p_language: choice.language ?? 'en',
      p_by_push: true,
      p_by_email: false,
      p_streak_nudge: choice.nudge ?? false,
    });
    check(set.error);
    const endpoints: string[] = [];
    for (let i = 0; i < (choice.devices ?? 1); i++) {
      const { endpoint, keys } = pushService.subscribe();
      check((await r.client.rpc('save_my_push_subscription', { p_endpoint: endpoint, p_p256dh: keys.p256dh, p_auth: keys.auth })).error);
      endpoints.push(endpoint);
    }
    return { ...r, endpoints };
  }

  const received = (endpoint: string) =>
    pushService.received(endpoint).map((m) => JSON.parse(m.text) as { kind: string; notification: Record<string, string> });
  const reminders = (endpoint: string) => received(endpoint).filter((m) => m.kind === 'daily');

  it('answers GET with the VAPID public key, and refuses a POST that is not the schedule’s', async () => {
    const response = await fetch(`${t.url}/functions/v1/daily-reminders`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publicKey: vapid.publicKey });
    const stranger = await fetch(`${t.url}/functions/v1/daily-reminders`, { method: 'POST' });
    expect(stranger.status).toBe(401);
  });

  it('is not scheduled where pg_cron is absent (npm start calls it instead)', async () => {
    const { rows } = await t.local.db.query<{ caller: string | null }>(`select to_regprocedure('private.call_daily_reminders()')::text as caller`);
    expect(rows[0]).toEqual({ caller: null });
  });

  it('answers 503 with what to set while VAPID is missing or its keys are not one pair', async () => {
    const saved = functionEnv.VAPID_PRIVATE_KEY;
    try {
      delete functionEnv.VAPID_PRIVATE_KEY;
      const missing = await fetch(`${t.url}/functions/v1/daily-reminders`);
      expect(missing.status).toBe(503);
      expect((await missing.json()).error).toMatch(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT/);
      functionEnv.VAPID_PRIVATE_KEY = vapidKeys().privateKey;
      const mismatched = await fetch(`${t.url}/functions/v1/daily-reminders`);
      expect(mismatched.status).toBe(503);
      expect((await mismatched.json()).error).toMatch(/does not belong to VAPID_PUBLIC_KEY/);
    } finally {
      functionEnv.VAPID_PRIVATE_KEY = saved;
    }
  });

  it('sends nothing while today’s devotional is not released, and reminds once it is', async () => {
    const early = await pushReader('fn.unreleased');
    const { data, error } = await t
      .service()
      .from('devotionals')
      .insert({
        title: 'The Good Shepherd',
        slug: `the-good-shepherd-${stamp}`,
        date: day(),
        status: 'draft',
        biblical_passage: 'John 10:1-18',
        scripture_text: 'I am the good shepherd: the good shepherd giveth his life for the sheep.',
        transcript: 'He knows his sheep by name.',
        memory_verse: 'I am the good shepherd. (John 10:11)',
      })
      .select('id, translation_group')
      .single();
    check(error);
    englishId = data!.id;
    expect(await run()).toMatchObject({ day: day(), sent: 0, done: true });
    expect(received(early.endpoints[0])).toEqual([]);
    expect((await settingsOf(early.id))?.last_reminded_on).toBeNull();

    // Released: the English devotional and its Dutch translation are published.
    check((await t.service().from('devotionals').update({ status: 'published' }).eq('id', englishId)).error);
    const dutch = await t
      .service()
      .from('devotionals')
      .insert({
        title: 'De goede Herder',
        slug: `de-goede-herder-${stamp}`,
        date: day(),
        status: 'published',
        language: 'nl',
        translation_group: data!.translation_group,
        biblical_passage: 'John 10:1-18',
        scripture_text: 'Ik ben de goede Herder; de goede herder stelt zijn leven voor de schapen.',
        transcript: 'Hij kent Zijn schapen bij name.',
        memory_verse: 'Ik ben de goede Herder. (Johannes 10:11)',
      })
      .select('id')
      .single();
    check(dutch.error);
    dutchId = dutch.data!.id;
    await run();
    expect(reminders(early.endpoints[0])).toHaveLength(1);
  });

  it('reminds each device once, at the reader’s hour and not before, in the reader’s edition', async () => {
    const later = await pushReader('fn.later', { hour: HOUR + 1, zone: ZONE });
    const english = await pushReader('fn.english', { hour: HOUR, zone: ZONE, devices: 2 });
    const dutch = await pushReader('fn.dutch', { hour: HOUR, zone: ZONE, language: 'nl' });
    const first = await run();
    expect(first).toMatchObject({ day: day(), done: true, failed: 0 });
    expect(first.sent).toBeGreaterThanOrEqual(3);

    expect(received(later.endpoints[0])).toEqual([]);
    for (const endpoint of english.endpoints) {
      expect(received(endpoint)).toEqual([
        {
          web_push: 8030,
          notification: {
            title: 'The Good Shepherd',
            body: 'Memory verse: John 10:11',
            navigate: `${SITE}/devotional/${englishId}/`,
            lang: 'en',
            tag: `daily-${day()}`,
          },
          kind: 'daily',
        },
      ]);
    }
    expect(received(dutch.endpoints[0])).toEqual([
      {
        web_push: 8030,
        notification: {
          title: 'De goede Herder',
          body: 'Tekst om te onthouden: Johannes 10:11',
          navigate: `${SITE}/nl/devotional/${dutchId}/`,
          lang: 'nl',
          tag: `daily-${day()}`,
        },
        kind: 'daily',
      },
    ]);
    expect(pushService.received(english.endpoints[0])[0].subject).toBe('mailto:reminders@example.test');
    expect((await settingsOf(english.id))?.last_reminded_on).toBe(day());
    expect((await settingsOf(later.id))?.last_reminded_on).toBeNull();

    // A second run the same day sends nobody anything again.
    expect(await run()).toMatchObject({ sent: 0, done: true });
    for (const endpoint of [...english.endpoints, ...dutch.endpoints]) expect(reminders(endpoint)).toHaveLength(1);
  });

  it('removes a subscription its push service answers 410 for, and still reaches the reader’s other device', async () => {
    const r = await pushReader('fn.gone', { devices: 2 });
    const [gone, kept] = r.endpoints;
    pushService.failWith(gone, 410);
    const outcome = await run();
    expect(outcome.removed).toBeGreaterThanOrEqual(1);
    expect((await r.client.from('push_subscriptions').select('endpoint')).data).toEqual([{ endpoint: kept }]);
    expect(reminders(kept)).toHaveLength(1);
    expect((await r.client.rpc('my_reminders')).data).toMatchObject({ devices: 1 });
  });

  it('splits a run that outlasts its time budget; the next runs finish without sending anyone twice', async () => {
    const readers = await Promise.all(['fn.batch1', 'fn.batch2', 'fn.batch3'].map((name) => pushReader(name)));
    Object.assign(functionEnv, { REMINDER_TIME_BUDGET_MS: '1', REMINDER_BATCH_SIZE: '1' });
    try {
      const first = await run();
      expect(first).toMatchObject({ done: false });
      expect(first.sent).toBe(1);
      let runs = 1;
      for (let outcome = first; !outcome.done && runs < 10; runs++) outcome = await run();
      expect(runs).toBeGreaterThanOrEqual(3);
    } finally {
      delete functionEnv.REMINDER_TIME_BUDGET_MS;
      delete functionEnv.REMINDER_BATCH_SIZE;
    }
    for (const r of readers) expect(reminders(r.endpoints[0])).toHaveLength(1);
  });

  it('nudges a reader with a streak who has not read today, once, in the evening; not one who has read', async () => {
    const since = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
    const history = (id: string, hoursAgo: number[]) =>
      t
        .service()
        .from('user_reading_history')
        .insert(hoursAgo.map((h) => ({ user_id: id, devotional_id: englishId, completed_at: since(h) })));
    const waiting = await pushReader('fn.nudge', { zone: NUDGE_ZONE, nudge: true });
    const read = await pushReader('fn.nudgeread', { zone: NUDGE_ZONE, nudge: true });
    const single = await pushReader('fn.nudgeone', { zone: NUDGE_ZONE, nudge: true });
    check((await history(waiting.id, [24, 48])).error);
    check((await history(read.id, [0, 24, 48])).error);
    check((await history(single.id, [24])).error);

    const outcome = await run();
    expect(outcome.nudged).toBe(1);
    const nudges = (endpoint: string) => received(endpoint).filter((m) => m.kind === 'nudge');
    expect(nudges(waiting.endpoints[0])).toEqual([
      {
        web_push: 8030,
        notification: {
          title: "Your 2-day streak: today's devotional is waiting",
          body: 'The Good Shepherd',
          navigate: `${SITE}/devotional/${englishId}/`,
          lang: 'en',
          tag: `nudge-${day()}`,
        },
        kind: 'nudge',
      },
    ]);
    expect(nudges(read.endpoints[0])).toEqual([]);
    expect(nudges(single.endpoints[0])).toEqual([]);
    expect(await run()).toMatchObject({ nudged: 0 });
    expect(nudges(waiting.endpoints[0])).toHaveLength(1);
  });
});
