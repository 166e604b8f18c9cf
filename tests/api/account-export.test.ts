/**
 * "Download my data" reads through the reader's own session: site/data/account/account-data.ts's queries
 * against the API, assembled by lib/account/data-export.ts. The file holds every kind of data the account has,
 * nothing of anyone else's (not even for an admin, whose session may read others' rows), and every row of a table
 * longer than one page of PostgREST's max_rows.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { accountExportSchema, buildAccountExport, type AccountExport } from '@lib/account/data-export.ts';
import { renderReadableExport } from '@lib/account/readable-export.ts';
import { messagesWithPrefix } from '@lib/i18n/messages.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { newProgress } from '@lib/practice/scheduler.ts';
import { review } from '@lib/practice/grading.ts';
import { BIBLE_IDS } from '@lib/scripture/translations.ts';
import { readAccountData } from '../../site/data/account/account-data.ts';
import { syncPractice } from '../../site/data/practice/sync.ts';
import { startTestBackend, type TestAccount, type TestBackend } from './harness.ts';
import { giveEveryKindOfData, type ContentToUse } from '../support/reader-data.ts';
import { PSALM_23 } from '../support/devotional-fixture.ts';

let t: TestBackend;
let service: SupabaseClient;
let content: ContentToUse;

/** The data of a supabase-js answer that succeeded (typed as its success case); throws the error otherwise. */
function check<R extends { data: unknown; error: { message: string } | null }>(result: R): Extract<R, { error: null }>['data'] {
  if (result.error) throw new Error(result.error.message);
  return result.data as Extract<R, { error: null }>['data'];
}

async function devotional(title: string): Promise<string> {
  const slug = `devotional-${randomUUID().slice(0, 8)}`;
  const row = check(
    await service
      .from('devotionals')
      .insert({ title, slug, date: '2020-01-01', status: 'published', ...PSALM_23 })
      .select('id')
      .single(),
  );
  return (row as { id: string }).id;
}

async function exportOf(account: TestAccount, locale?: Locale): Promise<AccountExport> {
  const { data } = await account.client.auth.getSession();
  return buildAccountExport(await readAccountData(account.client, data.session!, locale), new Date());
}

