/**
 * Row-level security, proven through the API the site and admin use (supabase-js against supabase/local).
 *
 * The matrix: every table × (anon, user, another user, blocked user, admin, service role) × (select, insert,
 * update, delete). Each cell is one test that makes the request as that actor and then checks the database
 * through the service role:
 *   allow  — the request succeeds and the row was read / created / changed / removed;
 *   hidden — the request succeeds but RLS hides the row: nothing read, nothing changed;
 *   denied — the request fails with 42501 (no privilege, or a row RLS refuses) and nothing changed;
 *   { code } — the request fails with that SQLSTATE (for example a constraint the service role runs into).
 *
 * "The user" is alice. Rows targeted by the user, another user (bob), anon, the admin and the service role
 * belong to alice; the blocked user (carol) targets her own rows, since a blocked account reads its own data
 * but writes nothing.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from './harness.ts';
import { PSALM_23 } from '../support/devotional-fixture.ts';

type Row = Record<string, unknown>;
type Actor = 'anon' | 'user' | 'other' | 'blocked' | 'admin' | 'service';
type Action = 'select' | 'insert' | 'update' | 'delete';
type Outcome = 'allow' | 'hidden' | 'denied' | { code: string };
type Cells = Record<Action, Outcome>;

const ACTORS: Actor[] = ['anon', 'user', 'other', 'blocked', 'admin', 'service'];
const ACTIONS: Action[] = ['select', 'insert', 'update', 'delete'];

let t: TestBackend;
let service: SupabaseClient;
const clients = {} as Record<Actor, SupabaseClient>;
const ids = {} as Record<'user' | 'other' | 'blocked' | 'admin', string>;
let confessionId: string;

// Fixtures, created through the service role ------------------------------------------------------------

const unique = () => randomUUID().slice(0, 8);

async function insertAsService(table: string, row: Row): Promise<Row> {
  const { data, error } = await service.from(table).insert(row).select().single();
  if (error) throw new Error(`fixture ${table}: ${error.code} ${error.message}`);
  return data as Row;
}

/** A devotional everyone may read: published, dated long ago. */
async function releasedDevotional(): Promise<string> {
  const row = await insertAsService('devotionals', devotionalRow('published', '2020-01-01'));
  return row.id as string;
}

function devotionalRow(status: 'draft' | 'published', date: string): Row {
  const slug = `devotional-${unique()}`;
  return {
    id: randomUUID(),
    title: `Devotional ${slug}`,
    slug,
    date,
    status,
    ...PSALM_23,
  };
}

async function newTag(): Promise<string> {
  const slug = `tag-${unique()}`;
  return (await insertAsService('tags', { name: `Tag ${slug}`, slug })).id as string;
}

async function newSeries(): Promise<string> {
  const slug = `series-${unique()}`;
  return (await insertAsService('series', { title: `Series ${slug}`, slug })).id as string;
}

async function newSection(): Promise<string> {
  return (await insertAsService('confession_sections', sectionRow())).id as string;
}

function sectionRow(): Row {
  return {
    id: randomUUID(),
    confession_id: confessionId,
    section_type: 'article',
    section_number: Math.floor(Math.random() * 100000),
    content: 'We all believe with the heart and confess with the mouth.',
    url_slug: `article-${unique()}`,
  };
}

