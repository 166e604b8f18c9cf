/**
 * No path tells a subscribed address from a new one: whether someone receives a devotional's
 * weekly e-mail reveals religious belief. Three addresses are probed on every path a visitor or a reader has
 * (REST insert with `Prefer: count=exact,tx=rollback`, upsert, select, every RPC, the `newsletter` function):
 * one subscribed, one that unsubscribed, one new. Each path answers all three alike; the function also does the
 * same work for each (one e-mail to the address, one stamp), and sends after answering, so its timing has nothing to
 * tell either (functions/newsletter-timing.test.ts). Tests never assert timers: the work is observed, not measured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;
let reader: SupabaseClient;
const functionEnv: Record<string, string> = {};
const stamp = Date.now().toString(36);
const address = {
  subscribed: `subscribed.${stamp}@example.test`,
  unsubscribed: `unsubscribed.${stamp}@example.test`,
  new: `new.${stamp}@example.test`,
};
type Kind = keyof typeof address;
const KINDS = Object.keys(address) as Kind[];

beforeAll(async () => {
  t = await startTestBackend({ functionEnv });
  // As `npm start` does: the functions' e-mail goes to the local mailbox's e-mail API.
  Object.assign(functionEnv, { EMAIL_API_URL: `${t.url}/mailbox`, EMAIL_API_KEY: 'local-mailbox', EMAIL_FROM: 'Reformed Devotionals <weekly@example.test>' });
  reader = (await t.newUser('dorcas')).client;
  const confirmed = '2026-01-01T00:00:00Z';
  const { error } = await t
    .service()
    .from('newsletter_subscribers')
    .insert([
      { email: address.subscribed, confirmed_at: confirmed },
      { email: address.unsubscribed, confirmed_at: confirmed, unsubscribed_at: '2026-02-01T00:00:00Z' },
    ]);
  if (error) throw new Error(`subscribers: ${error.message}`);
});
afterAll(() => t?.close());

async function rows() {
  const { data, error } = await t.service().from('newsletter_subscribers').select('email, confirmed_at, unsubscribed_at, confirmation_sent_at').order('email');
  if (error) throw new Error(error.message);
  return data;
}

async function token(client: SupabaseClient | null): Promise<string> {
  return (client && (await client.auth.getSession()).data.session?.access_token) || t.anonKey;
}

/** One raw request to /rest/v1 as anon or the reader: everything a client could compare. */
async function rest(who: 'anon' | 'reader', path: string, init: { method: string; prefer?: string; body?: unknown }) {
  const res = await fetch(`${t.url}/rest/v1/${path}`, {
    method: init.method,
    headers: {
      apikey: t.anonKey,
      authorization: `Bearer ${await token(who === 'reader' ? reader : null)}`,
      'content-type': 'application/json',
      ...(init.prefer ? { prefer: init.prefer } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, range: res.headers.get('content-range'), body: await res.text() };
}

/** The answers for the three addresses, made comparable: each address replaced by a placeholder. */
async function answersFor(probe: (email: string) => Promise<{ status: number; range: string | null; body: string }>) {
  const answers = [];
  for (const kind of KINDS) {
    const answer = await probe(address[kind]);
    answers.push({ ...answer, body: answer.body.split(address[kind]).join('<address>') });
  }
  return answers;
}

describe('the REST API', () => {
  for (const who of ['anon', 'reader'] as const) {
    it(`${who}: a rolled-back insert with an exact count answers the same for every address, and stores nothing`, async () => {
      const before = await rows();
      const [first, ...others] = await answersFor((email) =>
        rest(who, 'newsletter_subscribers', { method: 'POST', prefer: 'count=exact,tx=rollback,return=minimal', body: { email } }),
      );
      expect(first.status).toBe(who === 'anon' ? 401 : 403);
      expect(JSON.parse(first.body)).toMatchObject({ code: '42501' });
      for (const other of others) expect(other).toEqual(first);
      expect(await rows()).toEqual(before);
    });

    it(`${who}: an upsert on the e-mail answers the same for every address, and stores nothing`, async () => {
      const before = await rows();
      const [first, ...others] = await answersFor((email) =>
        rest(who, 'newsletter_subscribers?on_conflict=email', { method: 'POST', prefer: 'resolution=merge-duplicates,count=exact', body: { email } }),
      );
      expect(JSON.parse(first.body)).toMatchObject({ code: '42501' });
      for (const other of others) expect(other).toEqual(first);
      expect(await rows()).toEqual(before);
    });

    it(`${who}: a counted select filtered by the address answers the same for every address`, async () => {
      const [first, ...others] = await answersFor((email) =>
        rest(who, `newsletter_subscribers?select=id&email=eq.${encodeURIComponent(email)}`, { method: 'GET', prefer: 'count=exact' }),
      );
      // anon has no SELECT; a reader has it for admins' sake, and RLS shows a reader no row.
      if (who === 'anon') expect(JSON.parse(first.body)).toMatchObject({ code: '42501' });
      else expect(first).toMatchObject({ status: 200, range: '*/0', body: '[]' });
      for (const other of others) expect(other).toEqual(first);
    });
  }
});

describe('RPC', () => {
  it('no function or view a visitor or a reader can reach reads the subscriber list', async () => {
    const { rows: reachable } = await t.local.db.query<{ name: string }>(`
      select p.oid::regprocedure::text as name from pg_catalog.pg_proc p
       where p.pronamespace = 'public'::regnamespace
         and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
         and p.prosrc ~* 'newsletter'
      union all
      select c.relname::text from pg_catalog.pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')
         and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))
         and pg_catalog.pg_get_viewdef(c.oid) ~* 'newsletter'`);
    // Only a signed-in reader's own subscription: its frequency and hour read or set, and turning it on or off
    // (tests/api/functions/daily-email.test.ts and tests/api/newsletter-from-settings.test.ts show another address's
    // subscription stays out of reach); anything else that mentions the newsletter fails.
    expect(reachable.map((r) => r.name).sort()).toEqual([
      'my_newsletter_frequency()',
      'my_newsletter_send_hour()',
      'set_my_newsletter_frequency(text)',
      'set_my_newsletter_send_hour(integer,text)',
      'subscribe_me_to_newsletter(text,text)',
      'unsubscribe_me_from_newsletter()',
    ]);
  });

  it('the trigger that once skipped repeat sign-ups is not callable through /rest/v1/rpc', async () => {
    for (const client of [t.anon(), reader]) {
      const { error } = await client.rpc('skip_repeat_newsletter_signup');
      expect(error?.code).toBe('PGRST202');
    }
  });
});

describe('the newsletter function', () => {
  const signUp = async (email: string) => {
    const res = await fetch(`${t.url}/functions/v1/newsletter`, {
      method: 'POST',
      headers: { apikey: t.anonKey, authorization: `Bearer ${t.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    return { status: res.status, range: null, body: await res.text() };
  };
  const mails = (email: string) => t.local.mailbox.for(email);

  it('answers the same for a subscribed, an unsubscribed and a new address, after the same work for each', async () => {
    const before = new Map((await rows()).map((r) => [r.email, r]));
    const [first, ...others] = await answersFor(signUp);
    expect(first).toEqual({ status: 200, range: null, body: JSON.stringify({ ok: true }) });
    for (const other of others) expect(other).toEqual(first);

    const after = new Map((await rows()).map((r) => [r.email, r]));
    // The function sends after it has answered (so that its timing tells nothing either): wait for the e-mails.
    for (const kind of KINDS) await expect.poll(() => mails(address[kind]).length, { message: kind }).toBeGreaterThanOrEqual(1);
    for (const kind of KINDS) {
      // One e-mail to the address itself, and its send stamped: the same steps whatever the list holds.
      expect(mails(address[kind]), kind).toHaveLength(1);
      expect(after.get(address[kind])?.confirmation_sent_at, kind).not.toBeNull();
      expect(after.get(address[kind])?.confirmation_sent_at, kind).not.toBe(before.get(address[kind])?.confirmation_sent_at);
    }
    // Only the address's owner learns which case it was; nobody is subscribed or re-subscribed by a third party.
    expect(mails(address.subscribed)[0].subject).toBe('You already receive the weekly e-mail from Reformed Devotionals');
    expect(mails(address.unsubscribed)[0].subject).toBe('Confirm your weekly e-mail from Reformed Devotionals');
    expect(mails(address.new)[0].subject).toBe('Confirm your weekly e-mail from Reformed Devotionals');
    expect(after.get(address.unsubscribed)?.unsubscribed_at).not.toBeNull();
    expect(after.get(address.new)?.confirmed_at).toBeNull();
  });

  it('asked again within ten minutes, answers the same for every address and sends nothing to any', async () => {
    const [first, ...others] = await answersFor(signUp);
    expect(first).toEqual({ status: 200, range: null, body: JSON.stringify({ ok: true }) });
    for (const other of others) expect(other).toEqual(first);
    for (const kind of KINDS) expect(mails(address[kind]), kind).toHaveLength(1);
  });
});
