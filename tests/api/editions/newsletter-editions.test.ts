/**
 * The daily e-mail and the weekly digest in the subscriber's language, against supabase/local and its
 * mailbox. A reader signs up from the Dutch or Spanish edition and confirms through the e-mail's link (which opens the
 * edition's page); their e-mails name the passage's book in their language, quote the edition's devotional in its own
 * Bible (the Statenvertaling, the Reina-Valera 1909, named in full) unless they chose the KJV, which is the English
 * original's, and link into their edition: the devotional, the preferences and the unsubscribe pages.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@lib/dates.ts';
import { editionScripture } from '../../../scripts/seed/edition-samples.ts';
import { weekEndFor } from '../../../supabase/functions/weekly-digest/digest.ts';
import { startTestBackend, type TestBackend } from '../harness.ts';

const SITE = 'http://site.test';
const ZONE = 'Europe/Amsterdam';
let backend: TestBackend;
const functionEnv: Record<string, string> = {};

const KJV_JOHN = ['11 I am the good shepherd: the good shepherd giveth his life for the sheep.', '12 But he that is an hireling, and not the shepherd,'].join(
  '\n',
);
const KJV_MEMORY = 'I am the good shepherd: the good shepherd giveth his life for the sheep. (John 10:11)';
let svPassage: string;
let svMemory: string;
let rvMemory: string;
const ids: Record<'nl' | 'es', string> = { nl: '', es: '' };

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

async function newsletter(action: string, body: Record<string, unknown>) {
  const response = await fetch(`${backend.url}/functions/v1/newsletter${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: backend.anonKey },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const mailsTo = (email: string, subject: string) => backend.local.mailbox.for(email).filter((m) => m.subject.startsWith(subject));

/** Signs up from an edition and confirms with the token of the confirmation e-mail's link, which opens that edition's page. */
async function subscribe(email: string, language: 'nl' | 'es', frequency: 'daily' | 'weekly') {
  await newsletter('', { email, language });
  await expect.poll(() => backend.local.mailbox.for(email).length).toBe(1);
  const link = new RegExp(`${SITE}/${language}/newsletter/confirm/\\?token=([0-9a-f]{64})`).exec(backend.local.mailbox.for(email)[0].text);
  expect(link).not.toBeNull();
  await newsletter(`/confirm?token=${link![1]}`, {});
  check((await backend.service().from('newsletter_subscribers').update({ frequency }).eq('email', email)).error);
}

/** An English devotional and its translation, one translation group on one day; answers the translation's id. */
async function devotionalWithTranslation(
  date: string,
  english: { title: string; slug: string; passage: string; scripture: string; memoryVerse: string },
  translation: { language: 'nl' | 'es'; title: string; slug: string; scripture: string; memoryVerse: string },
): Promise<string> {
  const service = backend.service();
  const common = { date, status: 'published' as const, biblical_passage: english.passage, transcript: 'Een alinea.\n\nNog een.' };
  const { data: original, error } = await service
    .from('devotionals')
    .insert({ ...common, title: english.title, slug: english.slug, scripture_text: english.scripture, memory_verse: english.memoryVerse })
    .select('translation_group')
    .single();
  check(error);
  const { data: translated, error: translationError } = await service
    .from('devotionals')
    .insert({
      ...common,
      language: translation.language,
      translation_group: original!.translation_group,
      title: translation.title,
      slug: translation.slug,
      scripture_text: translation.scripture,
      memory_verse: translation.memoryVerse,
    })
    .select('id')
    .single();
  check(translationError);
  return translated!.id;
}

