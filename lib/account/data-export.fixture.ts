/**
 * One account's rows as site/data/account/account-data.ts reads them, with every kind of data: the unit tests of the
 * export file and of its readable copy build from it. The reader is no administrator, so has no site rebuilds; the
 * tests give an administrator's (`ADMIN_BUILDS`) where they need them.
 */
import type { AccountDataRows } from './data-export.ts';

export const ANNA = '11111111-1111-4111-8111-111111111111';
export const BEN = '22222222-2222-4222-8222-222222222222';
export const CARLOS = '55555555-5555-4555-8555-555555555555';
export const DAAN = '66666666-6666-4666-8666-666666666666';
const PSALM = { title: 'The Shepherd', date: '2026-11-30' };
/** A devotional whose memory verse is practised: the reader and Anna learn it, and one no longer published. */
export const VERSE = '33333333-3333-4333-8333-333333333333';
export const GONE = '44444444-4444-4444-8444-444444444444';

export const rows: AccountDataRows = {
  user: {
    id: 'u1',
    email: 'ruth@example.test',
    created_at: '2026-01-01T08:00:00+00:00',
    last_sign_in_at: '2026-12-01T08:00:00+00:00',
    email_confirmed_at: '2026-01-01T08:05:00+00:00',
    providers: ['email'],
    locale: 'nl',
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
    updated_at: '2026-03-02T00:00:00+00:00',
  },
  readerBibles: [{ language: 'nl', translation: 'sv' }],
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
  groupPosts: [
    {
      id: 'p2',
      group_id: 'g1',
      week_start: '2026-11-23',
      day: null,
      kind: 'prayer',
      body: 'Pray for the Bakers,\nwho move house.',
      prompt: null,
      created_at: '2026-11-24T09:00:00Z',
      edited_at: '2026-11-24T10:00:00Z',
    },
    {
      id: 'p1',
      group_id: 'g1',
      week_start: '2026-11-23',
      day: '2026-11-23',
      kind: 'question',
      body: 'Rest, I think.',
      prompt: 'What does the shepherd give?',
      created_at: '2026-11-23T20:00:00Z',
      edited_at: null,
    },
  ],
  groupPauses: [{ group_id: 'g1', muted_at: '2026-11-25T08:00:00Z' }],
  reminders: {
    enabled: true,
    hour: 7,
    time_zone: 'Europe/Amsterdam',
    language: 'nl',
    by_push: true,
    by_email: false,
    streak_nudge: true,
    last_reminded_on: '2026-12-01',
    last_nudged_on: null,
    updated_at: '2026-11-28T12:00:00Z',
  },
  pushSubscriptions: [
    { id: 'ps2', endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAAA-laptop', created_at: '2026-11-29T08:00:00Z', last_used_at: null },
    { id: 'ps1', endpoint: 'https://fcm.googleapis.com/fcm/send/phone-token', created_at: '2026-11-28T12:00:00Z', last_used_at: '2026-12-01T06:00:00Z' },
  ],
  siteBuilds: [],
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
export const ADMIN_BUILDS: AccountDataRows['siteBuilds'] = [
  { id: 12, requested_at: '2026-11-30T09:00:00Z', trigger: 'admin', reason: 'Rebuild now', status: 'succeeded', finished_at: '2026-11-30T09:03:00Z' },
  { id: 9, requested_at: '2026-11-29T09:00:00Z', trigger: 'admin', reason: null, status: 'failed', finished_at: '2026-11-29T09:01:00Z' },
];

rows.progress.push({ ...rows.progress[1], learner_id: ANNA, item_key: `verse:${VERSE}`, added_at: '2026-11-25T00:00:00+00:00' });
rows.progress.push({ ...rows.progress[1], learner_id: null, item_key: `verse:${GONE}`, added_at: '2026-11-26T00:00:00+00:00' });
