/**
 * The daily e-mail in the subscriber's translation, against supabase/local and its mailbox: a subscriber
 * who chose the BSB on the preferences page gets the passage and the memory verse in the BSB (read from
 * BSB_SOURCE: the local ../shared/bsb the runner gives the functions, or the same folder served over HTTP), naming
 * it and noting an omitted verse in place; a KJV subscriber gets the KJV; when the BSB cannot be read the BSB
 * subscriber gets the KJV and the run succeeds. The weekly digest quotes the memory verses the same way. The
 * preferences endpoint sets the translation with the e-mail link's token and refuses anything else, changing nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@lib/dates.ts';
import { OMITTED_VERSE_NOTE } from '@lib/scripture/translations.ts';
import { digestSubject, weekEndFor } from '../../../supabase/functions/weekly-digest/digest.ts';
import { BSB_DIR } from '../../fixtures/shared-data.ts';
import { startTestBackend, type TestBackend } from '../harness.ts';

const ZONE = 'Pacific/Kiritimati';
let backend: TestBackend;
const functionEnv: Record<string, string> = {};
/** ../shared/bsb over HTTP, as a BSB_SOURCE that is an http(s) folder; `failing` makes it answer 500. */
let bsbServer: Server;
let bsbUrl: string;
let failing = false;
let bsbRequests = 0;

const KJV_PASSAGE = [
  '10 Take heed that ye despise not one of these little ones; for I say unto you, That in heaven their angels do always behold the face of my Father which is in heaven.',
  '11 For the Son of man is come to save that which was lost.',
  '12 How think ye? if a man have an hundred sheep, and one of them be gone astray, doth he not leave the ninety and nine, and goeth into the mountains, and seeketh that which is gone astray?',
].join('\n');
const BSB_VERSE_10 = 'See that you do not look down on any of these little ones.';
const BSB_VERSE_12 = 'What do you think? If a man has a hundred sheep and one of them goes astray,';

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

async function subscriber(email: string, frequency: 'daily' | 'weekly' = 'daily') {
  const { data, error } = await backend
    .service()
    .from('newsletter_subscribers')
    .insert({ email, confirmed_at: new Date().toISOString(), frequency })
    .select('unsubscribe_token')
    .single();
  check(error);
  return (data as { unsubscribe_token: string }).unsubscribe_token;
}

