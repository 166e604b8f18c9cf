/**
 * Reads everything the site holds about the signed-in account with the reader's own session, so row-level security
 * decides what the file can hold ("Download my data", docs/data-export.md). Each table is read page by page (PostgREST
 * answers at most max_rows a request) and filtered to the reader's own rows: an admin's session may read other people's
 * rows of some tables. lib/account/data-export.ts turns the rows into the documented file.
 */
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { AVATAR_BUCKET } from '@lib/account/avatar.ts';
import type { AccountDataRows, PracticeItemRows } from '@lib/account/data-export.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { parseItemKey } from '@lib/practice/item-key.ts';

const PAGE = 1000;

interface Page<T> {
  data: T[] | null;
  error: { message: string } | null;
}

/** A query of the reader's rows, before its order and page are chosen. */
interface RowQuery<T> {
  order(column: string): RowQuery<T>;
  range(from: number, to: number): PromiseLike<Page<T>>;
}

/**
 * Every row of a query, sorted by `order`, asking for `PAGE` at a time until a page comes back short. A query is sent
 * when awaited, so each page builds it again.
 */
async function everyRow<T>(what: string, query: () => RowQuery<T>, order: string[]): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    let page = query();
    for (const column of order) page = page.order(column);
    const { data, error } = await page.range(from, from + PAGE - 1);
    if (error) throw new Error(`Your ${what} could not be read: ${error.message}`);
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE) return rows;
  }
}

async function oneRow<T>(what: string, query: PromiseLike<{ data: T | null; error: { message: string } | null }>): Promise<T | null> {
  const { data, error } = await query;
  if (error) throw new Error(`Your ${what} could not be read: ${error.message}`);
  return data;
}

/** The files in the reader's avatar folder (the storage policy lets them list their own folder only). */
async function avatarFiles(client: SupabaseClient<Database>, userId: string): Promise<AccountDataRows['avatarFiles']> {
  const bucket = client.storage.from(AVATAR_BUCKET);
  const files: AccountDataRows['avatarFiles'] = [];
  for (let offset = 0; ; offset += 100) {
    const { data, error } = await bucket.list(userId, { limit: 100, offset, sortBy: { column: 'created_at', order: 'asc' } });
    if (error) throw new Error(`Your profile pictures could not be listed: ${error.message}`);
    for (const file of data.filter((entry) => entry.id)) {
      const path = `${userId}/${file.name}`;
      // Storage types an object's metadata as a free-form record; it holds the size and type the upload stored.
      const metadata = (file.metadata ?? {}) as { size?: number; mimetype?: string };
      files.push({
        path,
        url: bucket.getPublicUrl(path).data.publicUrl,
        size: metadata.size ?? null,
        content_type: metadata.mimetype ?? null,
        created_at: file.created_at ?? null,
      });
    }
    if (data.length < 100) return files;
  }
}

/**
 * The rows matching a list of values, asked for 100 values at a time: a filter names each value in the request's
 * address, which servers and proxies limit to a few kilobytes.
 */
async function rowsMatching<T>(what: string, values: string[], query: (some: string[]) => PromiseLike<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; from < values.length; from += 100) {
    const { data, error } = await query(values.slice(from, from + 100));
    if (error) throw new Error(`Your ${what} could not be read: ${error.message}`);
    rows.push(...(data ?? []));
  }
  return rows;
}

/**
 * What the practised items are, read in `locale`'s edition where it has them: the released devotionals a verse item
 * names (and their translations into the edition), the documents and sections a question names. An item that can no
 * longer be read (unpublished, removed from the library) is left out; the file keeps its key.
 */
