import { describe, expect, it } from 'vitest';
import { accountExportSchema, buildAccountExport, exportFileName, pushServiceOf } from './data-export.ts';
import { ADMIN_BUILDS, ANNA, GONE, rows, VERSE } from './data-export.fixture.ts';

describe('buildAccountExport', () => {
  const file = buildAccountExport(rows, new Date('2026-12-02T10:00:00Z'));

  it('is the documented shape, with every kind of data', () => {
    expect(accountExportSchema.parse(file)).toEqual(file);
    expect(file.readingGroups).toEqual([
      {
        groupId: 'g1',
        name: 'Tuesday Bible study',
        role: 'leader',
        sharesReadingDays: true,
        joinedAt: '2026-11-20T10:00:00Z',
        postingPausedAt: '2026-11-25T08:00:00Z',
      },
    ]);
    expect(buildAccountExport({ ...rows, groupPauses: [] }, new Date()).readingGroups[0].postingPausedAt).toBeNull();
    expect(Object.keys(file)).toEqual(Object.keys(accountExportSchema.shape));
    expect(file).toMatchObject({ format: 'reformed-devotionals-account-data', version: 5, exportedAt: '2026-12-02T10:00:00.000Z' });
  });

  it("holds the reader's own group posts, oldest first, word for word with their group's name", () => {
    expect(file.groupPosts).toEqual([
      {
        id: 'p1',
        groupId: 'g1',
        group: 'Tuesday Bible study',
        kind: 'question',
        weekOf: '2026-11-23',
        day: '2026-11-23',
        text: 'Rest, I think.',
        answering: 'What does the shepherd give?',
        postedAt: '2026-11-23T20:00:00Z',
        editedAt: null,
      },
      expect.objectContaining({ id: 'p2', kind: 'prayer', day: null, text: 'Pray for the Bakers,\nwho move house.', editedAt: '2026-11-24T10:00:00Z' }),
    ]);
  });

  it('names each devotional and section, and keeps what the reader wrote word for word', () => {
    expect(file.savedDevotionals).toEqual([{ devotionalId: 'd1', title: 'The Shepherd', date: '2026-11-30', savedAt: '2026-11-30T09:00:00+00:00' }]);
    expect(file.notes[0]).toMatchObject({ title: 'The Shepherd', text: 'Goodness and mercy.' });
    expect(file.bookmarkedSections).toEqual([
      {
        sectionId: 's1',
        confession: 'Westminster Shorter Catechism',
        sectionType: 'question',
        sectionNumber: 1,
        sectionTitle: null,
        bookmarkedAt: '2026-11-29T09:00:00+00:00',
      },
    ]);
    expect(file.feedback[0].text).toBe('Our family reads it every morning.');
  });

  it('lists rows oldest first; a devotional no longer readable keeps its id without a title', () => {
    expect(file.readingHistory.map((h) => [h.devotionalId, h.title])).toEqual([
      ['d1', 'The Shepherd'],
      ['d2', null],
    ]);
    expect(file.practice.learners.map((l) => l.name)).toEqual(['Anna', 'Ben', 'Carlos', 'Daan']);
  });

  it("holds the Bible chosen in each edition and each learner's as itself, null where none was chosen", () => {
    expect(file.bibleTranslations).toEqual({ en: 'bsb', nl: 'sv', es: null, pt: null });
    expect(file.practice.learners.map((l) => [l.name, l.bibleTranslation])).toEqual([
      ['Anna', 'kjv'],
      ['Ben', null],
      ['Carlos', 'rv1909'],
      ['Daan', 'sv'],
    ]);
    const unchosen = buildAccountExport({ ...rows, preferences: { ...rows.preferences!, bible_translation: null }, readerBibles: [] }, new Date());
    expect(unchosen.bibleTranslations).toEqual({ en: null, nl: null, es: null, pt: null });
    expect(buildAccountExport({ ...rows, preferences: null, readerBibles: [] }, new Date()).bibleTranslations).toEqual({
      en: null,
      nl: null,
      es: null,
      pt: null,
    });
  });

  it('names what each practised item is, once per item, and keeps the key of one that can no longer be read', () => {
    expect(file.practice.items).toEqual([
      { item: `verse:${VERSE}`, kind: 'verse', devotionalId: VERSE, reference: 'Psalm 23:1', title: 'The Shepherd', date: '2026-11-30' },
      {
        item: 'confession:westminster-shorter-catechism:question-1',
        kind: 'confession',
        confessionSlug: 'westminster-shorter-catechism',
        confession: 'Westminster Shorter Catechism',
        section: 'question-1',
        sectionType: 'question',
        sectionNumber: 1,
        sectionTitle: 'What is the chief end of man?',
      },
      { item: `verse:${GONE}`, kind: 'verse', devotionalId: GONE, reference: null, title: null, date: null },
    ]);
    const withoutVerse = { ...rows.practiceItems, verses: [{ id: VERSE, verse: { ...rows.practiceItems.verses[0].verse, memory_verse: null } }] };
    expect(buildAccountExport({ ...rows, practiceItems: withoutVerse }, new Date()).practice.items[0]).toMatchObject({ reference: 'Psalm 23' });
  });

  it("names whose practice each row is: null for the reader, else the learner's id and name", () => {
    expect(file.practice.progress.map((p) => [p.learner, p.item])).toEqual([
      [null, `verse:${VERSE}`],
      ['Anna', 'confession:westminster-shorter-catechism:question-1'],
      ['Anna', `verse:${VERSE}`],
      [null, `verse:${GONE}`],
    ]);
    expect(file.practice.days).toEqual([
      { learnerId: null, learner: null, day: '2026-11-10' },
      { learnerId: ANNA, learner: 'Anna', day: '2026-11-20' },
    ]);
  });

  it('holds the sign-in facts and factors, never a secret', () => {
    expect(file.account).toEqual({
      id: 'u1',
      email: 'ruth@example.test',
      createdAt: '2026-01-01T08:00:00+00:00',
      lastSignInAt: '2026-12-01T08:00:00+00:00',
      emailConfirmedAt: '2026-01-01T08:05:00+00:00',
      signInMethods: ['email'],
      language: 'nl',
      secondFactors: [{ type: 'totp', name: 'Phone', status: 'verified', createdAt: '2026-02-01T00:00:00+00:00' }],
      roles: [],
    });
  });

  it('holds the daily reminder as the site keeps it, and null for a reader who never set one', () => {
    expect(file.reminders).toEqual({
      enabled: true,
      hour: 7,
      timeZone: 'Europe/Amsterdam',
      language: 'nl',
      byPush: true,
      byEmail: false,
      eveningStreakNudge: true,
      lastRemindedOn: '2026-12-01',
      lastNudgedOn: null,
      updatedAt: '2026-11-28T12:00:00Z',
    });
    const never = buildAccountExport({ ...rows, reminders: null, pushSubscriptions: [] }, new Date());
    expect(never.reminders).toBeNull();
    expect(never.pushSubscriptions).toEqual([]);
    expect(accountExportSchema.safeParse(never).success).toBe(true);
  });

  it("lists each browser's push subscription oldest first, with its push service and never its keys", () => {
    expect(file.pushSubscriptions).toEqual([
      {
        id: 'ps1',
        endpoint: 'https://fcm.googleapis.com/fcm/send/phone-token',
        pushService: 'https://fcm.googleapis.com',
        createdAt: '2026-11-28T12:00:00Z',
        lastUsedAt: '2026-12-01T06:00:00Z',
      },
      {
        id: 'ps2',
        endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAAA-laptop',
        pushService: 'https://updates.push.services.mozilla.com',
        createdAt: '2026-11-29T08:00:00Z',
        lastUsedAt: null,
      },
    ]);
    // Even rows that carried them (a wider select) give no key to the file.
    const withKeys = rows.pushSubscriptions.map((s) => ({ ...s, p256dh: `B${'k'.repeat(86)}`, auth: 'secret-auth-0123456789' }));
    expect(JSON.stringify(buildAccountExport({ ...rows, pushSubscriptions: withKeys }, new Date()))).not.toMatch(/p256dh|secret-auth|kkkk/);
    expect(pushServiceOf('not a url')).toBe('not a url');
  });

  it("lists the site rebuilds an administrator asked for, oldest first; nobody else's file has any", () => {
    expect(file.siteBuildsRequested).toEqual([]);
    const admin = buildAccountExport({ ...rows, roles: [{ role: 'admin' }], siteBuilds: ADMIN_BUILDS }, new Date());
    expect(admin.siteBuildsRequested).toEqual([
      { id: 9, requestedAt: '2026-11-29T09:00:00Z', trigger: 'admin', reason: null, status: 'failed', finishedAt: '2026-11-29T09:01:00Z' },
      { id: 12, requestedAt: '2026-11-30T09:00:00Z', trigger: 'admin', reason: 'Rebuild now', status: 'succeeded', finishedAt: '2026-11-30T09:03:00Z' },
    ]);
    expect(accountExportSchema.safeParse(admin).success).toBe(true);
  });

  it("reports the newsletter from the account's own address only", () => {
    expect(file.newsletter).toEqual({ address: 'ruth@example.test', subscribed: true, frequency: 'daily' });
    const none = buildAccountExport({ ...rows, newsletterFrequency: null, profile: null, preferences: null }, new Date());
    expect(none.newsletter).toEqual({ address: 'ruth@example.test', subscribed: false, frequency: null });
    expect(accountExportSchema.safeParse(none).success).toBe(true);
  });
});

describe('exportFileName', () => {
  it('is dated with the reader’s own calendar day', () => {
    expect(exportFileName(new Date(2026, 11, 2, 23, 59))).toBe('reformed-devotionals-data-2026-12-02.json');
    expect(exportFileName(new Date(2027, 0, 9, 0, 1))).toBe('reformed-devotionals-data-2027-01-09.json');
    expect(exportFileName(new Date(2027, 0, 9, 0, 1), 'html')).toBe('reformed-devotionals-data-2027-01-09.html');
  });
});
