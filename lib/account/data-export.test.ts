import { describe, expect, it } from 'vitest';
import { accountExportSchema, buildAccountExport, EXPORT_SECTIONS, exportFileName, type AccountDataRows } from './data-export.ts';

const ANNA = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';
const CARLOS = '55555555-5555-4555-8555-555555555555';
const DAAN = '66666666-6666-4666-8666-666666666666';
const PSALM = { title: 'The Shepherd', date: '2026-11-30' };
/** A devotional whose memory verse is practised: the reader and Anna learn it, and one no longer published. */
const VERSE = '33333333-3333-4333-8333-333333333333';
const GONE = '44444444-4444-4444-8444-444444444444';

const rows: AccountDataRows = {
  user: {
    id: 'u1',
    email: 'ruth@example.test',
    created_at: '2026-01-01T08:00:00+00:00',
    last_sign_in_at: '2026-12-01T08:00:00+00:00',
    email_confirmed_at: '2026-01-01T08:05:00+00:00',
    providers: ['email'],
  },
  factors: [{ factor_type: 'totp', friendly_name: 'Phone', status: 'verified', created_at: '2026-02-01T00:00:00+00:00' }],
  profile: {
    full_name: 'Ruth Reader',
    avatar_url: 'https://x.test/a.png',
    is_blocked: false,
    created_at: '2026-01-01T08:00:00+00:00',
    updated_at: '2026-03-01T00:00:00+00:00',
  },
  roles: [],
  avatarFiles: [{ path: 'u1/1.png', url: 'https://x.test/a.png', size: 68, content_type: 'image/png', created_at: '2026-03-01T00:00:00+00:00' }],
  preferences: {
    preferred_voice: 'female',
    preferred_speed: 1.25,
    bible_translation: 'bsb',
    bible_translation_nl: 'sv',
    bible_translation_es: null,
    updated_at: '2026-03-02T00:00:00+00:00',
  },
  saved: [{ devotional_id: 'd1', created_at: '2026-11-30T09:00:00+00:00', devotionals: PSALM }],
  bookmarks: [
    {
      section_id: 's1',
      created_at: '2026-11-29T09:00:00+00:00',
      confession_sections: { title: null, section_number: 1, section_type: 'question', confessions: { name: 'Westminster Shorter Catechism' } },
    },
  ],
  notes: [
    {
      devotional_id: 'd1',
      note_content: 'Goodness and mercy.',
      created_at: '2026-11-30T09:10:00+00:00',
      updated_at: '2026-11-30T09:20:00+00:00',
      devotionals: PSALM,
    },
  ],
  history: [
    { devotional_id: 'd2', read_on: '2026-12-01', completed_at: '2026-12-01T07:00:00+00:00', reading_time_seconds: 150, devotionals: null },
    { devotional_id: 'd1', read_on: '2026-11-30', completed_at: '2026-11-30T07:00:00+00:00', reading_time_seconds: 200, devotionals: PSALM },
  ],
  goals: [{ goal_type: 'weekly', target_count: 5, start_date: '2026-11-30', end_date: '2026-12-07', is_active: true, created_at: '2026-11-30T00:00:00+00:00' }],
  achievements: [
    { achievement_name: 'First Steps', achievement_description: 'Read your first devotional.', icon_name: 'book', earned_at: '2026-11-30T07:00:00+00:00' },
  ],
  feedback: [
    { feedback_text: 'Our family reads it every morning.', country: 'Scotland', rating: 5, status: 'pending', created_at: '2026-12-01T00:00:00+00:00' },
  ],
  learners: [
    { id: BEN, name: 'Ben', age_band: '10-13', bible_translation: null, created_at: '2026-11-02T00:00:00+00:00' },
    { id: ANNA, name: 'Anna', age_band: '6-9', bible_translation: 'kjv', created_at: '2026-11-01T00:00:00+00:00' },
    { id: CARLOS, name: 'Carlos', age_band: 'teen', bible_translation: 'rv1909', created_at: '2026-11-03T00:00:00+00:00' },
    { id: DAAN, name: 'Daan', age_band: 'adult', bible_translation: 'sv', created_at: '2026-11-04T00:00:00+00:00' },
  ],
  progress: [
    {
      learner_id: ANNA,
      item_key: 'confession:westminster-shorter-catechism:question-1',
      added_at: '2026-11-20T00:00:00+00:00',
      due_at: '2026-11-21T00:00:00+00:00',
      interval_days: 1,
      box: 1,
      reps: 1,
      lapses: 0,
      last_grade: 'good',
      last_reviewed_at: '2026-11-20T00:00:00+00:00',
      mastered_at: null,
    },
    {
      learner_id: null,
      item_key: `verse:${VERSE}`,
      added_at: '2026-11-10T00:00:00+00:00',
      due_at: '2026-11-11T00:00:00+00:00',
      interval_days: 1,
      box: 1,
      reps: 1,
      lapses: 0,
      last_grade: 'good',
      last_reviewed_at: '2026-11-10T00:00:00+00:00',
      mastered_at: null,
    },
  ],
  practiceDays: [
    { learner_id: ANNA, practised_on: '2026-11-20' },
    { learner_id: null, practised_on: '2026-11-10' },
  ],
  groups: [{ group_id: 'g1', role: 'leader', shares: true, joined_at: '2026-11-20T10:00:00Z', reading_groups: { name: 'Tuesday Bible study' } }],
  newsletterFrequency: 'daily',
  practiceItems: {
    verses: [
      {
        id: VERSE,
        verse: {
          title: 'The Shepherd',
          date: '2026-11-30',
          biblical_passage: 'Psalm 23',
          memory_verse: 'The LORD is my shepherd; I shall not want. (Psalm 23:1)',
        },
      },
    ],
    sections: [
      {
        slug: 'westminster-shorter-catechism',
        name: 'Westminster Shorter Catechism',
        section: { url_slug: 'question-1', section_type: 'question', section_number: 1, title: 'What is the chief end of man?' },
      },
    ],
  },
};
rows.progress.push({ ...rows.progress[1], learner_id: ANNA, item_key: `verse:${VERSE}`, added_at: '2026-11-25T00:00:00+00:00' });
rows.progress.push({ ...rows.progress[1], learner_id: null, item_key: `verse:${GONE}`, added_at: '2026-11-26T00:00:00+00:00' });