/** An account that exists only in the database, for rows the tests may destroy or promote. */
async function spareUser(): Promise<string> {
  const email = `spare.${unique()}@example.test`;
  const result = await t.local.db.query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, '{"full_name": "Spare User"}', now(), now()) returning id`,
    [email],
  );
  return result.rows[0].id;
}

/** Whose rows an actor acts on: the blocked user acts on her own; everyone else on the user's (alice). */
function ownerFor(actor: Actor): string {
  return actor === 'blocked' ? ids.blocked : ids.user;
}

// The matrix ----------------------------------------------------------------------------------------------

interface TableSpec {
  /** Columns that identify a row. */
  key: string[];
  /** A new row owned by `owner` (ignored by tables without an owner), not yet inserted. */
  make(owner: string): Promise<Row>;
  /** The change an update attempts. */
  patch: Row | (() => Promise<Row>);
  /** The existing row an actor selects, updates or deletes; defaults to make(ownerFor(actor)) inserted by the service role. */
  target?(actor: Actor): Promise<Row>;
  /** The row an actor tries to insert; defaults to make(ownerFor(actor)). */
  candidate?(actor: Actor): Promise<Row>;
  /** One row per owner (user_preferences): the service role clears the owner's row before an insert attempt. */
  onePerOwner?: boolean;
  /** Put back what a delete removed (the single site_settings row). */
  restore?(): Promise<void>;
  expect: Record<Actor, Cells>;
}

const ALL: Cells = { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' };
const NONE_ANON: Cells = { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' };

/** Public content: everyone reads, admins and the service role write. */
const PUBLIC_CONTENT: Record<Actor, Cells> = {
  anon: { select: 'allow', insert: 'denied', update: 'denied', delete: 'denied' },
  user: { select: 'allow', insert: 'denied', update: 'hidden', delete: 'hidden' },
  other: { select: 'allow', insert: 'denied', update: 'hidden', delete: 'hidden' },
  blocked: { select: 'allow', insert: 'denied', update: 'hidden', delete: 'hidden' },
  admin: ALL,
  service: ALL,
};

/** Private reader data: only the owner, never while blocked; not even admins. */
const OWNER_ONLY: Record<Actor, Cells> = {
  anon: NONE_ANON,
  user: ALL,
  other: { select: 'hidden', insert: 'denied', update: 'hidden', delete: 'hidden' },
  blocked: { select: 'allow', insert: 'denied', update: 'hidden', delete: 'hidden' },
  admin: { select: 'hidden', insert: 'denied', update: 'hidden', delete: 'hidden' },
  service: ALL,
};

/** The contact form: anyone but a blocked user submits; only admins read and manage. */
const SUBMIT_ONLY: Record<Actor, Cells> = {
  anon: { select: 'denied', insert: 'allow', update: 'denied', delete: 'denied' },
  user: { select: 'hidden', insert: 'allow', update: 'hidden', delete: 'hidden' },
  other: { select: 'hidden', insert: 'allow', update: 'hidden', delete: 'hidden' },
  blocked: { select: 'hidden', insert: 'denied', update: 'hidden', delete: 'hidden' },
  admin: ALL,
  service: ALL,
};

/**
 * Newsletter subscribers: nobody signs up through the table (the `newsletter` function does, so no answer tells
 * a subscribed address from a new one); only admins read and manage the list.
 */
const SUBSCRIBERS: Record<Actor, Cells> = {
  anon: NONE_ANON,
  user: { select: 'hidden', insert: 'denied', update: 'hidden', delete: 'hidden' },
  other: { select: 'hidden', insert: 'denied', update: 'hidden', delete: 'hidden' },
  blocked: { select: 'hidden', insert: 'denied', update: 'hidden', delete: 'hidden' },
  admin: { select: 'allow', insert: 'denied', update: 'allow', delete: 'allow' },
  service: ALL,
};

/**
 * A reading group's conversation: its members read it; the author writes their own (the leader also deletes any:
 * tests/api/groups/conversation.test.ts). Here the owner is the group's only member, so nobody else is in it: a
 * reader outside the group and an admin are answered as for a group that does not exist (P0002) and see nothing; a
 * blocked member neither reads nor writes.
 */
const GROUP_POSTS: Record<Actor, Cells> = {
  anon: NONE_ANON,
  user: ALL,
  other: { select: 'hidden', insert: { code: 'P0002' }, update: 'hidden', delete: 'hidden' },
  blocked: { select: 'hidden', insert: 'denied', update: 'hidden', delete: 'hidden' },
  admin: { select: 'hidden', insert: { code: 'P0002' }, update: 'hidden', delete: 'hidden' },
  service: ALL,
};

/** Who the leader paused: the paused member reads their own; it is written only through set_reading_group_mute. */
const GROUP_MUTES: Record<Actor, Cells> = {
  anon: NONE_ANON,
  user: { select: 'allow', insert: 'denied', update: 'denied', delete: 'denied' },
  other: { select: 'hidden', insert: 'denied', update: 'denied', delete: 'denied' },
  blocked: { select: 'hidden', insert: 'denied', update: 'denied', delete: 'denied' },
  admin: { select: 'hidden', insert: 'denied', update: 'denied', delete: 'denied' },
  service: ALL,
};

/** A reader's reminder settings: the owner reads them (blocked too); they change only through set_my_reminders. */
const REMINDER_SETTINGS: Record<Actor, Cells> = {
  anon: NONE_ANON,
  user: { select: 'allow', insert: 'denied', update: 'denied', delete: 'denied' },
  other: { select: 'hidden', insert: 'denied', update: 'denied', delete: 'denied' },
  blocked: { select: 'allow', insert: 'denied', update: 'denied', delete: 'denied' },
  admin: { select: 'hidden', insert: 'denied', update: 'denied', delete: 'denied' },
  service: ALL,
};

/** A browser's push subscription: the owner reads and deletes it (not while blocked); saved only through save_my_push_subscription. */
const PUSH_SUBSCRIPTIONS: Record<Actor, Cells> = {
  anon: NONE_ANON,
  user: { select: 'allow', insert: 'denied', update: 'denied', delete: 'allow' },
  other: { select: 'hidden', insert: 'denied', update: 'denied', delete: 'hidden' },
  blocked: { select: 'allow', insert: 'denied', update: 'denied', delete: 'hidden' },
  admin: { select: 'hidden', insert: 'denied', update: 'denied', delete: 'hidden' },
  service: ALL,
};

/** A browser subscription's keys in the shape PushSubscription.toJSON() gives them. */
function pushKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** A reading group whose members are `leader` and, when given, `member`; its id. */
async function readingGroup(leader: string, member?: string): Promise<string> {
  const group = (await insertAsService('reading_groups', { name: `Group ${unique()}` })).id as string;
  await insertAsService('reading_group_members', { group_id: group, user_id: leader, role: 'leader' });
  if (member) await insertAsService('reading_group_members', { group_id: group, user_id: member, role: 'member' });
  return group;
}

/** Each owner's one group for the posts' rows (a reader is in at most 20 groups). */
const postGroups = new Map<string, Promise<string>>();
function postGroupOf(owner: string): Promise<string> {
  let group = postGroups.get(owner);
  if (!group) postGroups.set(owner, (group = readingGroup(owner)));
  return group;
}

/**
 * A group where `owner` is a member under a spare leader, for a pause of theirs. A reader is in at most 20 groups, so
 * the owner first leaves the groups earlier rows put them in (their pauses go with the membership).
 */
async function groupToPause(owner: string): Promise<string> {
  const { error } = await service.from('reading_group_members').delete().eq('user_id', owner).eq('role', 'member');
  if (error) throw new Error(`leaving groups: ${error.message}`);
  return readingGroup(await spareUser(), owner);
}

const TABLES: Record<string, TableSpec> = {
  devotionals: {
    key: ['id'],
    make: async () => devotionalRow('published', '2020-01-01'),
    patch: { title: 'A changed title' },
    expect: PUBLIC_CONTENT,
  },
  tags: {
    key: ['id'],
    make: async () => {
      const slug = `tag-${unique()}`;
      return { id: randomUUID(), name: `Tag ${slug}`, slug };
    },
    patch: { name: 'Changed tag' },
    expect: PUBLIC_CONTENT,
  },
  series: {
    key: ['id'],
    make: async () => {
      const slug = `series-${unique()}`;
      return { id: randomUUID(), title: `Series ${slug}`, slug };
    },
    patch: { title: 'A changed series' },
    expect: PUBLIC_CONTENT,
  },
  series_titles: {
    key: ['series_id', 'language'],
    make: async () => ({ series_id: await newSeries(), language: 'nl', title: 'Een reeks', description: '' }),
    patch: { title: 'Een andere reeks' },
    expect: PUBLIC_CONTENT,
  },
  tag_names: {
    key: ['tag_id', 'language'],
    make: async () => ({ tag_id: await newTag(), language: 'nl', name: 'Een etiket' }),
    patch: { name: 'Een ander etiket' },
    expect: PUBLIC_CONTENT,
  },
  devotional_tags: {
    key: ['devotional_id', 'tag_id'],
    make: async () => ({ devotional_id: await releasedDevotional(), tag_id: await newTag() }),
    patch: async () => ({ tag_id: await newTag() }),
    expect: PUBLIC_CONTENT,
  },
  devotional_confession_references: {
    key: ['id'],
    make: async () => ({
      id: randomUUID(),
      devotional_id: await releasedDevotional(),
      section_id: await newSection(),
      reference_type: 'primary',
      context_snippet: 'Why this article fits.',
    }),
    patch: { context_snippet: 'A changed snippet.' },
    expect: PUBLIC_CONTENT,
  },
  confessions: {
    key: ['id'],
    make: async () => ({ id: randomUUID(), slug: `confession-${unique()}`, name: 'A Confession', year: 1561 }),
    patch: { name: 'A Changed Confession' },
    expect: PUBLIC_CONTENT,
  },
  confession_titles: {
    key: ['slug', 'language'],
    make: async () => ({ slug: `titles-${unique()}`, language: 'nl', name: 'Een belijdenis' }),
    patch: { name: 'Een andere belijdenis' },
    expect: PUBLIC_CONTENT,
  },
  confession_sections: {
    key: ['id'],
    make: async () => sectionRow(),
    patch: { title: 'A changed title' },
    expect: PUBLIC_CONTENT,
  },
  site_settings: {
    key: ['id'],
    make: async () => ({ id: true }),
    patch: async () => ({ donation_links: { oneTime: [], monthly: [], note: unique() } }),
    target: async () => {
      const { data, error } = await service.from('site_settings').upsert({ id: true }).select().single();
      if (error) throw new Error(`fixture site_settings: ${error.message}`);
      return data as Row;
    },
    restore: async () => {
      await service.from('site_settings').upsert({ id: true });
    },
    expect: {
      anon: { select: 'allow', insert: 'denied', update: 'denied', delete: 'denied' },
      user: { select: 'allow', insert: 'denied', update: 'hidden', delete: 'denied' },
      other: { select: 'allow', insert: 'denied', update: 'hidden', delete: 'denied' },
      blocked: { select: 'allow', insert: 'denied', update: 'hidden', delete: 'denied' },
      // Nobody inserts or deletes the single row through the API; the service role only meets the primary key.
      admin: { select: 'allow', insert: 'denied', update: 'allow', delete: 'denied' },
      service: { select: 'allow', insert: { code: '23505' }, update: 'allow', delete: 'allow' },
    },
  },
  profiles: {
    key: ['id'],
    make: async (owner) => ({ id: owner, full_name: 'Someone Else' }),
    patch: { full_name: 'A Changed Name' },
    // The service role's delete must not remove a test account, so it (and only it) gets a spare profile.
    target: async (actor) => {
      const id = actor === 'service' ? await spareUser() : ownerFor(actor);
      const { data, error } = await service.from('profiles').select().eq('id', id).single();
      if (error) throw new Error(`fixture profiles: ${error.message}`);
      return data as Row;
    },
    expect: {
      anon: NONE_ANON,
      user: { select: 'allow', insert: 'denied', update: 'allow', delete: 'denied' },
      other: { select: 'hidden', insert: 'denied', update: 'hidden', delete: 'denied' },
      blocked: { select: 'allow', insert: 'denied', update: 'hidden', delete: 'denied' },
      admin: { select: 'allow', insert: 'denied', update: 'allow', delete: 'denied' },
      // Profiles come from sign-up: the service role passes RLS and meets the existing row.
      service: { select: 'allow', insert: { code: '23505' }, update: 'allow', delete: 'allow' },
    },
  },
  user_roles: {
    key: ['id'],
    make: async (owner) => ({ id: randomUUID(), user_id: owner, role: 'admin' }),
    patch: { role: 'admin' },
    // A plain 'user' role row: the user's own, the blocked user's own, or a spare account's for everyone else,
    // so that an allowed promotion never makes a test account an admin.
    target: async (actor) => {
      const owner = actor === 'user' || actor === 'blocked' ? ownerFor(actor) : await spareUser();
      await service.from('user_roles').delete().match({ user_id: owner, role: 'admin' });
      const { data, error } = await service.from('user_roles').upsert({ user_id: owner, role: 'user' }, { onConflict: 'user_id,role' }).select().single();
      if (error) throw new Error(`fixture user_roles: ${error.message}`);
      return data as Row;
    },
    // Everyone tries to make an admin: themselves (user, blocked), the user (other, anon), or a spare account.
    candidate: async (actor) => {
      const owner = actor === 'admin' || actor === 'service' ? await spareUser() : ownerFor(actor);
      return { id: randomUUID(), user_id: owner, role: 'admin' };
    },
    expect: {
      anon: NONE_ANON,
      user: { select: 'allow', insert: 'denied', update: 'hidden', delete: 'hidden' },
      other: { select: 'hidden', insert: 'denied', update: 'hidden', delete: 'hidden' },
      blocked: { select: 'allow', insert: 'denied', update: 'hidden', delete: 'hidden' },
      admin: ALL,
      service: ALL,
    },
  },
  user_preferences: {
    key: ['user_id'],
    onePerOwner: true,
    make: async (owner) => ({ user_id: owner, preferred_voice: 'male' }),
    patch: { preferred_voice: 'female' },
    target: async (actor) => {
      const { data, error } = await service
        .from('user_preferences')
        .upsert({ user_id: ownerFor(actor), preferred_voice: 'male' })
        .select()
        .single();
      if (error) throw new Error(`fixture user_preferences: ${error.message}`);
      return data as Row;
    },
    expect: OWNER_ONLY,
  },
  reminder_settings: {
    key: ['user_id'],
    onePerOwner: true,
    make: async (owner) => ({ user_id: owner, enabled: true, hour: 7, time_zone: 'Europe/Amsterdam' }),
    patch: { enabled: false },
    target: async (actor) => {
      const { data, error } = await service
        .from('reminder_settings')
        .upsert({ user_id: ownerFor(actor), enabled: true, hour: 7, time_zone: 'Europe/Amsterdam' })
        .select()
        .single();
      if (error) throw new Error(`fixture reminder_settings: ${error.message}`);
      return data as Row;
    },
    expect: REMINDER_SETTINGS,
  },
  push_subscriptions: {
    key: ['id'],
    make: async (owner) => ({ id: randomUUID(), user_id: owner, endpoint: `https://push.example.test/send/${unique()}`, ...pushKeys() }),
    patch: async () => ({ auth: pushKeys().auth }),
    expect: PUSH_SUBSCRIPTIONS,
  },
  user_saved_devotionals: {
    key: ['id'],
    make: async (owner) => ({ id: randomUUID(), user_id: owner, devotional_id: await releasedDevotional() }),
    patch: async () => ({ devotional_id: await releasedDevotional() }),
    expect: OWNER_ONLY,
  },
  user_bookmarked_sections: {
    key: ['id'],
    make: async (owner) => ({ id: randomUUID(), user_id: owner, section_id: await newSection() }),
    patch: async () => ({ section_id: await newSection() }),
    expect: OWNER_ONLY,
  },
  devotional_notes: {
    key: ['id'],
    make: async (owner) => ({
      id: randomUUID(),
      user_id: owner,
      devotional_id: await releasedDevotional(),
      note_content: 'The Lord is my shepherd.',
    }),
    patch: { note_content: 'A changed note.' },
    expect: OWNER_ONLY,
  },
  user_reading_goals: {
    key: ['id'],
    make: async (owner) => ({
      id: randomUUID(),
      user_id: owner,
      goal_type: 'weekly',
      target_count: 7,
      start_date: '2026-01-01',
      end_date: '2026-01-08',
    }),
    patch: { target_count: 3 },
    expect: OWNER_ONLY,
  },
  user_reading_history: {
    key: ['id'],
    make: async (owner) => ({
      id: randomUUID(),
      user_id: owner,
      devotional_id: await releasedDevotional(),
      reading_time_seconds: 300,
    }),
    patch: { reading_time_seconds: 420 },
    // The admin panel sums everyone's reading time, so admins read history; only the owner writes it.
    expect: { ...OWNER_ONLY, admin: { select: 'allow', insert: 'denied', update: 'hidden', delete: 'hidden' } },
  },
  user_achievements: {
    key: ['id'],
    make: async (owner) => ({
      id: randomUUID(),
      user_id: owner,
      achievement_name: `First steps ${unique()}`,
      achievement_description: 'Read a first devotional',
      icon_name: 'book',
    }),
    patch: { icon_name: 'star' },
    // Earned, not claimed: the owner reads; admins and the service role write.
    expect: {
      anon: NONE_ANON,
      user: { select: 'allow', insert: 'denied', update: 'hidden', delete: 'hidden' },
      other: { select: 'hidden', insert: 'denied', update: 'hidden', delete: 'hidden' },
      blocked: { select: 'allow', insert: 'denied', update: 'hidden', delete: 'hidden' },
      admin: ALL,
      service: ALL,
    },
  },
  user_feedback: {
    key: ['id'],
    // Feedback is private to its submitter and admins; the public reads testimonials through public_testimonials.
    make: async (owner) => ({
      id: randomUUID(),
      user_id: owner,
      feedback_text: 'These devotionals help our family every morning.',
      country: 'Netherlands',
      rating: 5,
    }),
    patch: { status: 'rejected' },
    expect: {
      anon: NONE_ANON,
      user: { select: 'allow', insert: 'allow', update: 'hidden', delete: 'hidden' },
      other: { select: 'hidden', insert: 'denied', update: 'hidden', delete: 'hidden' },
      blocked: { select: 'allow', insert: 'denied', update: 'hidden', delete: 'hidden' },
      admin: ALL,
      service: ALL,
    },
  },
  // The form sends name, e-mail and message only (id, created_at and read_at are the server's), so a row is
  // found by its message; the inbox changes nothing but read_at.
  contact_messages: {
    key: ['message'],
    make: async () => ({ name: 'Ruth', email: 'ruth@example.test', message: `Thank you for this site (${unique()}).` }),
    patch: { read_at: '2026-01-02T03:04:05+00:00' },
    expect: SUBMIT_ONLY,
  },
  newsletter_subscribers: {
    key: ['id'],
    make: async () => ({ id: randomUUID(), email: `reader.${unique()}@example.test` }),
    patch: async () => ({ email: `changed.${unique()}@example.test` }),
    expect: SUBSCRIBERS,
  },
  reading_group_posts: {
    key: ['group_id', 'body'],
    // Written long ago by the service role, so the rows made here do not count against the owner's pace of posting.
    make: async (owner) => ({
      group_id: await postGroupOf(owner),
      author_id: owner,
      kind: 'reflection',
      body: `A thought ${unique()}`,
      created_at: '2026-01-01T00:00:00+00:00',
    }),
    // A reader posts as themselves, now: author_id is the default auth.uid() and created_at the database's.
    candidate: async (actor) => {
      const { author_id, created_at, ...row } = await TABLES.reading_group_posts.make(ownerFor(actor));
      return actor === 'service' ? { author_id, created_at, ...row } : row;
    },
    patch: async () => ({ body: `A changed thought ${unique()}` }),
    expect: GROUP_POSTS,
  },
  reading_group_mutes: {
    key: ['group_id', 'user_id'],
    make: async (owner) => ({ group_id: await groupToPause(owner), user_id: owner }),
    patch: { muted_at: '2026-01-01T00:00:00+00:00' },
    expect: GROUP_MUTES,
  },
};

