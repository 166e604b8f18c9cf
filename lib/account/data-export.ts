/**
 * "Download my data": the one JSON file of everything the site holds about an account, assembled from
 * the rows the reader's own session reads (site/data/account/account-data.ts). The shape is documented for readers in
 * docs/data-export.md; the zod schema below is that document's source, and `version` changes when it does.
 */
import { z } from 'zod';
import '../zod-csp.ts';
import { BIBLE_IDS, isBible } from '../scripture/translations.ts';
import { isLocale, LOCALES } from '../i18n/locales.ts';
import { splitMemoryVerse } from '../covers/verse-card.ts';
import { parseItemKey } from '../practice/item-key.ts';
import { storedBibleChoices } from './bible-choices.ts';
import type { Database, Tables } from '../database.types.ts';

export const EXPORT_FORMAT = 'reformed-devotionals-account-data';
/**
 * 2: the Bible translation, the reader's and each family learner's.
 * 3: the Bible chosen in each edition (`bibleTranslations`), a learner's edition Bible as itself, what each
 * practised item is (`practice.items`), a bookmarked section's kind (`sectionType`), and the account's language.
 * 4: the reader's posts in their groups' conversations (`groupPosts`).
 * 5: the daily reminder settings (`reminders`), each browser's push subscription (`pushSubscriptions`, without its
 * keys), when a group's leader paused the reader's posting (`readingGroups[].postingPausedAt`), and the site rebuilds
 * an administrator asked for (`siteBuildsRequested`).
 */
export const EXPORT_VERSION = 5;

// ---- What the site reads: the generated rows' columns (lib/database.types.ts), embeds as PostgREST nests them ----

/** Some columns of a table's row. */
type Columns<Name extends keyof Database['public']['Tables'], Key extends keyof Tables<Name>> = Pick<Tables<Name>, Key>;

/** The devotional a row names, embedded. */
interface Titled {
  devotionals: Columns<'devotionals', 'title' | 'date'> | null;
}

export interface AccountDataRows {
  user: {
    id: string;
    email: string | null;
    created_at: string;
    last_sign_in_at: string | null;
    email_confirmed_at: string | null;
    /** app_metadata.providers */
    providers: string[];
    /** user_metadata.locale: the edition the account signed up on, which Auth's e-mails are written in. */
    locale: string | null;
  };
  factors: Array<{ factor_type: string; friendly_name: string | null; status: string; created_at: string }>;
  profile: Columns<'profiles', 'full_name' | 'avatar_url' | 'is_blocked' | 'created_at' | 'updated_at'> | null;
  roles: Array<Columns<'user_roles', 'role'>>;
  avatarFiles: Array<{ path: string; url: string; size: number | null; content_type: string | null; created_at: string | null }>;
  preferences: Columns<'user_preferences', 'preferred_voice' | 'preferred_speed' | 'bible_translation' | 'updated_at'> | null;
  /** The reader's Bible on each translated edition where one was chosen. */
  readerBibles: Array<Columns<'reader_bibles', 'language' | 'translation'>>;
  saved: Array<Columns<'user_saved_devotionals', 'devotional_id' | 'created_at'> & Titled>;
  bookmarks: Array<
    Columns<'user_bookmarked_sections', 'section_id' | 'created_at'> & {
      confession_sections:
        (Columns<'confession_sections', 'title' | 'section_number' | 'section_type'> & { confessions: Columns<'confessions', 'name'> | null }) | null;
    }
  >;
  notes: Array<Columns<'devotional_notes', 'devotional_id' | 'note_content' | 'created_at' | 'updated_at'> & Titled>;
  history: Array<Columns<'user_reading_history', 'devotional_id' | 'read_on' | 'completed_at' | 'reading_time_seconds'> & Titled>;
  goals: Array<Columns<'user_reading_goals', 'goal_type' | 'target_count' | 'start_date' | 'end_date' | 'is_active' | 'created_at'>>;
  achievements: Array<Columns<'user_achievements', 'achievement_name' | 'achievement_description' | 'icon_name' | 'earned_at'>>;
  feedback: Array<Columns<'user_feedback', 'feedback_text' | 'country' | 'rating' | 'status' | 'created_at'>>;
  learners: Array<Columns<'practice_learners', 'id' | 'name' | 'age_band' | 'bible_translation' | 'created_at'>>;
  progress: Array<
    Columns<
      'practice_progress',
      'learner_id' | 'item_key' | 'added_at' | 'due_at' | 'interval_days' | 'box' | 'reps' | 'lapses' | 'last_grade' | 'last_reviewed_at' | 'mastered_at'
    >
  >;
  practiceDays: Array<Columns<'practice_days', 'learner_id' | 'practised_on'>>;
  /** The reader's own memberships, with the group's name (members read it under RLS). */
  groups: Array<Columns<'reading_group_members', 'group_id' | 'role' | 'shares' | 'joined_at'> & { reading_groups: Columns<'reading_groups', 'name'> | null }>;
  /** The reader's own posts in their groups' conversations (a post goes with its author's membership). */
  groupPosts: Array<Columns<'reading_group_posts', 'id' | 'group_id' | 'week_start' | 'day' | 'kind' | 'body' | 'prompt' | 'created_at' | 'edited_at'>>;
  /** The leader's pauses of the reader's posting in their groups (the member reads their own pause under RLS). */
  groupPauses: Array<Columns<'reading_group_mutes', 'group_id' | 'muted_at'>>;
  /** The reader's daily reminder, if they ever set one. */
  reminders: Columns<
    'reminder_settings',
    'enabled' | 'hour' | 'time_zone' | 'language' | 'by_push' | 'by_email' | 'streak_nudge' | 'last_reminded_on' | 'last_nudged_on' | 'updated_at'
  > | null;
  /** The browsers that receive the reminder: their push service endpoints, never their keys (docs/data-export.md). */
  pushSubscriptions: Array<Columns<'push_subscriptions', 'id' | 'endpoint' | 'created_at' | 'last_used_at'>>;
  /** The site rebuilds the account asked for (admins read the history under RLS; nobody else has any). */
  siteBuilds: Array<Columns<'site_builds', 'id' | 'requested_at' | 'trigger' | 'reason' | 'status' | 'finished_at'>>;
  /** my_newsletter_frequency(): the frequency of a confirmed subscription of the account's confirmed address, or null. */
  newsletterFrequency: string | null;
  /** What the practised items are, as far as the reader can still read them (practiceItemRows). */
  practiceItems: PracticeItemRows;
}

