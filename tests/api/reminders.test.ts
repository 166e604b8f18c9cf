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
import { startTestBackend, TEST_PASSWORD, type TestBackend } from './harness.ts';
import { subscriptionKeys } from '../support/push-service.ts';

let t: TestBackend;
const functionEnv: Record<string, string> = {};
const stamp = Date.now().toString(36);

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
  t = await startTestBackend({ functionEnv });
});
afterAll(() => t?.close());

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
        await t
          .anon()
          .rpc('set_my_reminders', {
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
      const { error } = await client.rpc('save_my_push_subscription', { p_endpoint: endpoint('bad'), p_p256dh: keys.p256dh, p_auth: keys.auth, ...args });
      expect(error?.message, JSON.stringify(args)).toMatch(message);
    }
    expect((await client.from('push_subscriptions').select('endpoint')).data).toEqual([]);
    expect((await t.anon().rpc('save_my_push_subscription', { p_endpoint: endpoint('anon'), p_p256dh: keys.p256dh, p_auth: keys.auth })).error).not.toBeNull();
  });
});