// Running a cell -------------------------------------------------------------------------------------------

function pick(row: Row, columns: string[]): Row {
  return Object.fromEntries(columns.map((c) => [c, row[c]]));
}

/** JSON with object keys sorted, so jsonb values compare equal whatever order Postgres stores their keys in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** The rows the service role finds matching `filter` (nulls with `is`, JSON columns compared after reading). */
async function find(table: string, filter: Row): Promise<Row[]> {
  let query = service.from(table).select('*');
  for (const [column, value] of Object.entries(filter)) {
    if (value === null) query = query.is(column, null);
    else if (typeof value !== 'object') query = query.eq(column, value);
  }
  const { data, error } = await query;
  if (error) throw new Error(`check ${table}: ${error.code} ${error.message}`);
  const json = Object.entries(filter).filter(([, v]) => typeof v === 'object' && v !== null);
  return (data as Row[]).filter((row) => json.every(([k, v]) => canonical(row[k]) === canonical(v)));
}

async function targetFor(spec: TableSpec, actor: Actor, table: string): Promise<Row> {
  if (spec.target) return spec.target(actor);
  return insertAsService(table, await spec.make(ownerFor(actor)));
}

function expectError(error: { code?: string } | null, outcome: Outcome): void {
  if (outcome === 'denied') expect(error?.code).toBe('42501');
  else if (typeof outcome === 'object') expect(error?.code).toBe(outcome.code);
  else expect(error).toBeNull();
}