beforeAll(async () => {
  t = await startTestBackend();
  service = t.service();
  const confession = check(await service.from('confessions').insert({ slug: 'heidelberg-catechism', name: 'Heidelberg Catechism' }).select('id').single());
  const section = check(
    await service
      .from('confession_sections')
      .insert({
        confession_id: (confession as { id: string }).id,
        section_type: 'question',
        section_number: 1,
        url_slug: 'question-1',
        content: 'My only comfort',
      })
      .select('id')
      .single(),
  );
  content = { devotionalIds: [await devotional('The Shepherd'), await devotional('Still Waters')], sectionId: (section as { id: string }).id };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the data export', () => {
  it("holds every kind of the reader's data, and nobody else's", async () => {
    const reader = await t.newUser('ruth', { full_name: 'Ruth Reader' });
    const given = await giveEveryKindOfData(reader.client, service, reader, content);
    const neighbour = await t.newUser('naomi', { full_name: 'Naomi Neighbour' });
    await giveEveryKindOfData(neighbour.client, service, neighbour, content);

    const file = await exportOf(reader);
    expect(accountExportSchema.parse(file)).toEqual(file);
    expect(file.readingGroups).toEqual([expect.objectContaining({ name: 'Tuesday Bible study', role: 'leader', sharesReadingDays: true })]);
    expect(file.groupPosts).toEqual([
      expect.objectContaining({ group: 'Tuesday Bible study', kind: 'prayer', text: 'Pray for our week,\nand for one another.', editedAt: null }),
    ]);
    expect(Object.keys(file)).toEqual(Object.keys(accountExportSchema.shape));
    expect(file.account).toMatchObject({ id: reader.id, email: reader.email, signInMethods: ['email'], secondFactors: [], roles: [] });
    expect(file.profile).toMatchObject({ fullName: 'Ruth Reader', blocked: false });
    expect(file.profile!.avatarUrl).toContain(given.avatarPath);
    expect(file.avatarFiles).toEqual([expect.objectContaining({ path: given.avatarPath, contentType: 'image/png' })]);
    expect(file.audioPreferences).toMatchObject({ voice: 'female', speed: 1.25 });
    expect(file.bibleTranslations).toEqual({ en: 'bsb', nl: null, es: null, pt: null });
    expect(file.savedDevotionals).toEqual([expect.objectContaining({ devotionalId: content.devotionalIds[0], title: 'The Shepherd' })]);
    expect(file.bookmarkedSections).toEqual([expect.objectContaining({ sectionId: content.sectionId, confession: 'Heidelberg Catechism', sectionNumber: 1 })]);
    expect(file.notes).toEqual([expect.objectContaining({ title: 'The Shepherd', text: 'Goodness and mercy all my days.' })]);
    expect(file.readingHistory).toEqual([expect.objectContaining({ devotionalId: content.devotionalIds[1], title: 'Still Waters', secondsReading: 150 })]);
    expect(file.readingGoals).toEqual([expect.objectContaining({ period: 'weekly', target: 5, active: true })]);
    expect(file.achievements.map((a) => a.name).sort()).toEqual(['First Steps', 'Reflective Heart']);
    expect(file.feedback).toEqual([expect.objectContaining({ text: 'Our family reads it every morning.', country: 'Scotland', status: 'pending' })]);
    expect(file.practice.learners.map((l) => [l.id, l.name, l.ageBand, l.bibleTranslation])).toEqual([
      [given.learnerIds[0], 'Anna', '6-9', 'kjv'],
      [given.learnerIds[1], 'Ben', '10-13', null],
    ]);
    expect(file.practice.progress.map((p) => p.learner).sort()).toEqual(['Anna', 'Ben', null]);
    expect(file.practice.days.map((d) => d.learner).sort()).toEqual(['Anna', 'Ben', null]);
    expect(file.newsletter).toEqual({ address: reader.email, subscribed: true, frequency: 'daily' });
    expect(file.reminders).toEqual({
      enabled: true,
      hour: 7,
      timeZone: 'Europe/Amsterdam',
      language: 'nl',
      byPush: true,
      byEmail: false,
      eveningStreakNudge: true,
      lastRemindedOn: null,
      lastNudgedOn: null,
      updatedAt: expect.any(String),
    });
    // The reader's one browser, by its endpoint and push service; the neighbour's is theirs, and no key is in the file.
    expect(file.pushSubscriptions).toEqual([
      {
        id: expect.any(String),
        endpoint: `https://push.example.test/send/${reader.id}`,
        pushService: 'https://push.example.test',
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    expect(file.siteBuildsRequested).toEqual([]);

    const text = JSON.stringify(file);
    expect(text).not.toContain('A'.repeat(22));
    expect(text).not.toContain(neighbour.id);
    expect(text).not.toContain('Naomi');
  });

  it("holds each edition's Bible choice and every learner's Bible as it is, and names what is practised in the edition asked from", async () => {
    const reader = await t.newUser('marta', { full_name: 'Marta Meertalig' });
    check(await reader.client.from('user_preferences').upsert({ user_id: reader.id, bible_translation: 'bsb' }));
    check(
      await reader.client.from('reader_bibles').insert([
        { language: 'nl', translation: 'sv' },
        { language: 'es', translation: 'rv1909' },
      ]),
    );
    // One learner with each Bible the site can show, and one who follows the reader's.
    const learners = check(
      await reader.client
        .from('practice_learners')
        .insert([
          ...BIBLE_IDS.map((bible) => ({ name: `Learner ${bible}`, age_band: '6-9', bible_translation: bible })),
          { name: 'Learner own', age_band: 'teen' },
        ])
        .select('id, name'),
    ) as Array<{ id: string; name: string }>;

    // An English devotional with its Dutch translation (no Spanish one), and the Heidelberg Catechism in Dutch.
    const english = check(
      await service
        .from('devotionals')
        .insert({
          title: 'The Good Shepherd',
          slug: `shepherd-${randomUUID().slice(0, 8)}`,
          date: '2020-02-02',
          status: 'published',
          ...PSALM_23,
          memory_verse: 'The LORD is my shepherd; I shall not want. (Psalm 23:1)',
        })
        .select('id, translation_group')
        .single(),
    ) as { id: string; translation_group: string };
    check(
      await service.from('devotionals').insert({
        title: 'De goede Herder',
        slug: `herder-${randomUUID().slice(0, 8)}`,
        date: '2020-02-02',
        status: 'published',
        language: 'nl',
        translation_group: english.translation_group,
        ...PSALM_23,
        memory_verse: 'De HEERE is mijn Herder, mij zal niets ontbreken. (Psalm 23:1)',
      }),
    );
    const dutch = check(
      await service
        .from('confessions')
        .upsert({ slug: 'heidelberg-catechism', name: 'Heidelbergse Catechismus', language: 'nl' }, { onConflict: 'language,slug' })
        .select('id')
        .single(),
    ) as { id: string };
    check(
      await service.from('confession_sections').upsert(
        {
          confession_id: dutch.id,
          section_type: 'question',
          section_number: 1,
          url_slug: 'question-1',
          title: 'Wat is uw enige troost, beide in het leven en sterven?',
          content: 'Dat ik met lichaam en ziel…',
        },
        { onConflict: 'confession_id,url_slug' },
      ),
    );
    const now = new Date();
    const learnerSv = learners.find((l) => l.name === 'Learner sv')!.id;
    await syncPractice(reader.client, [
      review(newProgress(`verse:${english.id}`, null, now), 'good', now),
      review(newProgress('confession:heidelberg-catechism:question-1', learnerSv, now), 'good', now),
    ]);
    check(await reader.client.from('devotional_notes').insert({ user_id: reader.id, devotional_id: english.id, note_content: 'Rust & <b>vrede</b>' }));

    const inEnglish = await exportOf(reader);
    expect(accountExportSchema.parse(inEnglish)).toEqual(inEnglish);
    expect(inEnglish.bibleTranslations).toEqual({ en: 'bsb', nl: 'sv', es: 'rv1909', pt: null });
    // Added in one request, so at one instant: compared by name.
    expect(Object.fromEntries(inEnglish.practice.learners.map((l) => [l.name, l.bibleTranslation]))).toEqual({
      ...Object.fromEntries(BIBLE_IDS.map((bible) => [`Learner ${bible}`, bible])),
      'Learner own': null,
    });
    // Both were added at one instant: in the order of their keys.
    expect(inEnglish.practice.items).toEqual([
      expect.objectContaining({
        item: 'confession:heidelberg-catechism:question-1',
        confession: 'Heidelberg Catechism',
        sectionType: 'question',
        sectionNumber: 1,
      }),
      { item: `verse:${english.id}`, kind: 'verse', devotionalId: english.id, reference: 'Psalm 23:1', title: 'The Good Shepherd', date: '2020-02-02' },
    ]);

    const inDutch = await exportOf(reader, 'nl');
    expect(inDutch.practice.items).toEqual([
      expect.objectContaining({ confession: 'Heidelbergse Catechismus', sectionTitle: 'Wat is uw enige troost, beide in het leven en sterven?' }),
      expect.objectContaining({ devotionalId: english.id, title: 'De goede Herder', reference: 'Psalm 23:1' }),
    ]);
    // The Spanish edition has neither: the English original names them.
    const inSpanish = await exportOf(reader, 'es');
    expect(inSpanish.practice.items.map((i) => (i.kind === 'verse' ? i.title : i.confession))).toEqual(['Heidelberg Catechism', 'The Good Shepherd']);

    // The readable copy of the Dutch file: Dutch words, the edition's names, the reader's note as text.
    const page = renderReadableExport(inDutch, { locale: 'nl', messages: messagesWithPrefix('nl', 'readableCopy.'), timeZone: 'UTC' });
    expect(page).toContain('<html lang="nl">');
    for (const fact of [
      '<h2>Uw aantekeningen</h2>',
      'Marta Meertalig',
      '<td>Nederlands</td><td>Statenvertaling</td>',
      '<td>Spaans</td><td>Reina-Valera 1909</td>',
      'Tekst om te onthouden: Psalm 23:1, uit ‘De goede Herder’',
      'Learner sv, leeftijd: 6 tot 9',
      'Bijbel: Statenvertaling',
      'Bijbel: Reina-Valera 1909',
      'Heidelbergse Catechismus, Vraag 1: Wat is uw enige troost, beide in het leven en sterven?',
      'Rust &amp; &lt;b&gt;vrede&lt;/b&gt;',
    ]) {
      expect(page).toContain(fact);
    }
    expect(page).not.toContain('<b>vrede');
  });

  it("holds when a group's leader paused the reader's posting, and a leader's file holds no member's pause", async () => {
    const leader = await t.newUser('pausing-leader');
    const member = await t.newUser('paused-member');
    const group = check(await leader.client.rpc('create_reading_group', { p_name: 'Quiet corner' })) as string;
    const token = check(await leader.client.rpc('reading_group_invite', { p_group: group })) as string;
    check(await member.client.rpc('join_reading_group', { p_token: token }));
    check(await leader.client.rpc('set_reading_group_mute', { p_group: group, p_member: member.id, p_muted: true }));

    const paused = await exportOf(member);
    expect(paused.readingGroups).toEqual([expect.objectContaining({ name: 'Quiet corner', role: 'member', postingPausedAt: expect.any(String) })]);
    expect(accountExportSchema.parse(paused)).toEqual(paused);
    const leading = await exportOf(leader);
    expect(leading.readingGroups).toEqual([expect.objectContaining({ name: 'Quiet corner', role: 'leader', postingPausedAt: null })]);
    expect(JSON.stringify(leading)).not.toContain(member.id);
  });

  it("a reader's reminder devices are theirs alone: a browser another reader subscribed on last moves to that reader's file", async () => {
    const first = await t.newUser('first-on-browser');
    const second = await t.newUser('second-on-browser');
    const keys = { p_p256dh: `B${'Q'.repeat(86)}`, p_auth: 'Q'.repeat(22) };
    check(await first.client.rpc('save_my_push_subscription', { p_endpoint: 'https://push.example.test/send/shared-browser', ...keys }));
    check(await first.client.rpc('save_my_push_subscription', { p_endpoint: 'https://push.example.test/send/first-phone', ...keys }));
    expect((await exportOf(first)).pushSubscriptions.map((s) => s.endpoint).sort()).toEqual([
      'https://push.example.test/send/first-phone',
      'https://push.example.test/send/shared-browser',
    ]);
    check(await second.client.rpc('save_my_push_subscription', { p_endpoint: 'https://push.example.test/send/shared-browser', ...keys }));
    expect((await exportOf(first)).pushSubscriptions.map((s) => s.endpoint)).toEqual(['https://push.example.test/send/first-phone']);
    const secondFile = await exportOf(second);
    expect(secondFile.pushSubscriptions.map((s) => s.endpoint)).toEqual(['https://push.example.test/send/shared-browser']);
    // Reminders never set: null, not a default the site does not hold.
    expect(secondFile.reminders).toBeNull();
  });

  it("an admin's export holds their own rows only, though their session reads everyone's", async () => {
    const reader = await t.newUser('someone-else');
    check(await reader.client.from('user_feedback').insert({ user_id: reader.id, feedback_text: 'Somebody else wrote this.', country: 'Wales' }));
    const admin = await t.newAdmin('console-keeper');
    const other = await t.newAdmin('other-keeper');
    // Rebuilds as the console records them (server-side, with the service role): the admin's, another admin's, the schedule's.
    check(
      await service.from('site_builds').insert([
        { requested_by: admin.id, trigger: 'admin', reason: 'Published “The Shepherd”', status: 'succeeded' },
        { requested_by: other.id, trigger: 'admin', reason: 'Somebody else’s rebuild', status: 'succeeded' },
        { requested_by: null, trigger: 'schedule', reason: 'Nightly release', status: 'queued' },
      ]),
    );
    const file = await exportOf(admin);
    expect(file.siteBuildsRequested).toEqual([
      expect.objectContaining({ trigger: 'admin', reason: 'Published “The Shepherd”', status: 'succeeded', finishedAt: null }),
    ]);
    expect(JSON.stringify(file)).not.toContain(other.id);
    expect(JSON.stringify(file)).not.toContain('Nightly release');
    expect(file.account.roles).toEqual(['admin']);
    expect(file.account.secondFactors).toEqual([expect.objectContaining({ type: 'totp', status: 'verified' })]);
    expect(file.feedback).toEqual([]);
    expect(file.newsletter).toEqual({ address: admin.email, subscribed: false, frequency: null });
    expect(JSON.stringify(file)).not.toContain(reader.id);
  });

  it('reads a table longer than one page of max_rows to its end', async () => {
    const reader = await t.newUser('goal-setter');
    const goals = Array.from({ length: 1001 }, (_, i) => ({ user_id: reader.id, goal_type: 'daily', target_count: (i % 1000) + 1 }));
    check(await service.from('user_reading_goals').insert(goals));
    // One request gives max_rows (config.toml [api]) and no more.
    expect(check(await reader.client.from('user_reading_goals').select('id'))).toHaveLength(1000);
    const file = await exportOf(reader);
    expect(file.readingGoals).toHaveLength(1001);
  });
});