beforeAll(async () => {
  const sv = editionScripture('sv');
  const rv = editionScripture('rv1909');
  [svPassage, svMemory, rvMemory] = await Promise.all([sv.passageText('John 10:11-12'), sv.memoryVerse('John 10:11'), rv.memoryVerse('Psalm 23:1')]);

  backend = await startTestBackend({ functionEnv });
  Object.assign(functionEnv, { EMAIL_API_URL: `${backend.url}/mailbox`, EMAIL_API_KEY: 'test-key', EMAIL_FROM: 'RD <daily@example.test>', SITE_URL: SITE });
  check((await backend.service().from('site_settings').update({ timezone: ZONE }).eq('id', true)).error);
  const today = todayIn(ZONE);
  ids.nl = await devotionalWithTranslation(
    today,
    { title: 'The Good Shepherd', slug: 'the-good-shepherd', passage: 'John 10:11-12', scripture: KJV_JOHN, memoryVerse: KJV_MEMORY },
    { language: 'nl', title: 'De goede Herder', slug: 'de-goede-herder', scripture: svPassage, memoryVerse: svMemory },
  );
  // The day before the week's Sunday is in the digest's week and never today.
  ids.es = await devotionalWithTranslation(
    addDays(weekEndFor(today), -1),
    {
      title: 'My Shepherd',
      slug: 'my-shepherd',
      passage: 'Psalm 23:1-3',
      scripture: '1 The LORD is my shepherd; I shall not want.',
      memoryVerse: 'Psalm 23:1',
    },
    { language: 'es', title: 'Mi Pastor', slug: 'mi-pastor', scripture: '1 Jehová es mi pastor; nada me faltará.', memoryVerse: rvMemory },
  );
});
afterAll(async () => {
  await backend?.close();
});