const CELLS: Record<Action, (table: string, spec: TableSpec, actor: Actor, outcome: Outcome) => Promise<void>> = {
  async select(table, spec, actor, outcome) {
    const target = await targetFor(spec, actor, table);
    const { data, error } = await clients[actor].from(table).select('*').match(pick(target, spec.key));
    expectError(error, outcome);
    if (outcome === 'allow') expect(data).toHaveLength(1);
    if (outcome === 'hidden') expect(data).toEqual([]);
  },

  async insert(table, spec, actor, outcome) {
    const row = spec.candidate ? await spec.candidate(actor) : await spec.make(ownerFor(actor));
    const probe = pick(row, spec.key);
    if (spec.onePerOwner) await service.from(table).delete().match(probe);
    const before = (await find(table, probe)).length;
    const { error } = await clients[actor].from(table).insert(row);
    expectError(error, outcome);
    const after = (await find(table, probe)).length;
    expect(after - before).toBe(outcome === 'allow' ? 1 : 0);
  },

  async update(table, spec, actor, outcome) {
    const target = await targetFor(spec, actor, table);
    const patch = typeof spec.patch === 'function' ? await spec.patch() : spec.patch;
    const { error } = await clients[actor].from(table).update(patch).match(pick(target, spec.key));
    expectError(error, outcome);
    const changed = { ...pick({ ...target, ...patch }, spec.key), ...patch };
    const unchanged = { ...pick(target, spec.key), ...pick(target, Object.keys(patch)) };
    if (outcome === 'allow') {
      expect(await find(table, changed)).toHaveLength(1);
    } else {
      expect(await find(table, unchanged)).toHaveLength(1);
    }
  },

  async delete(table, spec, actor, outcome) {
    const target = await targetFor(spec, actor, table);
    const { error } = await clients[actor].from(table).delete().match(pick(target, spec.key));
    expectError(error, outcome);
    expect(await find(table, pick(target, spec.key))).toHaveLength(outcome === 'allow' ? 0 : 1);
    await spec.restore?.();
  },
};

