/**
 * The e-mail settings trust an account's address only once it is proven, so nobody can read or change another person's
 * subscription by claiming their address. The file production pushes (supabase/config.toml) has e-mail confirmation on,
 * and this backend runs with the file's setting, as
 * `npm start` does: signing up with someone else's subscribed address gives no session, so nobody reads or changes
 * that address's frequency. A reader who has not proven an address (an e-mail change still waiting for its links)
 * gets the same answers for a subscribed address as for one nobody subscribed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { defaultConfig } from '../../supabase/local/config.ts';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from './harness.ts';

let t: TestBackend;
const stamp = Date.now().toString(36);
const subscribed = `daily.reader.${stamp}@example.test`;
const subscribedToo = `weekly.reader.${stamp}@example.test`;
const unknown = `nobody.${stamp}@example.test`;

const frequencyOf = async (email: string) => (await t.service().from('newsletter_subscribers').select('frequency').eq('email', email).single()).data?.frequency;

/** A confirmed account of its own address, signed in (as a reader who followed the link earlier). */
async function reader(name: string): Promise<SupabaseClient> {
  const email = `${name}.${stamp}@example.test`;
  const created = await t.service().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
  if (created.error) throw new Error(created.error.message);
  const client = t.anon();
  const { error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  if (error) throw new Error(error.message);
  return client;
}

beforeAll(async () => {
  t = await startTestBackend({ confirmEmail: defaultConfig().confirmEmail });
  const { error } = await t
    .service()
    .from('newsletter_subscribers')
    .insert([subscribed, subscribedToo].map((email) => ({ email, confirmed_at: '2026-01-01T00:00:00Z', frequency: 'weekly' })));
  if (error) throw new Error(error.message);
});
afterAll(() => t?.close());

describe('a subscribed address in the hands of someone who has not proven it', () => {
  it('the file production pushes has e-mail confirmation on', () => {
    expect(defaultConfig({}).confirmEmail).toBe(true);
  });

  it("signing up with someone else's subscribed address gives no session, and signing in waits for the link", async () => {
    const intruder = t.anon();
    const { data, error } = await intruder.auth.signUp({ email: subscribed, password: 'not-the-owner-1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const signIn = await intruder.auth.signInWithPassword({ email: subscribed, password: 'not-the-owner-1' });
    expect(signIn.error?.code).toBe('email_not_confirmed');
    expect((await intruder.rpc('my_newsletter_frequency')).error?.code).toBe('42501');
    expect(await frequencyOf(subscribed)).toBe('weekly');
  });

  it('an address change still waiting for its links answers as for an address nobody subscribed, and changes nothing', async () => {
    const answers = [];
    for (const target of [subscribedToo, unknown]) {
      const client = await reader(`changer.${target === unknown ? 'b' : 'a'}`);
      const change = await client.auth.updateUser({ email: target });
      expect(change.error).toBeNull();
      const read = await client.rpc('my_newsletter_frequency');
      const write = await client.rpc('set_my_newsletter_frequency', { frequency: 'daily' });
      answers.push({ read: { data: read.data, error: read.error }, write: { data: write.data, code: write.error?.code, message: write.error?.message } });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({
      read: { data: null, error: null },
      write: { data: null, code: 'P0002', message: "Your account's address is not subscribed to the e-mail." },
    });
    expect(await frequencyOf(subscribedToo)).toBe('weekly');
  });
});