/**
 * The devotionals and confession sections the practice items name, in the edition the file is made in where it has
 * them: a verse item is keyed by its English original, `verse` the edition's translation of it when released; a
 * question by its document's slug, read in the edition's language when the library has that document in it.
 */
export interface PracticeItemRows {
  verses: Array<{ id: string; verse: Columns<'devotionals', 'title' | 'date' | 'biblical_passage' | 'memory_verse'> }>;
  sections: Array<{ slug: string; name: string; section: Columns<'confession_sections', 'url_slug' | 'section_type' | 'section_number' | 'title'> }>;
}

// ---- The file (docs/data-export.md) ----

const timestamp = z.string();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const devotionalRef = { devotionalId: z.string(), title: z.string().nullable(), date: day.nullable() };
/** Whose practice a row is: null for the reader, else a learner's id and name. */
const practiser = { learnerId: z.string().nullable(), learner: z.string().nullable() };

export const accountExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: timestamp,
  account: z.object({
    id: z.string(),
    email: z.string().nullable(),
    createdAt: timestamp,
    lastSignInAt: timestamp.nullable(),
    emailConfirmedAt: timestamp.nullable(),
    signInMethods: z.array(z.string()),
    /** The edition the account was made on: Auth's e-mails to it (confirmations, resets) are in its language. */
    language: z.enum(LOCALES).nullable(),
    secondFactors: z.array(z.object({ type: z.string(), name: z.string().nullable(), status: z.string(), createdAt: timestamp })),
    roles: z.array(z.string()),
  }),
  profile: z
    .object({ fullName: z.string().nullable(), avatarUrl: z.string().nullable(), blocked: z.boolean(), createdAt: timestamp, updatedAt: timestamp })
    .nullable(),
  avatarFiles: z.array(
    z.object({ path: z.string(), url: z.string(), size: z.number().nullable(), contentType: z.string().nullable(), uploadedAt: timestamp.nullable() }),
  ),
  audioPreferences: z.object({ voice: z.string(), speed: z.number(), updatedAt: timestamp }).nullable(),
  /** The Bible chosen on each edition's pages (English, Dutch, Spanish), null where none was chosen there. */
  bibleTranslations: z.record(z.enum(LOCALES), z.enum(BIBLE_IDS).nullable()),
  savedDevotionals: z.array(z.object({ ...devotionalRef, savedAt: timestamp })),
  bookmarkedSections: z.array(
    z.object({
      sectionId: z.string(),
      confession: z.string().nullable(),
      sectionType: z.string().nullable(),
      sectionNumber: z.number().nullable(),
      sectionTitle: z.string().nullable(),
      bookmarkedAt: timestamp,
    }),
  ),
  notes: z.array(z.object({ ...devotionalRef, text: z.string(), createdAt: timestamp, updatedAt: timestamp })),
  readingHistory: z.array(z.object({ ...devotionalRef, readOn: day, completedAt: timestamp, secondsReading: z.number() })),
  readingGoals: z.array(z.object({ period: z.string(), target: z.number(), startDate: day, endDate: day, active: z.boolean(), createdAt: timestamp })),
  achievements: z.array(z.object({ name: z.string(), description: z.string().nullable(), icon: z.string(), earnedAt: timestamp })),
  feedback: z.array(z.object({ text: z.string(), country: z.string(), rating: z.number().nullable(), status: z.string(), createdAt: timestamp })),
  practice: z.object({
    learners: z.array(z.object({ id: z.string(), name: z.string(), ageBand: z.string(), bibleTranslation: z.enum(BIBLE_IDS).nullable(), addedAt: timestamp })),
    items: z.array(
      z.discriminatedUnion('kind', [
        z.object({
          item: z.string(),
          kind: z.literal('verse'),
          devotionalId: z.string(),
          reference: z.string().nullable(),
          title: z.string().nullable(),
          date: day.nullable(),
        }),
        z.object({
          item: z.string(),
          kind: z.literal('confession'),
          confessionSlug: z.string(),
          confession: z.string().nullable(),
          section: z.string(),
          sectionType: z.string().nullable(),
          sectionNumber: z.number().nullable(),
          sectionTitle: z.string().nullable(),
        }),
      ]),
    ),
    progress: z.array(
      z.object({
        ...practiser,
        item: z.string(),
        addedAt: timestamp,
        dueAt: timestamp,
        intervalDays: z.number(),
        box: z.number(),
        reviews: z.number(),
        lapses: z.number(),
        lastGrade: z.string().nullable(),
        lastReviewedAt: timestamp.nullable(),
        masteredAt: timestamp.nullable(),
      }),
    ),
    days: z.array(z.object({ ...practiser, day })),
  }),
  readingGroups: z.array(
    z.object({
      groupId: z.string(),
      name: z.string().nullable(),
      role: z.string(),
      sharesReadingDays: z.boolean(),
      joinedAt: timestamp,
      /** When the group's leader paused the reader's posting, null when they may post. */
      postingPausedAt: timestamp.nullable(),
    }),
  ),
  groupPosts: z.array(
    z.object({
      id: z.string(),
      groupId: z.string(),
      group: z.string().nullable(),
      kind: z.string(),
      weekOf: day,
      day: day.nullable(),
      text: z.string(),
      answering: z.string().nullable(),
      postedAt: timestamp,
      editedAt: timestamp.nullable(),
    }),
  ),
  newsletter: z.object({ address: z.string().nullable(), subscribed: z.boolean(), frequency: z.string().nullable() }),
  /** The daily reminder as the site keeps it, null when the reader never set one. */
  reminders: z
    .object({
      enabled: z.boolean(),
      /** 0–23 in `timeZone`; null: as soon as the day's devotional is out. */
      hour: z.number().int().min(0).max(23).nullable(),
      timeZone: z.string().nullable(),
      /** The edition the reminder names the devotional from. */
      language: z.string(),
      byPush: z.boolean(),
      byEmail: z.boolean(),
      eveningStreakNudge: z.boolean(),
      lastRemindedOn: day.nullable(),
      lastNudgedOn: day.nullable(),
      updatedAt: timestamp,
    })
    .nullable(),
  /** Each browser that receives the reminder: the address of its push service, not its encryption keys. */
  pushSubscriptions: z.array(
    z.object({ id: z.string(), endpoint: z.string(), pushService: z.string(), createdAt: timestamp, lastUsedAt: timestamp.nullable() }),
  ),
  /** The rebuilds of the site an administrator asked for, oldest first; empty for everyone else. */
  siteBuildsRequested: z.array(
    z.object({
      id: z.number(),
      requestedAt: timestamp,
      trigger: z.string(),
      reason: z.string().nullable(),
      status: z.string(),
      finishedAt: timestamp.nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

function byTime<T>(rows: readonly T[], key: (row: T) => string): T[] {
  return [...rows].sort((a, b) => key(a).localeCompare(key(b)));
}

const devotional = (row: { devotional_id: string } & Titled) => ({
  devotionalId: row.devotional_id,
  title: row.devotionals?.title ?? null,
  date: row.devotionals?.date ?? null,
});

/** A stored Bible choice as the file names it: itself (kjv, bsb, sv, rv1909), null where none was chosen. */
const chosenBible = (stored: string | null | undefined) => (isBible(stored) ? stored : null);

/** What each practised item is, once per item, in the order the items were first added. */
function practiceItems(progress: AccountDataRows['progress'], rows: PracticeItemRows): AccountExport['practice']['items'] {
  const verses = new Map(rows.verses.map((v) => [v.id, v.verse]));
  // Items added at the same instant (one sync) in the order of their keys, so every read gives the same list.
  const keys = [...new Set(byTime(progress, (p) => `${p.added_at} ${p.item_key}`).map((p) => p.item_key))];
  return keys.flatMap((item): AccountExport['practice']['items'] => {
    const ref = parseItemKey(item);
    if (!ref) return [];
    if (ref.kind === 'verse') {
      const verse = verses.get(ref.devotionalId);
      const reference = verse ? ((verse.memory_verse ? splitMemoryVerse(verse.memory_verse).reference : null) ?? verse.biblical_passage) : null;
      return [{ item, kind: 'verse', devotionalId: ref.devotionalId, reference, title: verse?.title ?? null, date: verse?.date ?? null }];
    }
    const found = rows.sections.find((s) => s.slug === ref.slug && s.section.url_slug === ref.section);
    return [
      {
        item,
        kind: 'confession',
        confessionSlug: ref.slug,
        confession: found?.name ?? rows.sections.find((s) => s.slug === ref.slug)?.name ?? null,
        section: ref.section,
        sectionType: found?.section.section_type ?? null,
        sectionNumber: found?.section.section_number ?? null,
        sectionTitle: found?.section.title ?? null,
      },
    ];
  });
}

export function buildAccountExport(rows: AccountDataRows, exportedAt: Date): AccountExport {
  const learnerNames = new Map(rows.learners.map((l) => [l.id, l.name]));
  const whose = (learnerId: string | null) => ({ learnerId, learner: learnerId === null ? null : (learnerNames.get(learnerId) ?? null) });
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    account: {
      id: rows.user.id,
      email: rows.user.email,
      createdAt: rows.user.created_at,
      lastSignInAt: rows.user.last_sign_in_at,
      emailConfirmedAt: rows.user.email_confirmed_at,
      signInMethods: rows.user.providers,
      language: isLocale(rows.user.locale) ? rows.user.locale : null,
      secondFactors: rows.factors.map((f) => ({ type: f.factor_type, name: f.friendly_name, status: f.status, createdAt: f.created_at })),
      roles: rows.roles.map((r) => r.role).sort(),
    },
    profile: rows.profile && {
      fullName: rows.profile.full_name,
      avatarUrl: rows.profile.avatar_url,
      blocked: rows.profile.is_blocked,
      createdAt: rows.profile.created_at,
      updatedAt: rows.profile.updated_at,
    },
    avatarFiles: rows.avatarFiles.map((f) => ({ path: f.path, url: f.url, size: f.size, contentType: f.content_type, uploadedAt: f.created_at })),
    audioPreferences: rows.preferences && {
      voice: rows.preferences.preferred_voice,
      speed: Number(rows.preferences.preferred_speed),
      updatedAt: rows.preferences.updated_at,
    },
    bibleTranslations: Object.fromEntries(
      Object.entries(storedBibleChoices({ english: rows.preferences?.bible_translation, readerBibles: rows.readerBibles })).map(([locale, stored]) => [
        locale,
        chosenBible(stored),
      ]),
    ) as AccountExport['bibleTranslations'],
    savedDevotionals: byTime(rows.saved, (r) => r.created_at).map((r) => ({ ...devotional(r), savedAt: r.created_at })),
    bookmarkedSections: byTime(rows.bookmarks, (r) => r.created_at).map((r) => ({
      sectionId: r.section_id,
      confession: r.confession_sections?.confessions?.name ?? null,
      sectionType: r.confession_sections?.section_type ?? null,
      sectionNumber: r.confession_sections?.section_number ?? null,
      sectionTitle: r.confession_sections?.title ?? null,
      bookmarkedAt: r.created_at,
    })),
    notes: byTime(rows.notes, (r) => r.created_at).map((r) => ({ ...devotional(r), text: r.note_content, createdAt: r.created_at, updatedAt: r.updated_at })),
    readingHistory: byTime(rows.history, (r) => r.completed_at).map((r) => ({
      ...devotional(r),
      readOn: r.read_on,
      completedAt: r.completed_at,
      secondsReading: r.reading_time_seconds,
    })),
    readingGoals: byTime(rows.goals, (r) => r.created_at).map((g) => ({
      period: g.goal_type,
      target: g.target_count,
      startDate: g.start_date,
      endDate: g.end_date,
      active: g.is_active,
      createdAt: g.created_at,
    })),
    achievements: byTime(rows.achievements, (r) => r.earned_at).map((a) => ({
      name: a.achievement_name,
      description: a.achievement_description,
      icon: a.icon_name,
      earnedAt: a.earned_at,
    })),
    feedback: byTime(rows.feedback, (r) => r.created_at).map((f) => ({
      text: f.feedback_text,
      country: f.country,
      rating: f.rating,
      status: f.status,
      createdAt: f.created_at,
    })),
    practice: {
      learners: byTime(rows.learners, (l) => l.created_at).map((l) => ({
        id: l.id,
        name: l.name,
        ageBand: l.age_band,
        bibleTranslation: chosenBible(l.bible_translation),
        addedAt: l.created_at,
      })),
      progress: byTime(rows.progress, (p) => p.added_at).map((p) => ({
        ...whose(p.learner_id),
        item: p.item_key,
        addedAt: p.added_at,
        dueAt: p.due_at,
        intervalDays: Number(p.interval_days),
        box: p.box,
        reviews: p.reps,
        lapses: p.lapses,
        lastGrade: p.last_grade,
        lastReviewedAt: p.last_reviewed_at,
        masteredAt: p.mastered_at,
      })),
      days: byTime(rows.practiceDays, (d) => d.practised_on).map((d) => ({ ...whose(d.learner_id), day: d.practised_on })),
      items: practiceItems(rows.progress, rows.practiceItems),
    },
    readingGroups: byTime(rows.groups, (g) => g.joined_at).map((g) => ({
      groupId: g.group_id,
      name: g.reading_groups?.name ?? null,
      role: g.role,
      sharesReadingDays: g.shares,
      joinedAt: g.joined_at,
      postingPausedAt: rows.groupPauses.find((p) => p.group_id === g.group_id)?.muted_at ?? null,
    })),
    groupPosts: byTime(rows.groupPosts, (p) => p.created_at).map((p) => ({
      id: p.id,
      groupId: p.group_id,
      group: rows.groups.find((g) => g.group_id === p.group_id)?.reading_groups?.name ?? null,
      kind: p.kind,
      weekOf: p.week_start,
      day: p.day,
      text: p.body,
      answering: p.prompt,
      postedAt: p.created_at,
      editedAt: p.edited_at,
    })),
    newsletter: { address: rows.user.email, subscribed: rows.newsletterFrequency !== null, frequency: rows.newsletterFrequency },
    reminders: rows.reminders && {
      enabled: rows.reminders.enabled,
      hour: rows.reminders.hour,
      timeZone: rows.reminders.time_zone,
      language: rows.reminders.language,
      byPush: rows.reminders.by_push,
      byEmail: rows.reminders.by_email,
      eveningStreakNudge: rows.reminders.streak_nudge,
      lastRemindedOn: rows.reminders.last_reminded_on,
      lastNudgedOn: rows.reminders.last_nudged_on,
      updatedAt: rows.reminders.updated_at,
    },
    pushSubscriptions: byTime(rows.pushSubscriptions, (s) => `${s.created_at} ${s.id}`).map((s) => ({
      id: s.id,
      endpoint: s.endpoint,
      pushService: pushServiceOf(s.endpoint),
      createdAt: s.created_at,
      lastUsedAt: s.last_used_at,
    })),
    siteBuildsRequested: [...rows.siteBuilds]
      .sort((a, b) => a.id - b.id)
      .map((b) => ({ id: b.id, requestedAt: b.requested_at, trigger: b.trigger, reason: b.reason, status: b.status, finishedAt: b.finished_at })),
  };
}

/**
 * The push service a subscription's endpoint belongs to: its origin, the browser maker's service the reader would
 * recognise (the database takes only https URLs, so an endpoint always has one; any other text stays as it is).
 */
export function pushServiceOf(endpoint: string): string {
  return URL.canParse(endpoint) ? new URL(endpoint).origin : endpoint;
}

/**
 * The downloaded file's name: reformed-devotionals-data-YYYY-MM-DD.json, the reader's own calendar day; the readable
 * copy (lib/account/readable-export.ts) is the same name ending in .html.
 */
export function exportFileName(now: Date, extension: 'json' | 'html' = 'json'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `reformed-devotionals-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${extension}`;
}