const describeOutcome = (o: Outcome) => (typeof o === 'object' ? `fails with ${o.code}` : o);

// Set-up ---------------------------------------------------------------------------------------------------

beforeAll(async () => {
  t = await startTestBackend();
  service = t.service();
  clients.anon = t.anon();
  clients.service = service;
  for (const [actor, name] of [
    ['user', 'alice'],
    ['other', 'bob'],
    ['blocked', 'carol'],
    ['admin', 'abigail'],
  ] as const) {
    // The admin signs in with a second factor (aal2), which admin rights need.
    const account = actor === 'admin' ? await t.newAdmin(name) : await t.newUser(name);
    clients[actor] = account.client;
    ids[actor] = account.id;
  }
  const { error } = await service.from('profiles').update({ is_blocked: true }).eq('id', ids.blocked);
  if (error) throw new Error(`blocking carol: ${error.message}`);
  confessionId = (await insertAsService('confessions', { slug: 'belgic-confession', name: 'Belgic Confession', year: 1561 })).id as string;
});

afterAll(async () => {
  await t?.close();
});

describe('RLS matrix', () => {
  for (const [table, spec] of Object.entries(TABLES)) {
    describe(table, () => {
      for (const actor of ACTORS) {
        for (const action of ACTIONS) {
          const outcome = spec.expect[actor][action];
          it(`${actor} ${action}: ${describeOutcome(outcome)}`, () => CELLS[action](table, spec, actor, outcome));
        }
      }
    });
  }
});

// Scenarios the matrix cannot express ------------------------------------------------------------------------