describe('the newsletter in Dutch and Spanish', () => {
  it("a sign-up from the Dutch or Spanish edition is confirmed on that edition's page and stores its Bible", async () => {
    await subscribe('lidia@example.test', 'nl', 'daily');
    await subscribe('cornelis@example.test', 'nl', 'daily');
    await subscribe('marta@example.test', 'es', 'weekly');
    const { data } = await backend
      .service()
      .from('newsletter_subscribers')
      .select('email, bible_translation')
      .in('email', ['lidia@example.test', 'marta@example.test']);
    expect(Object.fromEntries((data ?? []).map((r) => [r.email, r.bible_translation]))).toEqual({ 'lidia@example.test': 'sv', 'marta@example.test': 'rv1909' });
  });

  it('sends a Dutch subscriber the Dutch devotional in the Statenvertaling, naming John "Johannes", linking /nl/ pages', async () => {
    const { data } = await backend.service().from('newsletter_subscribers').select('unsubscribe_token').eq('email', 'cornelis@example.test').single();
    await newsletter('/preferences', { token: data!.unsubscribe_token, translation: 'kjv' });

    expect(await call('daily-email')).toMatchObject({ status: 200, body: { sent: 2, failed: 0, done: true } });

    const [mail] = mailsTo('lidia@example.test', 'De overdenking van vandaag');
    expect(mail.subject).toBe('De overdenking van vandaag: De goede Herder');
    expect(mail.text).toContain(`Johannes 10:11-12 (Statenvertaling)\n${svPassage}\n`);
    expect(mail.text).toContain(`Tekst om te onthouden: ${svMemory.replace('(John 10:11)', '(Johannes 10:11, Statenvertaling)')}`);
    expect(mail.text).toContain(`Lezen: ${SITE}/nl/devotional/${ids.nl}/`);
    expect(mail.text).toMatch(new RegExp(`Dagelijks of wekelijks, en uw bijbelvertaling: ${SITE}/nl/newsletter/preferences/\\?token=[0-9a-f]{64}`));
    expect(mail.text).toMatch(new RegExp(`Afmelden: ${SITE}/nl/newsletter/unsubscribe/\\?token=[0-9a-f]{64}`));
    expect(mail.html).toContain('Johannes 10:11-12 (Statenvertaling)');
    expect(mail.html).toContain(`href="${SITE}/nl/newsletter/unsubscribe/?token=`);
    for (const english of ['John 10', '(KJV)', 'I am the good shepherd', `${SITE}/newsletter/`, `${SITE}/devotional/`]) {
      expect(mail.text).not.toContain(english);
      expect(mail.html).not.toContain(english);
    }

    // One who chose the KJV reads the English original's KJV, still with the Dutch book name.
    const [kjv] = mailsTo('cornelis@example.test', 'De overdenking van vandaag');
    expect(kjv.text).toContain(`Johannes 10:11-12 (KJV)\n${KJV_JOHN}\n`);
    expect(kjv.text).toContain('(Johannes 10:11, KJV)');
    expect(kjv.text).not.toContain('Statenvertaling');
  });

  it("gives earlier Dutch and Spanish subscribers still on the default KJV their edition's Bible (migration 20261205000720)", async () => {
    const before = [
      { email: 'early.nl@example.test', language: 'nl', bible_translation: 'kjv' },
      { email: 'early.es@example.test', language: 'es', bible_translation: 'kjv' },
      { email: 'early.bsb@example.test', language: 'nl', bible_translation: 'bsb' },
      { email: 'early.en@example.test', language: 'en', bible_translation: 'kjv' },
    ];
    check((await backend.service().from('newsletter_subscribers').insert(before)).error);
    await backend.local.db.exec(readFileSync(new URL('../../../supabase/migrations/20261205000720_newsletter_edition_bible.sql', import.meta.url), 'utf8'));
    const { data } = await backend
      .service()
      .from('newsletter_subscribers')
      .select('email, bible_translation')
      .in(
        'email',
        before.map((b) => b.email),
      );
    expect(Object.fromEntries((data ?? []).map((r) => [r.email, r.bible_translation]))).toEqual({
      'early.nl@example.test': 'sv',
      'early.es@example.test': 'rv1909',
      'early.bsb@example.test': 'bsb',
      'early.en@example.test': 'kjv',
    });
  });

  it("sends a GET of the function's own links (List-Unsubscribe, old e-mails) to the subscriber's edition's page", async () => {
    const [mail] = mailsTo('lidia@example.test', 'De overdenking van vandaag');
    const oneClick = /<([^>]+)>/.exec(mail.headers!['List-Unsubscribe'])![1];
    const token = new URL(oneClick).searchParams.get('token')!;
    const follow = (address: string) => fetch(address, { redirect: 'manual' });
    const opened = await follow(oneClick.replace(/^https?:\/\/[^/]+/, backend.url));
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${SITE}/nl/newsletter/unsubscribe/?token=${token}`);
    expect((await follow(`${backend.url}/functions/v1/newsletter/preferences?token=${token}`)).headers.get('location')).toBe(
      `${SITE}/nl/newsletter/preferences/?token=${token}`,
    );
    // Following it changed nothing, and a token that matches nobody opens the English page.
    expect((await backend.service().from('newsletter_subscribers').select('unsubscribed_at').eq('email', 'lidia@example.test').single()).data).toEqual({
      unsubscribed_at: null,
    });
    const nobody = '0'.repeat(64);
    expect((await follow(`${backend.url}/functions/v1/newsletter/unsubscribe?token=${nobody}`)).headers.get('location')).toBe(
      `${SITE}/newsletter/unsubscribe/?token=${nobody}`,
    );
  });

  it('sends a Spanish subscriber the weekly digest with the Spanish devotional in the Reina-Valera 1909, linking /es/ pages', async () => {
    expect(await call('weekly-digest')).toMatchObject({ status: 200, body: { sent: 1, failed: 0, done: true } });

    const [digest] = mailsTo('marta@example.test', 'Los devocionales de esta semana');
    expect(digest.text).toContain('Mi Pastor\n  Salmo 23:1-3\n');
    expect(digest.text).toContain(`Versículo para memorizar: ${rvMemory.replace('(Psalm 23:1)', '(Salmo 23:1, Reina-Valera 1909)')}`);
    expect(digest.text).toContain(`Leer: ${SITE}/es/devotional/${ids.es}/`);
    expect(digest.text).toMatch(new RegExp(`Cancelar suscripción: ${SITE}/es/newsletter/unsubscribe/\\?token=[0-9a-f]{64}`));
    expect(digest.html).toContain(`href="${SITE}/es/newsletter/preferences/?token=`);
    for (const english of ['Psalm 23', 'My Shepherd', `${SITE}/newsletter/`]) expect(digest.text).not.toContain(english);
  });
});
