/**
 * Everything the project stores that belongs to one account, counted through the service role (which bypasses
 * RLS): each table's rows that name the account, its avatar files, the newsletter record of its address and the
 * auth user. After a deletion every count must be zero. The API test of delete-account also checks
 * this list against the database's foreign keys, so a new table that references accounts cannot be forgotten.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

/** Each public table with a column that references an account (auth.users or profiles), and that column. */
export const ACCOUNT_COLUMNS: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'profiles', column: 'id' },
  { table: 'user_roles', column: 'user_id' },
  { table: 'user_preferences', column: 'user_id' },
  { table: 'reader_bibles', column: 'user_id' },
  { table: 'user_saved_devotionals', column: 'user_id' },
  { table: 'user_bookmarked_sections', column: 'user_id' },
  { table: 'devotional_notes', column: 'user_id' },
  { table: 'user_reading_history', column: 'user_id' },
  { table: 'user_reading_goals', column: 'user_id' },
  { table: 'user_achievements', column: 'user_id' },
  { table: 'user_feedback', column: 'user_id' },
  { table: 'practice_learners', column: 'user_id' },
  { table: 'practice_progress', column: 'user_id' },
  { table: 'practice_days', column: 'user_id' },
  { table: 'reading_group_members', column: 'user_id' },
  { table: 'reminder_settings', column: 'user_id' },
  { table: 'push_subscriptions', column: 'user_id' },
  { table: 'site_builds', column: 'requested_by' },
];

export type AccountTraces = Record<string, number>;

async function avatarFiles(service: SupabaseClient, userId: string): Promise<number> {
  const { data, error } = await service.storage.from('avatars').list(userId, { limit: 1000 });
  if (error) throw new Error(`avatars: ${error.message}`);
  return data.length;
}

export async function accountTraces(service: SupabaseClient, account: { id: string; email: string }): Promise<AccountTraces> {
  const traces: AccountTraces = {};
  for (const { table, column } of ACCOUNT_COLUMNS) {
    const { count, error } = await service.from(table).select('*', { count: 'exact', head: true }).eq(column, account.id);
    if (error) throw new Error(`${table}: ${error.message}`);
    traces[table] = count ?? 0;
  }
  // A group post and a pause name the account through its membership (reading_group_members), not profiles.
  for (const [table, column] of [
    ['reading_group_posts', 'author_id'],
    ['reading_group_mutes', 'user_id'],
  ] as const) {
    const { count, error } = await service.from(table).select('*', { count: 'exact', head: true }).eq(column, account.id);
    if (error) throw new Error(`${table}: ${error.message}`);
    traces[table] = count ?? 0;
  }
  const newsletter = await service.from('newsletter_subscribers').select('id', { count: 'exact', head: true }).eq('email', account.email.toLowerCase());
  if (newsletter.error) throw new Error(`newsletter_subscribers: ${newsletter.error.message}`);
  traces.newsletter_subscribers = newsletter.count ?? 0;
  traces['storage: avatars'] = await avatarFiles(service, account.id);
  const user = await service.auth.admin.getUserById(account.id);
  traces['auth.users'] = user.data.user ? 1 : 0;
  return traces;
}

/** The traces that are not zero. */
export function remaining(traces: AccountTraces): AccountTraces {
  return Object.fromEntries(Object.entries(traces).filter(([, count]) => count > 0));
}