describe('functions the API exposes (Security Advisor)', () => {
  it('the SECURITY DEFINER helpers are not callable through /rest/v1/rpc', async () => {
    for (const actor of ['anon', 'user', 'admin'] as const) {
      for (const fn of ['is_admin', 'is_blocked', 'approved_testimonials']) {
        const { error } = await clients[actor].rpc(fn);
        expect(error?.code, `${actor} ${fn}`).toBe('PGRST202');
      }
    }
  });

  it('import_confession is for the service role only', async () => {
    const payload = { confession: { slug: `rpc-${unique()}`, name: 'Refused' }, sections: [] };
    expect((await clients.anon.rpc('import_confession', { payload })).error?.code).toBe('42501');
    expect((await clients.user.rpc('import_confession', { payload })).error?.code).toBe('42501');
    expect((await clients.admin.rpc('import_confession', { payload })).error?.code).toBe('42501');
    expect(await find('confessions', { slug: payload.confession.slug })).toEqual([]);
    const { data, error } = await service.rpc('import_confession', { payload });
    expect(error).toBeNull();
    expect(data).toBe(0);
  });

  it("site_today answers everyone, with the caller's rights", async () => {
    const { data, error } = await clients.anon.rpc('site_today');
    expect(error).toBeNull();
    expect(data).toBe(await siteToday());
  });
});