async function preferences(body: Record<string, unknown>) {
  const response = await fetch(`${backend.url}/functions/v1/newsletter/preferences`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: backend.anonKey },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function translationOf(email: string) {
  const { data } = await backend.service().from('newsletter_subscribers').select('bible_translation, frequency').eq('email', email).single();
  return data as { bible_translation: string; frequency: string };
}

/** A subscriber who signs up and then chooses the BSB through the e-mail link's token, as the page does. */
async function bsbSubscriber(email: string, frequency: 'daily' | 'weekly' = 'daily') {
  const token = await subscriber(email, frequency);
  expect(await preferences({ token, translation: 'bsb' })).toMatchObject({ status: 200, body: { ok: true, translation: 'bsb', frequency } });
}

const dailyMail = (email: string) => {
  const mails = backend.local.mailbox.for(email).filter((m) => m.subject.startsWith("Today's devotional"));
  expect(mails).toHaveLength(1);
  return mails[0];
};

beforeAll(async () => {
  bsbServer = createServer((req, res) => {
    bsbRequests++;
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/bsb\//, ''));
    if (failing) return void res.writeHead(500).end('unavailable');
    if (!/^[A-Za-z0-9]+\.json$/.test(name)) return void res.writeHead(404).end();
    readFile(path.join(BSB_DIR, name)).then(
      (bytes) => res.writeHead(200, { 'content-type': 'application/json' }).end(bytes),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => bsbServer.listen(0, '127.0.0.1', resolve));
  bsbUrl = `http://127.0.0.1:${(bsbServer.address() as AddressInfo).port}/bsb/`;

  backend = await startTestBackend({ functionEnv });
  Object.assign(functionEnv, {
    EMAIL_API_URL: `${backend.url}/mailbox`,
    EMAIL_API_KEY: 'test-key',
    EMAIL_FROM: 'RD <daily@example.test>',
    SITE_URL: 'http://site.test',
  });
  check((await backend.service().from('site_settings').update({ timezone: ZONE }).eq('id', true)).error);
  check(
    (
      await backend
        .service()
        .from('devotionals')
        .insert({
          title: 'The Lost Sheep',
          slug: 'the-lost-sheep',
          date: todayIn(ZONE),
          status: 'published',
          biblical_passage: 'Matthew 18:10-12',
          scripture_text: KJV_PASSAGE,
          transcript: 'The shepherd leaves the ninety-nine.\n\nHe seeks the one.',
          memory_verse: 'For the Son of man is come to seek and to save that which was lost. (Luke 19:10)',
        })
    ).error,
  );
});
afterAll(async () => {
  await backend?.close();
  await new Promise((resolve) => bsbServer?.close(resolve));
});

describe('the daily e-mail in the BSB', () => {
  it('quotes the passage and the memory verse in the BSB for a BSB subscriber, and in the KJV for a KJV one', async () => {
    await bsbSubscriber('berean.reader@example.test');
    await subscriber('king.james.reader@example.test');

    expect(await call('daily-email')).toMatchObject({ status: 200, body: { sent: 2, failed: 0, done: true } });

    const bsb = dailyMail('berean.reader@example.test').text;
    expect(bsb).toContain(`Matthew 18:10-12 (BSB)\n10 ${BSB_VERSE_10}`);
    expect(bsb).toContain(`\n11 ${OMITTED_VERSE_NOTE}\n12 ${BSB_VERSE_12}`);
    expect(bsb).toContain('Memory verse: For the Son of Man came to seek and to save the lost.” (Luke 19:10, BSB)');
    expect(bsb).not.toContain('Take heed');
    expect(bsb).toMatch(/Daily or weekly, KJV or BSB: http:\/\/site\.test\/newsletter\/preferences\/\?token=[0-9a-f]{64}/);
    expect(dailyMail('berean.reader@example.test').html).toContain(`<em style="font-family:system-ui,sans-serif;font-size:14px">${OMITTED_VERSE_NOTE}</em>`);

    const kjv = dailyMail('king.james.reader@example.test').text;
    expect(kjv).toContain(`Matthew 18:10-12 (KJV)\n${KJV_PASSAGE}`);
    expect(kjv).toContain('Memory verse: For the Son of man is come to seek and to save that which was lost. (Luke 19:10, KJV)');
    expect(kjv).not.toContain(BSB_VERSE_10);
  });

  it('reads the BSB from an http(s) folder named by BSB_SOURCE, once a run', async () => {
    functionEnv.BSB_SOURCE = bsbUrl;
    const before = bsbRequests;
    await bsbSubscriber('berean.over.http@example.test');
    await bsbSubscriber('second.berean@example.test');
    expect(await call('daily-email')).toMatchObject({ status: 200, body: { sent: 2, failed: 0 } });
    for (const address of ['berean.over.http@example.test', 'second.berean@example.test']) {
      expect(dailyMail(address).text).toContain(`Matthew 18:10-12 (BSB)\n10 ${BSB_VERSE_10}`);
      expect(dailyMail(address).text).toContain('(Luke 19:10, BSB)');
    }
    // Matthew and Luke, once each for both subscribers.
    expect(bsbRequests - before).toBe(2);

    // A run that sends only to KJV subscribers does not read the BSB at all.
    await subscriber('another.king.james@example.test');
    expect(await call('daily-email')).toMatchObject({ status: 200, body: { sent: 1 } });
    expect(bsbRequests - before).toBe(2);
  });

  it('falls back to the KJV, without an error, when the BSB cannot be read', async () => {
    functionEnv.BSB_SOURCE = bsbUrl;
    failing = true;
    await bsbSubscriber('berean.unlucky@example.test');
    try {
      expect(await call('daily-email')).toMatchObject({ status: 200, body: { sent: 1, failed: 0, done: true } });
    } finally {
      failing = false;
    }
    const text = dailyMail('berean.unlucky@example.test').text;
    expect(text).toContain(`Matthew 18:10-12 (KJV)\n${KJV_PASSAGE}`);
    expect(text).toContain('(Luke 19:10, KJV)');
  });
});

describe('the weekly digest in the BSB', () => {
  it("quotes a BSB subscriber's memory verses in the BSB", async () => {
    delete functionEnv.BSB_SOURCE;
    const sunday = weekEndFor(todayIn(ZONE));
    if (sunday !== todayIn(ZONE)) {
      check(
        (
          await backend.service().from('devotionals').insert({
            title: 'Sunday Rest',
            slug: 'sunday-rest',
            date: sunday,
            status: 'published',
            biblical_passage: 'Hebrews 4:9',
            scripture_text: '9 There remaineth therefore a rest to the people of God.',
            transcript: 'Rest.',
            memory_verse: 'There remaineth therefore a rest to the people of God. (Hebrews 4:9)',
          })
        ).error,
      );
    }
    await bsbSubscriber('weekly.berean@example.test', 'weekly');
    await subscriber('weekly.king.james@example.test', 'weekly');
    expect(await call('weekly-digest')).toMatchObject({ status: 200, body: { weekEnd: sunday, sent: 2 } });
    const digest = (email: string) => backend.local.mailbox.for(email).find((m) => m.subject === digestSubject(sunday))!.text;
    expect(digest('weekly.berean@example.test')).toContain(
      sunday === todayIn(ZONE) ? '(Luke 19:10, BSB)' : 'Memory verse: There remains, then, a Sabbath rest for the people of God. (Hebrews 4:9, BSB)',
    );
    expect(digest('weekly.king.james@example.test')).toContain(sunday === todayIn(ZONE) ? '(Luke 19:10, KJV)' : '(Hebrews 4:9, KJV)');
  });
});

describe('choosing the translation through the preferences endpoint', () => {
  it('reads and sets it with the e-mail link token, beside the frequency', async () => {
    const token = await subscriber('translation.chooser@example.test', 'weekly');
    expect(await preferences({ token })).toMatchObject({ status: 200, body: { frequency: 'weekly', translation: 'kjv', subscribed: true } });
    expect(await preferences({ token, frequency: 'daily', translation: 'bsb' })).toMatchObject({
      status: 200,
      body: { frequency: 'daily', translation: 'bsb' },
    });
    expect(await translationOf('translation.chooser@example.test')).toEqual({ bible_translation: 'bsb', frequency: 'daily' });
    // A change of frequency alone keeps the translation.
    expect(await preferences({ token, frequency: 'weekly' })).toMatchObject({ status: 200, body: { frequency: 'weekly', translation: 'bsb' } });
    expect(await preferences({ token, translation: 'kjv' })).toMatchObject({ status: 200, body: { frequency: 'weekly', translation: 'kjv' } });
    expect(await translationOf('translation.chooser@example.test')).toEqual({ bible_translation: 'kjv', frequency: 'weekly' });
  });

  it('refuses a translation it does not offer with a clear error, changing nothing', async () => {
    const token = await subscriber('careful.chooser@example.test', 'weekly');
    for (const translation of ['niv', 'BSB', '', null, 3]) {
      expect(await preferences({ token, translation })).toMatchObject({ status: 400, body: { error: 'Choose the KJV or the BSB.' } });
    }
    // Nothing of a request with one bad field is applied, not even its good one.
    expect(await preferences({ token, frequency: 'daily', translation: 'esv' })).toMatchObject({ status: 400 });
    expect(await preferences({ token, frequency: 'hourly', translation: 'bsb' })).toMatchObject({ status: 400, body: { error: 'Choose daily or weekly.' } });
    expect(await translationOf('careful.chooser@example.test')).toEqual({ bible_translation: 'kjv', frequency: 'weekly' });
    expect(await preferences({ token: 'f'.repeat(64), translation: 'bsb' })).toMatchObject({ status: 404, body: { error: 'This link is not valid.' } });
  });
});