describe('buildAccountExport', () => {
  const file = buildAccountExport(rows, new Date('2026-12-02T10:00:00Z'));

  it('is the documented shape, with every kind of data', () => {
    expect(accountExportSchema.parse(file)).toEqual(file);
    expect(file.readingGroups).toEqual([
      { groupId: 'g1', name: 'Tuesday Bible study', role: 'leader', sharesReadingDays: true, joinedAt: '2026-11-20T10:00:00Z' },
    ]);
    expect(Object.keys(file)).toEqual(['format', 'version', 'exportedAt', ...EXPORT_SECTIONS]);
    expect(file).toMatchObject({ format: 'reformed-devotionals-account-data', version: 3, exportedAt: '2026-12-02T10:00:00.000Z' });
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
    expect(file.bibleTranslations).toEqual({ en: 'bsb', nl: 'sv', es: null });
    expect(file.practice.learners.map((l) => [l.name, l.bibleTranslation])).toEqual([
      ['Anna', 'kjv'],
      ['Ben', null],
      ['Carlos', 'rv1909'],
      ['Daan', 'sv'],
    ]);
    const unchosen = buildAccountExport({ ...rows, preferences: { ...rows.preferences!, bible_translation: null, bible_translation_nl: null } }, new Date());
    expect(unchosen.bibleTranslations).toEqual({ en: null, nl: null, es: null });
    expect(buildAccountExport({ ...rows, preferences: null }, new Date()).bibleTranslations).toEqual({ en: null, nl: null, es: null });
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
      secondFactors: [{ type: 'totp', name: 'Phone', status: 'verified', createdAt: '2026-02-01T00:00:00+00:00' }],
      roles: [],
    });
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
  });
});