async function siteToday(): Promise<string> {
  const result = await t.local.db.query<{ today: string }>(`select public.site_today()::text as today`);
  return result.rows[0].today;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('release gating', () => {
  let today: Row;
  let tomorrow: Row;
  let draft: Row;

  beforeAll(async () => {
    const date = await siteToday();
    today = await insertAsService('devotionals', devotionalRow('published', date));
    tomorrow = await insertAsService('devotionals', devotionalRow('published', addDays(date, 1)));
    draft = await insertAsService('devotionals', { ...devotionalRow('draft', date), scripture_text: null, transcript: null });
  });

  const slugsSeenBy = async (actor: Actor) => {
    const { data, error } = await clients[actor].from('devotionals').select('slug').in('slug', [today.slug, tomorrow.slug, draft.slug]);
    expect(error).toBeNull();
    return (data as Row[]).map((r) => r.slug).sort();
  };

  it("anon and signed-in readers see today's published devotional, not tomorrow's and not a draft", async () => {
    for (const actor of ['anon', 'user', 'blocked'] as const) {
      expect(await slugsSeenBy(actor)).toEqual([today.slug]);
    }
  });

  it("an admin sees tomorrow's devotional and drafts", async () => {
    expect(await slugsSeenBy('admin')).toEqual([today.slug, tomorrow.slug, draft.slug].sort());
  });

  it("tags and confession references of tomorrow's devotional stay hidden from the public", async () => {
    const tagId = await newTag();
    await insertAsService('devotional_tags', { devotional_id: tomorrow.id, tag_id: tagId });
    await insertAsService('devotional_confession_references', { devotional_id: tomorrow.id, section_id: await newSection() });
    for (const table of ['devotional_tags', 'devotional_confession_references']) {
      const publicView = await clients.anon.from(table).select('*').eq('devotional_id', tomorrow.id);
      expect(publicView.data).toEqual([]);
      const adminView = await clients.admin.from(table).select('*').eq('devotional_id', tomorrow.id);
      expect(adminView.data).toHaveLength(1);
    }
  });

  it("a user cannot attach a note to tomorrow's devotional", async () => {
    const { error } = await clients.user.from('devotional_notes').insert({ user_id: ids.user, devotional_id: tomorrow.id, note_content: 'Early bird.' });
    expect(error?.code).toBe('42501');
  });

  it('a devotional cannot be published without its scripture text and transcript', async () => {
    const { error } = await clients.admin.from('devotionals').update({ status: 'published' }).eq('id', draft.id);
    expect(error?.code).toBe('23514');
  });
});

describe('tags', () => {
  it('a tag in use cannot be deleted (23503), an unused one can', async () => {
    const used = await newTag();
    await insertAsService('devotional_tags', { devotional_id: await releasedDevotional(), tag_id: used });
    const { error } = await clients.admin.from('tags').delete().eq('id', used);
    expect(error?.code).toBe('23503');
    expect(await find('tags', { id: used })).toHaveLength(1);

    const unused = await newTag();
    const second = await clients.admin.from('tags').delete().eq('id', unused);
    expect(second.error).toBeNull();
    expect(await find('tags', { id: unused })).toHaveLength(0);
  });

  it('a duplicate slug is refused with 23505', async () => {
    const { error } = await clients.admin.from('tags').insert({ name: 'Grace again', slug: 'grace-dup' }).select();
    expect(error).toBeNull();
    const again = await clients.admin.from('tags').insert({ name: 'Grace, again', slug: 'grace-dup' });
    expect(again.error?.code).toBe('23505');
  });

  it('tags_with_usage counts released devotionals for the public and all devotionals for admins', async () => {
    const tagId = await newTag();
    await insertAsService('devotional_tags', { devotional_id: await releasedDevotional(), tag_id: tagId });
    const future = await insertAsService('devotionals', devotionalRow('published', '2999-01-01'));
    await insertAsService('devotional_tags', { devotional_id: future.id, tag_id: tagId });
    const publicView = await clients.anon.from('tags_with_usage').select('usage_count').eq('id', tagId).single();
    expect(publicView.data).toEqual({ usage_count: 1 });
    const adminView = await clients.admin.from('tags_with_usage').select('usage_count').eq('id', tagId).single();
    expect(adminView.data).toEqual({ usage_count: 2 });
  });
});

describe('accounts', () => {
  it('sign-up creates the profile with the e-mail and the full name from the metadata', async () => {
    const account = await t.newUser('lydia', { full_name: 'Lydia Purple' });
    const { data } = await account.client.from('profiles').select('*').eq('id', account.id).single();
    expect(data).toMatchObject({ id: account.id, email: account.email, full_name: 'Lydia Purple', is_blocked: false });
  });

  it('the profile e-mail follows a change of the account e-mail', async () => {
    const account = await t.newUser('silas');
    const email = `silas.renamed.${unique()}@example.test`;
    const { error } = await account.client.auth.updateUser({ email });
    expect(error).toBeNull();
    // As on GoTrue, a permanent account's new address changes once its confirmation link is followed.
    expect(await find('profiles', { id: account.id, email })).toHaveLength(0);
    const landing = await fetch(t.local.mailbox.latest(email)!.link!, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    expect(await find('profiles', { id: account.id, email })).toHaveLength(1);
  });

  it('an admin cannot remove their own admin role', async () => {
    const { error } = await clients.admin.from('user_roles').delete().match({ user_id: ids.admin, role: 'admin' });
    expect(error?.message).toBe('You cannot remove your own admin privileges');
    expect(await find('user_roles', { user_id: ids.admin, role: 'admin' })).toHaveLength(1);
  });

  it('an admin promotes and demotes someone else', async () => {
    const account = await t.newUser('Priscilla');
    const promote = await clients.admin.from('user_roles').insert({ user_id: account.id, role: 'admin' });
    expect(promote.error).toBeNull();
    const demote = await clients.admin.from('user_roles').delete().match({ user_id: account.id, role: 'admin' });
    expect(demote.error).toBeNull();
    expect(await find('user_roles', { user_id: account.id, role: 'admin' })).toHaveLength(0);
  });

  it('an admin cannot block themselves but blocks and unblocks others', async () => {
    const self = await clients.admin.from('profiles').update({ is_blocked: true }).eq('id', ids.admin);
    expect(self.error?.message).toBe('You cannot block yourself');
    expect(await find('profiles', { id: ids.admin, is_blocked: false })).toHaveLength(1);

    const account = await t.newUser('Demas');
    const block = await clients.admin.from('profiles').update({ is_blocked: true }).eq('id', account.id);
    expect(block.error).toBeNull();
    expect(await find('profiles', { id: account.id, is_blocked: true })).toHaveLength(1);
    const unblock = await clients.admin.from('profiles').update({ is_blocked: false }).eq('id', account.id);
    expect(unblock.error).toBeNull();
    expect(await find('profiles', { id: account.id, is_blocked: false })).toHaveLength(1);
  });

  it('a user cannot change their own blocked flag or e-mail, only name and avatar', async () => {
    const blocked = await clients.user.from('profiles').update({ is_blocked: true }).eq('id', ids.user);
    expect(blocked.error?.code).toBe('42501');
    const email = await clients.user.from('profiles').update({ email: 'someone@example.test' }).eq('id', ids.user);
    expect(email.error?.code).toBe('42501');
    const { data } = await service.from('profiles').select('email, is_blocked').eq('id', ids.user).single();
    expect(data?.is_blocked).toBe(false);
    expect(data?.email).not.toBe('someone@example.test');

    const avatar = `${t.url}/storage/v1/object/public/avatars/${ids.user}/1.png`;
    const own = await clients.user.from('profiles').update({ full_name: 'Alice Smith', avatar_url: avatar }).eq('id', ids.user);
    expect(own.error).toBeNull();
    expect(await find('profiles', { id: ids.user, full_name: 'Alice Smith', avatar_url: avatar })).toHaveLength(1);
  });

  it('a blocked user cannot unblock themselves', async () => {
    const { error } = await clients.blocked.from('profiles').update({ is_blocked: false }).eq('id', ids.blocked);
    // The update policy hides the row from a blocked user, so nothing is changed.
    expect(error).toBeNull();
    expect(await find('profiles', { id: ids.blocked, is_blocked: true })).toHaveLength(1);
  });

  it('a blocked admin loses admin rights', async () => {
    const account = await t.newAdmin('Diotrephes');
    await service.from('profiles').update({ is_blocked: true }).eq('id', account.id);
    const { error } = await account.client.from('tags').insert({ name: 'Rogue', slug: `rogue-${unique()}` });
    expect(error?.code).toBe('42501');
  });
});

describe('feedback and testimonials', () => {
  it('feedback a user submits is stored as pending whatever status they send', async () => {
    const id = randomUUID();
    const { error } = await clients.user.from('user_feedback').insert({
      id,
      user_id: ids.user,
      feedback_text: 'Please approve me straight away!',
      country: 'Canada',
      status: 'approved',
    });
    expect(error).toBeNull();
    expect(await find('user_feedback', { id, status: 'pending' })).toHaveLength(1);
  });

  it("feedback is checked against the spec's limits", async () => {
    const short = await clients.user.from('user_feedback').insert({ user_id: ids.user, feedback_text: 'Too short', country: 'Peru' });
    expect(short.error?.code).toBe('23514');
    const rating = await clients.user.from('user_feedback').insert({ user_id: ids.user, feedback_text: 'Long enough to count.', country: 'Peru', rating: 6 });
    expect(rating.error?.code).toBe('23514');
  });

  it("approved feedback is public with the submitter's full name and never an e-mail", async () => {
    const account = await t.newUser('phoebe', { full_name: 'Phoebe of Cenchreae' });
    const id = randomUUID();
    await insertAsService('user_feedback', {
      id,
      user_id: account.id,
      feedback_text: 'Our children ask for the devotional every night.',
      country: 'Greece',
      rating: 5,
      status: 'approved',
    });
    const { data, error } = await clients.anon.from('public_testimonials').select('*').eq('id', id).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id, full_name: 'Phoebe of Cenchreae', country: 'Greece', rating: 5 });
    expect(JSON.stringify(data)).not.toContain(account.email);

    const { data: listed } = await clients.anon.from('public_testimonials').select('*').limit(6);
    expect((listed as Row[]).map((r) => Object.keys(r).sort())[0]).toEqual(['country', 'created_at', 'feedback_text', 'full_name', 'id', 'rating']);

    // The table itself is not public: no one but the submitter and admins learns whose feedback it was.
    const anonTable = await clients.anon.from('user_feedback').select('user_id').eq('id', id);
    expect(anonTable.error?.code).toBe('42501');
    const otherTable = await clients.other.from('user_feedback').select('user_id').eq('id', id);
    expect(otherTable.error).toBeNull();
    expect(otherTable.data).toEqual([]);
    expect((await account.client.from('user_feedback').select('user_id').eq('id', id)).data).toEqual([{ user_id: account.id }]);
    expect((await clients.admin.from('user_feedback').select('user_id').eq('id', id)).data).toEqual([{ user_id: account.id }]);

    const profiles = await clients.anon.from('profiles').select('email').eq('id', account.id);
    expect(profiles.error?.code).toBe('42501');
    const others = await clients.other.from('profiles').select('email').eq('id', account.id);
    expect(others.data).toEqual([]);
  });

  it("an admin moderates feedback with the submitter's name and e-mail; a user sees only their own", async () => {
    const account = await t.newUser('tabitha', { full_name: 'Tabitha Dorcas' });
    const { error } = await account.client
      .from('user_feedback')
      .insert({ user_id: account.id, feedback_text: 'Thank you for the audio narration.', country: 'Israel' });
    expect(error).toBeNull();
    const admin = await clients.admin.from('user_feedback').select('feedback_text, status, profiles(full_name, email)').eq('user_id', account.id);
    expect(admin.data).toEqual([
      { feedback_text: 'Thank you for the audio narration.', status: 'pending', profiles: { full_name: 'Tabitha Dorcas', email: account.email } },
    ]);
    const other = await clients.other.from('user_feedback').select('id').eq('user_id', account.id);
    expect(other.data).toEqual([]);
  });

  it('pending and rejected feedback is not a testimonial', async () => {
    const id = randomUUID();
    await insertAsService('user_feedback', {
      id,
      user_id: ids.user,
      feedback_text: 'This one is still waiting for review.',
      country: 'Chile',
    });
    const { data } = await clients.anon.from('public_testimonials').select('id').eq('id', id);
    expect(data).toEqual([]);
  });
});

