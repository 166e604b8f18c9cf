/**
 * The weekly-digest function against supabase/local, with the local mailbox as the e-mail API (it speaks
 * Resend's /emails/batch): it reaches every confirmed subscriber past PostgREST's 1,000-row cap, 100 to a call,
 * takes its week from site_settings' time zone, and when a run is cut short the next one continues without
 * sending anyone the digest twice.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayIn } from '@lib/dates.ts';
import { weekEndFor } from '../../../supabase/functions/weekly-digest/digest.ts';
import { startTestBackend, type TestBackend } from '../harness.ts';

const SUBSCRIBERS = 2345;
const ZONE = 'Pacific/Auckland';
let backend: TestBackend;
const functionEnv: Record<string, string> = {};

interface DigestAnswer {
  weekEnd: string;
  devotionals: number;
  sent: number;
  skipped: number;
  failed: number;
  done: boolean;
}

async function runDigest(): Promise<{ status: number; body: DigestAnswer }> {
  const response = await fetch(`${backend.url}/functions/v1/weekly-digest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${backend.serviceRoleKey}`, apikey: backend.serviceRoleKey },
  });
  return { status: response.status, body: (await response.json()) as DigestAnswer };
}

/** How many digests each address received. */
function digestsPerAddress(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of backend.local.mailbox.messages) {
    if (m.subject.startsWith("This week's devotionals")) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  }
  return counts;
}

const confirmed = (i: number) => `reader${String(i).padStart(5, '0')}@example.test`;

beforeAll(async () => {
  backend = await startTestBackend({ functionEnv });
  Object.assign(functionEnv, {
    EMAIL_API_URL: `${backend.url}/mailbox`,
    EMAIL_API_KEY: 'test-key',
    EMAIL_FROM: 'RD <weekly@example.test>',
    SITE_URL: 'http://site.test',
  });
  const service = backend.service();
  const check = (error: { message: string } | null) => {
    if (error) throw new Error(error.message);
  };
  check((await service.from('site_settings').update({ timezone: ZONE }).eq('id', true)).error);
  const weekEnd = weekEndFor(todayIn(ZONE));
  check(
    (
      await service.from('devotionals').insert({
        title: 'Kept by Grace',
        slug: 'kept-by-grace',
        date: weekEnd,
        status: 'published',
        biblical_passage: 'Jude 1:24-25',
        scripture_text: 'Now unto him that is able to keep you from falling...',
        transcript: 'He who began a good work will keep us to the end.',
        memory_verse: 'Jude 1:24',
      })
    ).error,
  );
  const now = new Date().toISOString();
  const rows = Array.from({ length: SUBSCRIBERS }, (_, i) => ({ email: confirmed(i), confirmed_at: now }));
  for (let i = 0; i < rows.length; i += 1000) check((await service.from('newsletter_subscribers').insert(rows.slice(i, i + 1000))).error);
  check(
    (
      await service
        .from('newsletter_subscribers')
        .insert([{ email: 'pending@example.test' }, { email: 'gone@example.test', confirmed_at: now, unsubscribed_at: now }])
    ).error,
  );
});
afterAll(async () => {
  await backend?.close();
});

beforeEach(async () => {
  // A fresh week's digest: its delivery rows go with it.
  await backend.service().from('newsletter_digests').delete().gte('id', 0);
  backend.local.mailbox.clear();
  delete functionEnv.DIGEST_TIME_BUDGET_MS;
  delete functionEnv.DIGEST_CONCURRENCY;
});

describe('weekly-digest', () => {
  it("reaches every confirmed subscriber past the 1,000-row cap, 100 to a batch call, in the site's time zone's week", async () => {
    const { status, body } = await runDigest();
    expect(status).toBe(200);
    expect(body).toMatchObject({ weekEnd: weekEndFor(todayIn(ZONE)), devotionals: 1, sent: SUBSCRIBERS, skipped: 0, failed: 0, done: true });

    const counts = digestsPerAddress();
    expect(counts.size).toBe(SUBSCRIBERS);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    expect(counts.has(confirmed(SUBSCRIBERS - 1))).toBe(true);
    expect(counts.has('pending@example.test')).toBe(false);
    expect(counts.has('gone@example.test')).toBe(false);

    const calls = backend.local.mailbox.apiCalls;
    expect(calls.every((c) => c.endpoint === 'emails/batch' && c.messages <= 100)).toBe(true);
    expect(calls.length).toBe(Math.ceil(SUBSCRIBERS / 100));

    const digest = backend.local.mailbox.messages.find((m) => m.to === confirmed(0))!;
    expect(digest.text).toContain('Kept by Grace');
    expect(digest.text).toMatch(/Unsubscribe: http:\/\/site\.test\/newsletter\/unsubscribe\/\?token=[0-9a-f]{64}/);
    expect(digest.headers?.['List-Unsubscribe']).toMatch(/\/functions\/v1\/newsletter\/unsubscribe\?token=[0-9a-f]{64}>$/);
  }, 120_000);

  it('a run cut short by its time budget is continued by the next, and nobody gets the digest twice', async () => {
    Object.assign(functionEnv, { DIGEST_TIME_BUDGET_MS: '1', DIGEST_CONCURRENCY: '2' });
    const first = await runDigest();
    expect(first.status).toBe(200);
    expect(first.body.done).toBe(false);
    expect(first.body.sent).toBeGreaterThan(0);
    expect(first.body.sent).toBeLessThan(SUBSCRIBERS);

    let total = first.body.sent;
    let runs = 1;
    for (let last = first.body; !last.done && runs < 40; runs++) {
      last = (await runDigest()).body;
      total += last.sent;
    }
    expect(runs).toBeGreaterThan(2);
    expect(total).toBe(SUBSCRIBERS);
    const counts = digestsPerAddress();
    expect(counts.size).toBe(SUBSCRIBERS);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);

    // Once done, running again sends nothing.
    delete functionEnv.DIGEST_TIME_BUDGET_MS;
    const again = await runDigest();
    expect(again.body).toMatchObject({ sent: 0, skipped: SUBSCRIBERS, done: true });
    expect(digestsPerAddress().size).toBe(SUBSCRIBERS);
  }, 240_000);

  it('an address claimed by a run that was cut off before sending is not sent a second copy', async () => {
    // As if an earlier run had claimed reader 7 and then stopped before its batch went out.
    const service = backend.service();
    const { data: digest, error } = await service
      .from('newsletter_digests')
      .insert({ week_end: weekEndFor(todayIn(ZONE)), subject: 'earlier run', devotionals: 1 })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    const { data: reader } = await service.from('newsletter_subscribers').select('id').eq('email', confirmed(7)).single();
    await service.from('newsletter_deliveries').insert({ digest_id: digest.id, subscriber_id: reader!.id });
    const { body } = await runDigest();
    expect(body).toMatchObject({ sent: SUBSCRIBERS - 1, skipped: 1, done: true });
    expect(digestsPerAddress().has(confirmed(7))).toBe(false);
    expect(digestsPerAddress().size).toBe(SUBSCRIBERS - 1);
  }, 120_000);
});
