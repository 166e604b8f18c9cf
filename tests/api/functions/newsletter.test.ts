/**
 * The newsletter function through /functions/v1, as the site's form, the site's confirm/unsubscribe pages and
 * mail programs call it: its answers never tell one address's state from another's, an address that unsubscribed
 * comes back only through its owner's new confirmation link, and links in e-mails change nothing on GET (mail
 * scanners follow them) while the page's button (POST) and RFC 8058 one-click unsubscribe do.
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
const fn = (path = '') => `${backend.url}/functions/v1/newsletter${path}`;

async function signUp(email: string) {
  const response = await fetch(fn(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: backend.anonKey },
    body: JSON.stringify({ email }),
  });
  return { status: response.status, body: await response.text() };
}

async function row(email: string) {
  const { data, error } = await backend
    .service()
    .from('newsletter_subscribers')
    .select('confirmed_at, unsubscribed_at, confirm_token, unsubscribe_token')
    .eq('email', email)
    .single();
  if (error) throw new Error(error.message);
  return data as { confirmed_at: string | null; unsubscribed_at: string | null; confirm_token: string; unsubscribe_token: string };
}

const mails = (email: string) => backend.local.mailbox.for(email);
/** The e-mails to an address once `count` have arrived: the function sends after it has answered. */
async function delivered(email: string, count = 1) {
  await expect.poll(() => mails(email).length).toBeGreaterThanOrEqual(count);
  return mails(email);
}

function tokenIn(text: string, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`${SITE}/newsletter/${page}/\\?token=([0-9a-f]{64})`).exec(text);
  if (!match) throw new Error(`no ${page} page link in:\n${text}`);
  return match[1];
}

/** What the site page's button sends. */
async function press(action: 'confirm' | 'unsubscribe', token: string) {
  return fetch(fn(`/${action}`), { method: 'POST', headers: { 'content-type': 'application/json', apikey: backend.anonKey }, body: JSON.stringify({ token }) });
}

async function subscribed(email: string): Promise<void> {
  const before = mails(email).length;
  await signUp(email);
  const response = await press('confirm', tokenIn((await delivered(email, before + 1)).at(-1)!.text, 'confirm'));
  expect(response.status).toBe(200);
}

describe('newsletter', () => {
  it('e-mail links open the site page, and following them with GET changes nothing', async () => {
    const email = address('scanner');
    await signUp(email);
    const [confirmation] = await delivered(email);
    const token = tokenIn(confirmation.text, 'confirm');
    expect(confirmation.html).toContain(`${SITE}/newsletter/confirm/?token=${token}`);

    // A scanner that fetches the function's own address (an older e-mail's link) is sent to the page, nothing more.
    const scanned = await fetch(fn(`/confirm?token=${token}`), { redirect: 'manual' });
    expect(scanned.status).toBe(303);
    expect(scanned.headers.get('location')).toBe(`${SITE}/newsletter/confirm/?token=${token}`);
    expect((await row(email)).confirmed_at).toBeNull();

    const unsubscribeToken = tokenIn(confirmation.text, 'unsubscribe');
    const scannedAgain = await fetch(fn(`/unsubscribe?token=${unsubscribeToken}`), { redirect: 'manual' });
    expect(scannedAgain.status).toBe(303);
    expect((await row(email)).unsubscribed_at).toBeNull();
  });

  it("the page's button confirms and unsubscribes by POST; a token that matches nobody is refused", async () => {
    const email = address('button');
    await signUp(email);
    const [confirmation] = await delivered(email);
    const confirmed = await press('confirm', tokenIn(confirmation.text, 'confirm'));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ ok: true, status: 'confirmed' });
    expect((await row(email)).confirmed_at).not.toBeNull();

    const left = await press('unsubscribe', tokenIn(confirmation.text, 'unsubscribe'));
    expect(left.status).toBe(200);
    expect((await row(email)).unsubscribed_at).not.toBeNull();

    expect((await press('confirm', '0'.repeat(64))).status).toBe(404);
    expect((await press('unsubscribe', 'not-a-token')).status).toBe(404);
  });

  it("a mail program's one-click unsubscribe (RFC 8058 POST to List-Unsubscribe) unsubscribes", async () => {
    const email = address('oneclick');
    await subscribed(email);
    const headers = mails(email)[0].headers!;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const target = /^<(.+)>$/.exec(headers['List-Unsubscribe'])![1];
    expect(target).toMatch(/\/functions\/v1\/newsletter\/unsubscribe\?token=[0-9a-f]{64}$/);
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await row(email)).unsubscribed_at).not.toBeNull();
  });

  it('an address that unsubscribed stays unsubscribed when someone signs it up, until its owner confirms the new e-mail', async () => {
    const email = address('returning');
    await subscribed(email);
    const first = mails(email)[0];
    await press('unsubscribe', tokenIn(first.text, 'unsubscribe'));
    // The 10-minute pause between confirmation e-mails applies to the first one too: let it lapse.
    await backend
      .service()
      .from('newsletter_subscribers')
      .update({ confirmation_sent_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .eq('email', email);

    const answer = await signUp(email);
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ ok: true }) });
    expect((await row(email)).unsubscribed_at).not.toBeNull();
    expect(await delivered(email, 2)).toHaveLength(2);

    // The first e-mail's confirmation link no longer brings the address back; the new one does.
    expect((await press('confirm', tokenIn(first.text, 'confirm'))).status).toBe(404);
    expect((await row(email)).unsubscribed_at).not.toBeNull();
    expect((await press('confirm', tokenIn(mails(email)[1].text, 'confirm'))).status).toBe(200);
    expect((await row(email)).unsubscribed_at).toBeNull();
  });

  it('answers a new, a pending, a subscribed and an unsubscribed address alike', async () => {
    const pending = address('pending');
    await signUp(pending);
    const member = address('member');
    await subscribed(member);
    const gone = address('gone');
    await subscribed(gone);
    await press('unsubscribe', tokenIn(mails(gone)[0].text, 'unsubscribe'));

    const answers = await Promise.all([address('new'), pending, member, gone].map(signUp));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: JSON.stringify({ ok: true }) });
  });

  it('twenty parallel sign-ups of one address send one confirmation e-mail', async () => {
    const email = address('flood');
    await Promise.all(Array.from({ length: 20 }, () => signUp(email)));
    expect(await delivered(email)).toHaveLength(1);
    // Every send began before its answer: a second one would be at the mailbox by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mails(email)).toHaveLength(1);
  });
});