async function practiceItemRows(client: SupabaseClient<Database>, itemKeys: string[], locale: Locale): Promise<PracticeItemRows> {
  const refs = [...new Set(itemKeys)].map(parseItemKey).filter((ref) => ref !== null);
  const verseIds = refs.flatMap((ref) => (ref.kind === 'verse' ? [ref.devotionalId] : []));
  const slugs = [...new Set(refs.flatMap((ref) => (ref.kind === 'confession' ? [ref.slug] : [])))];
  const sectionSlugs = [...new Set(refs.flatMap((ref) => (ref.kind === 'confession' ? [ref.section] : [])))];
  const columns = 'id, title, date, biblical_passage, memory_verse, translation_group' as const;

  const [originals, documents] = await Promise.all([
    rowsMatching('practised verses', verseIds, (ids) => client.from('devotionals').select(columns).in('id', ids)),
    rowsMatching('practised documents', slugs, (some) => client.from('confessions').select('id, slug, name, language').in('slug', some)),
  ]);
  const groups = originals.map((d) => d.translation_group);
  const [translated, sections] = await Promise.all([
    locale === 'en'
      ? []
      : rowsMatching('practised verses', groups, (some) => client.from('devotionals').select(columns).in('translation_group', some).eq('language', locale)),
    rowsMatching(
      'practised questions',
      documents.map((d) => d.id),
      (ids) =>
        client
          .from('confession_sections')
          .select('confession_id, url_slug, section_type, section_number, title')
          .in('confession_id', ids)
          .in('url_slug', sectionSlugs),
    ),
  ]);

  const inEdition = new Map(translated.map((d) => [d.translation_group, d]));
  // The edition's own text of a document first, where the library has it, then the English one: the first section
  // found for a question is the edition's.
  const readable = [...documents.filter((d) => d.language === locale), ...documents.filter((d) => d.language === 'en' && locale !== 'en')];
  return {
    verses: originals.map(({ id, translation_group, ...original }) => {
      const { title, date, biblical_passage, memory_verse } = inEdition.get(translation_group) ?? original;
      return { id, verse: { title, date, biblical_passage, memory_verse } };
    }),
    sections: readable.flatMap((document) =>
      sections
        .filter((s) => s.confession_id === document.id)
        .map(({ confession_id: _, ...section }) => ({ slug: document.slug, name: document.name, section })),
    ),
  };
}

/**
 * Every row the site holds about the signed-in account. `locale` is the edition the reader asks from: what a
 * practised item is gets named in its language where the edition has it.
 */