describe('confessions', () => {
  it('total_sections follows inserts and deletes, whatever a client writes into it', async () => {
    const confession = await insertAsService('confessions', { slug: `count-${unique()}`, name: 'Counted', total_sections: 99 });
    const count = async () => (await find('confessions', { id: confession.id }))[0].total_sections;
    expect(await count()).toBe(0);

    const rows = Array.from({ length: 5 }, (_, i) => ({
      confession_id: confession.id,
      section_type: 'question',
      section_number: i + 1,
      content: `Answer ${i + 1}`,
      url_slug: `question-${i + 1}`,
    }));
    const insert = await clients.admin.from('confession_sections').insert(rows);
    expect(insert.error).toBeNull();
    expect(await count()).toBe(5);

    const remove = await clients.admin.from('confession_sections').delete().eq('confession_id', confession.id).gt('section_number', 2);
    expect(remove.error).toBeNull();
    expect(await count()).toBe(2);

    const overwrite = await clients.admin.from('confessions').update({ total_sections: 40 }).eq('id', confession.id);
    expect(overwrite.error).toBeNull();
    expect(await count()).toBe(2);

    await clients.admin.from('confession_sections').delete().eq('confession_id', confession.id);
    expect(await count()).toBe(0);
  });

  it('a section saved without url_slug gets one under its parent', async () => {
    const confession = await insertAsService('confessions', { slug: `slugs-${unique()}`, name: 'Slugs' });
    const chapter = await insertAsService('confession_sections', {
      confession_id: confession.id,
      section_type: 'chapter',
      section_number: 3,
      content: "Of God's Eternal Decree",
    });
    expect(chapter.url_slug).toBe('chapter-3');
    const article = await insertAsService('confession_sections', {
      confession_id: confession.id,
      section_type: 'article',
      section_number: 2,
      content: 'Although God knows whatsoever may or can come to pass.',
      parent_section_id: chapter.id,
    });
    expect(article.url_slug).toBe('chapter-3-article-2');
  });
});

describe('cascades', () => {
  it('deleting a devotional removes its tag links, references, notes, saved marks and history', async () => {
    const devotionalId = await releasedDevotional();
    const tagId = await newTag();
    await insertAsService('devotional_tags', { devotional_id: devotionalId, tag_id: tagId });
    await insertAsService('devotional_confession_references', { devotional_id: devotionalId, section_id: await newSection() });
    await insertAsService('devotional_notes', { user_id: ids.user, devotional_id: devotionalId, note_content: 'A note.' });
    await insertAsService('user_saved_devotionals', { user_id: ids.user, devotional_id: devotionalId });
    await insertAsService('user_reading_history', { user_id: ids.user, devotional_id: devotionalId, reading_time_seconds: 60 });

    const { error } = await clients.admin.from('devotionals').delete().eq('id', devotionalId);
    expect(error).toBeNull();
    for (const table of ['devotional_tags', 'devotional_confession_references', 'devotional_notes', 'user_saved_devotionals', 'user_reading_history']) {
      expect(await find(table, { devotional_id: devotionalId }), table).toHaveLength(0);
    }
    expect(await find('tags', { id: tagId })).toHaveLength(1);
  });

  it('deleting a section removes bookmarks of it', async () => {
    const sectionId = await newSection();
    await insertAsService('user_bookmarked_sections', { user_id: ids.user, section_id: sectionId });
    const { error } = await clients.admin.from('confession_sections').delete().eq('id', sectionId);
    expect(error).toBeNull();
    expect(await find('user_bookmarked_sections', { section_id: sectionId })).toHaveLength(0);
  });
});

describe('site settings', () => {
  it('the time zone must be a real one', async () => {
    const { error } = await clients.admin.from('site_settings').update({ timezone: 'Mars/Olympus_Mons' }).eq('id', true);
    expect(error?.code).toBe('23514');
    const { data } = await clients.anon.from('site_settings').select('timezone').single();
    expect(data).toEqual({ timezone: 'America/New_York' });
  });
});

describe('public forms', () => {
  it("contact messages are checked against the form's limits", async () => {
    const long = await clients.anon.from('contact_messages').insert({ name: 'x'.repeat(101), email: 'a@b.test', message: 'Hello' });
    expect(long.error?.code).toBe('23514');
    const noAt = await clients.anon.from('contact_messages').insert({ name: 'Ann', email: 'not-an-email', message: 'Hello' });
    expect(noAt.error?.code).toBe('23514');
  });
});
