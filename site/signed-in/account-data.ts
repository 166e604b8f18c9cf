/**
 * Reads everything the site holds about the signed-in account with the reader's own session, so row-level security
 * decides what the file can hold (issue 31, "Download my data"). Each table is read page by page (PostgREST answers
 * at most max_rows a request) and filtered to the reader's own rows: an admin's session may read other people's
 * rows of some tables. lib/account/data-export.ts turns the rows into the documented file.
 */
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { AVATAR_BUCKET } from '@lib/account/avatar.ts';
import type { AccountDataRows } from '@lib/account/data-export.ts';

const PAGE = 1000;

interface Page<T> {
  data: T[] | null;
  error: { message: string } | null;
}

/** Every row a paged query gives, asking for `PAGE` at a time until a page comes back short. */
async function everyRow<T>(what: string, page: (from: number, to: number) => PromiseLike<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await page(from, from + PAGE - 1);
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
async function avatarFiles(client: SupabaseClient, userId: string): Promise<AccountDataRows['avatarFiles']> {
  const bucket = client.storage.from(AVATAR_BUCKET);
  const files: AccountDataRows['avatarFiles'] = [];
  for (let offset = 0; ; offset += 100) {
    const { data, error } = await bucket.list(userId, { limit: 100, offset, sortBy: { column: 'created_at', order: 'asc' } });
    if (error) throw new Error(`Your profile pictures could not be listed: ${error.message}`);
    for (const file of data.filter((entry) => entry.id)) {
      const path = `${userId}/${file.name}`;
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

export async function readAccountData(client: SupabaseClient, session: Session): Promise<AccountDataRows> {
  const id = session.user.id;
  const own = <T>(what: string, table: string, columns: string, order: string[], column = 'user_id') =>
    everyRow<T>(what, (from, to) => {
      let query = client.from(table).select(columns).eq(column, id);
      for (const key of order) query = query.order(key);
      return query.range(from, to) as unknown as PromiseLike<Page<T>>;
    });
  const titled = 'devotionals(title, date)';

  const [{ data: userData, error: userError }, { data: factorData, error: factorError }, frequency] = await Promise.all([
    client.auth.getUser(),
    client.auth.mfa.listFactors(),
    client.rpc('my_newsletter_frequency'),
  ]);
  if (userError || !userData.user) throw new Error(`Your account could not be read: ${userError?.message ?? 'no user'}`);
  if (factorError) throw new Error(`Your authenticators could not be read: ${factorError.message}`);
  if (frequency.error) throw new Error(`Your e-mail subscription could not be read: ${frequency.error.message}`);
  const user = userData.user;

  const [profile, roles, files, preferences, saved, bookmarks, notes, history, goals, achievements, feedback, learners, progress, practiceDays, groups] =
    await Promise.all([
      oneRow<AccountDataRows['profile']>(
        'profile',
        client.from('profiles').select('full_name, avatar_url, is_blocked, created_at, updated_at').eq('id', id).maybeSingle(),
      ),
      own<AccountDataRows['roles'][number]>('roles', 'user_roles', 'role', ['role']),
      avatarFiles(client, id),
      oneRow<AccountDataRows['preferences']>(
        'preferences',
        client.from('user_preferences').select('preferred_voice, preferred_speed, bible_translation, updated_at').eq('user_id', id).maybeSingle(),
      ),
      own<AccountDataRows['saved'][number]>('saved devotionals', 'user_saved_devotionals', `devotional_id, created_at, ${titled}`, ['created_at', 'id']),
      own<AccountDataRows['bookmarks'][number]>(
        'bookmarks',
        'user_bookmarked_sections',
        'section_id, created_at, confession_sections(title, section_number, confessions(name))',
        ['created_at', 'id'],
      ),
      own<AccountDataRows['notes'][number]>('notes', 'devotional_notes', `devotional_id, note_content, created_at, updated_at, ${titled}`, [
        'created_at',
        'id',
      ]),
      own<AccountDataRows['history'][number]>(
        'reading history',
        'user_reading_history',
        `devotional_id, read_on, completed_at, reading_time_seconds, ${titled}`,
        ['completed_at', 'id'],
      ),
      own<AccountDataRows['goals'][number]>('reading goals', 'user_reading_goals', 'goal_type, target_count, start_date, end_date, is_active, created_at', [
        'created_at',
        'id',
      ]),
      own<AccountDataRows['achievements'][number]>('achievements', 'user_achievements', 'achievement_name, achievement_description, icon_name, earned_at', [
        'earned_at',
        'id',
      ]),
      own<AccountDataRows['feedback'][number]>('feedback', 'user_feedback', 'feedback_text, country, rating, status, created_at', ['created_at', 'id']),
      own<AccountDataRows['learners'][number]>('family learners', 'practice_learners', 'id, name, age_band, bible_translation, created_at', [
        'created_at',
        'id',
      ]),
      own<AccountDataRows['progress'][number]>(
        'practice progress',
        'practice_progress',
        'learner_id, item_key, added_at, due_at, interval_days, box, reps, lapses, last_grade, last_reviewed_at, mastered_at',
        ['added_at', 'id'],
      ),
      own<AccountDataRows['practiceDays'][number]>('practice days', 'practice_days', 'learner_id, practised_on', ['practised_on', 'learner_id']),
      own<AccountDataRows['groups'][number]>('reading groups', 'reading_group_members', 'group_id, role, shares, joined_at, reading_groups(name)', [
        'joined_at',
        'group_id',
      ]),
    ]);

  return {
    user: {
      id,
      email: user.email ?? null,
      created_at: user.created_at,
      last_sign_in_at: user.last_sign_in_at ?? null,
      email_confirmed_at: user.email_confirmed_at ?? null,
      providers: Array.isArray(user.app_metadata?.providers) ? (user.app_metadata.providers as string[]) : [],
    },
    factors: factorData.all.map((f) => ({ factor_type: f.factor_type, friendly_name: f.friendly_name ?? null, status: f.status, created_at: f.created_at })),
    profile,
    roles,
    avatarFiles: files,
    preferences,
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
    newsletterFrequency: typeof frequency.data === 'string' ? frequency.data : null,
  };
}