export async function readAccountData(client: SupabaseClient<Database>, session: Session, locale: Locale = 'en'): Promise<AccountDataRows> {
  const id = session.user.id;
  const titled = 'devotionals(title, date)' as const;

  const [{ data: userData, error: userError }, { data: factorData, error: factorError }, frequency] = await Promise.all([
    client.auth.getUser(),
    client.auth.mfa.listFactors(),
    client.rpc('my_newsletter_frequency'),
  ]);
  if (userError || !userData.user) throw new Error(`Your account could not be read: ${userError?.message ?? 'no user'}`);
  if (factorError) throw new Error(`Your authenticators could not be read: ${factorError.message}`);
  if (frequency.error) throw new Error(`Your e-mail subscription could not be read: ${frequency.error.message}`);
  const user = userData.user;

  // Each query names its table and columns, so the generated types check that its rows are AccountDataRows'.
  const [
    profile,
    roles,
    files,
    preferences,
    readerBibles,
    saved,
    bookmarks,
    notes,
    history,
    goals,
    achievements,
    feedback,
    learners,
    progress,
    practiceDays,
    groups,
    groupPosts,
    groupPauses,
    reminders,
    pushSubscriptions,
    siteBuilds,
  ] = await Promise.all([
    oneRow('profile', client.from('profiles').select('full_name, avatar_url, is_blocked, created_at, updated_at').eq('id', id).maybeSingle()),
    everyRow('roles', () => client.from('user_roles').select('role').eq('user_id', id), ['role']),
    avatarFiles(client, id),
    oneRow(
      'preferences',
      client.from('user_preferences').select('preferred_voice, preferred_speed, bible_translation, updated_at').eq('user_id', id).maybeSingle(),
    ),
    // Every translated edition's Bible choice (lib/account/bible-choices.ts), however many editions there are.
    everyRow('Bible choices', () => client.from('reader_bibles').select('language, translation').eq('user_id', id), ['language']),
    everyRow('saved devotionals', () => client.from('user_saved_devotionals').select(`devotional_id, created_at, ${titled}`).eq('user_id', id), [
      'created_at',
      'id',
    ]),
    everyRow(
      'bookmarks',
      () =>
        client
          .from('user_bookmarked_sections')
          .select('section_id, created_at, confession_sections(title, section_number, section_type, confessions(name))')
          .eq('user_id', id),
      ['created_at', 'id'],
    ),
    everyRow('notes', () => client.from('devotional_notes').select(`devotional_id, note_content, created_at, updated_at, ${titled}`).eq('user_id', id), [
      'created_at',
      'id',
    ]),
    everyRow(
      'reading history',
      () => client.from('user_reading_history').select(`devotional_id, read_on, completed_at, reading_time_seconds, ${titled}`).eq('user_id', id),
      ['completed_at', 'id'],
    ),
    everyRow(
      'reading goals',
      () => client.from('user_reading_goals').select('goal_type, target_count, start_date, end_date, is_active, created_at').eq('user_id', id),
      ['created_at', 'id'],
    ),
    everyRow(
      'achievements',
      () => client.from('user_achievements').select('achievement_name, achievement_description, icon_name, earned_at').eq('user_id', id),
      ['earned_at', 'id'],
    ),
    everyRow('feedback', () => client.from('user_feedback').select('feedback_text, country, rating, status, created_at').eq('user_id', id), [
      'created_at',
      'id',
    ]),
    everyRow('family learners', () => client.from('practice_learners').select('id, name, age_band, bible_translation, created_at').eq('user_id', id), [
      'created_at',
      'id',
    ]),
    everyRow(
      'practice progress',
      () =>
        client
          .from('practice_progress')
          .select('learner_id, item_key, added_at, due_at, interval_days, box, reps, lapses, last_grade, last_reviewed_at, mastered_at')
          .eq('user_id', id),
      ['added_at', 'id'],
    ),
    everyRow('practice days', () => client.from('practice_days').select('learner_id, practised_on').eq('user_id', id), ['practised_on', 'learner_id']),
    everyRow('reading groups', () => client.from('reading_group_members').select('group_id, role, shares, joined_at, reading_groups(name)').eq('user_id', id), [
      'joined_at',
      'group_id',
    ]),
    everyRow(
      'group posts',
      () => client.from('reading_group_posts').select('id, group_id, week_start, day, kind, body, prompt, created_at, edited_at').eq('author_id', id),
      ['created_at', 'id'],
    ),
    // A leader reads every member's pause in the groups they lead: only the reader's own are theirs.
    everyRow('pauses in reading groups', () => client.from('reading_group_mutes').select('group_id, muted_at').eq('user_id', id), ['group_id']),
    oneRow(
      'reminders',
      client
        .from('reminder_settings')
        .select('enabled, hour, time_zone, language, by_push, by_email, streak_nudge, last_reminded_on, last_nudged_on, updated_at')
        .eq('user_id', id)
        .maybeSingle(),
    ),
    // The endpoint and dates only: the browser's keys stay with the site, which needs them to encrypt reminders.
    everyRow('reminder devices', () => client.from('push_subscriptions').select('id, endpoint, created_at, last_used_at').eq('user_id', id), [
      'created_at',
      'id',
    ]),
    // An admin reads every build; the ones they asked for are theirs. Anyone else reads none.
    everyRow(
      'requested site rebuilds',
      () => client.from('site_builds').select('id, requested_at, trigger, reason, status, finished_at').eq('requested_by', id),
      ['id'],
    ),
  ]);

  const practiceItems = await practiceItemRows(
    client,
    progress.map((p) => p.item_key),
    locale,
  );

  return {
    user: {
      id,
      email: user.email ?? null,
      created_at: user.created_at,
      last_sign_in_at: user.last_sign_in_at ?? null,
      email_confirmed_at: user.email_confirmed_at ?? null,
      providers: Array.isArray(user.app_metadata?.providers) ? (user.app_metadata.providers as string[]) : [],
      locale: typeof user.user_metadata?.locale === 'string' ? user.user_metadata.locale : null,
    },
    factors: factorData.all.map((f) => ({ factor_type: f.factor_type, friendly_name: f.friendly_name ?? null, status: f.status, created_at: f.created_at })),
    profile,
    roles,
    avatarFiles: files,
    preferences,
    readerBibles,
    saved,
    bookmarks,
    notes,
    history,
    goals,
    achievements,
    feedback,
    learners,
    progress,
    practiceDays,
    groups,
    groupPosts,
    groupPauses,
    reminders,
    pushSubscriptions,
    siteBuilds,
    newsletterFrequency: typeof frequency.data === 'string' ? frequency.data : null,
    practiceItems,
  };
}
