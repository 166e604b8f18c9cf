/**
 * The newsletter function's answer does not wait for its e-mail: were the send done before
 * answering, the answer would come back later exactly for the addresses that get an e-mail, and its timing would
 * tell a subscribed address from a new one. The e-mail API here is a local server speaking Resend's protocol that
 * holds every send until the test has the function's answer in hand (or 5 s have passed), so the order of the two
 * events is observed, not timed: answered first, then sent. The e-mail still arrives.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness.ts';

const HOLD_AT_MOST_MS = 5_000;

interface Send {
  to: string;
  subject: string;
  /** Resolves when the e-mail API has answered the send. */
  answered: Promise<void>;
}

let backend: TestBackend;
let emailApi: http.Server;
let failSends = false;
const functionEnv: Record<string, string> = {};
const sends: Send[] = [];
/** Releases the sends held for an address: called once the test has the function's answer. */
const releases = new Map<string, () => void>();
/** Addresses whose answer the test already has: a send to them that arrives later is not held. */
const answered = new Set<string>();
const events: string[] = [];

beforeAll(async () => {
  emailApi = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const message = JSON.parse(body) as { to: string[]; subject: string };
      const to = message.to[0];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const timer = setTimeout(release, HOLD_AT_MOST_MS);
      releases.set(to, release);
      if (answered.has(to)) release();
      const done = held.then(() => {
        clearTimeout(timer);
        events.push(`sent ${to}`);
        if (failSends) res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'unavailable' }));
        else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: crypto.randomUUID() }));
      });
      sends.push({ to, subject: message.subject, answered: done });
    });
  });
  await new Promise<void>((resolve) => emailApi.listen(0, '127.0.0.1', resolve));
  backend = await startTestBackend({ functionEnv });
  Object.assign(functionEnv, {
    EMAIL_API_URL: `http://127.0.0.1:${(emailApi.address() as AddressInfo).port}`,
    EMAIL_API_KEY: 'test-key',
    EMAIL_FROM: 'RD <weekly@example.test>',
    SITE_URL: 'http://site.test',
  });
});
afterAll(async () => {
  for (const release of releases.values()) release();
  await backend?.close();
  await new Promise((resolve) => emailApi?.close(resolve));
});

let n = 0;
const address = (name: string) => `${name}.${Date.now().toString(36)}${n++}@example.test`;

async function signUp(email: string) {
  const response = await fetch(`${backend.url}/functions/v1/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: backend.anonKey },
    body: JSON.stringify({ email }),
  });
  const answer = { status: response.status, body: await response.text() };
  events.push(`answered ${email}`);
  answered.add(email);
  releases.get(email)?.();
  return answer;
}

async function addresses() {
  const longAgo = new Date(Date.now() - 60 * 60_000).toISOString();
  const kinds = { new: address('new'), pending: address('pending'), subscribed: address('subscribed'), unsubscribed: address('unsubscribed') };
  const { error } = await backend
    .service()
    .from('newsletter_subscribers')
    .insert([
      // Asked to join an hour ago and never confirmed: the 10-minute pause has lapsed, so a new e-mail goes out.
      { email: kinds.pending, confirmation_sent_at: longAgo },
      { email: kinds.subscribed, confirmed_at: longAgo, confirmation_sent_at: longAgo },
      { email: kinds.unsubscribed, confirmed_at: longAgo, unsubscribed_at: longAgo, confirmation_sent_at: longAgo },
    ]);
  if (error) throw new Error(error.message);
  return kinds;
}

const sendsTo = (email: string) => sends.filter((s) => s.to === email);

describe('the newsletter function answers before its e-mail is sent', () => {
  it('for a new, a pending, a subscribed and an unsubscribed address the answer comes first, then the e-mail', async () => {
    const kinds = await addresses();
    for (const [kind, email] of Object.entries(kinds)) {
      events.length = 0;
      answered.clear();
      expect(await signUp(email), kind).toEqual({ status: 200, body: JSON.stringify({ ok: true }) });
      await expect.poll(() => sendsTo(email).length, { message: kind, timeout: 10_000 }).toBe(1);
      await sendsTo(email)[0].answered;
      expect(events, kind).toEqual([`answered ${email}`, `sent ${email}`]);
    }
    expect(sendsTo(kinds.subscribed)[0].subject).toBe('You already receive the weekly e-mail from Reformed Devotionals');
    for (const email of [kinds.new, kinds.pending, kinds.unsubscribed])
      expect(sendsTo(email)[0].subject).toBe('Confirm your weekly e-mail from Reformed Devotionals');
  });

  it('answers the same whether or not an e-mail goes out (asked again within ten minutes: none does)', async () => {
    const email = address('again');
    const first = await signUp(email);
    await expect.poll(() => sendsTo(email).length, { timeout: 10_000 }).toBe(1);
    await sendsTo(email)[0].answered;
    expect(await signUp(email)).toEqual(first);
    expect(sendsTo(email)).toHaveLength(1);
  });

  it('a send that fails after the answer frees the address for the next sign-up, which sends again', async () => {
    const email = address('retry');
    failSends = true;
    try {
      expect(await signUp(email)).toEqual({ status: 200, body: JSON.stringify({ ok: true }) });
      await expect.poll(() => sendsTo(email).length, { timeout: 10_000 }).toBe(1);
      await sendsTo(email)[0].answered;
      const stamp = async () =>
        (await backend.service().from('newsletter_subscribers').select('confirmation_sent_at').eq('email', email).single()).data?.confirmation_sent_at;
      await expect.poll(stamp, { timeout: 10_000 }).toBeNull();
    } finally {
      failSends = false;
    }
    await signUp(email);
    await expect.poll(() => sendsTo(email).length, { timeout: 10_000 }).toBe(2);
  });
});
