/** Everything the dashboard shows, read in parallel through the reader's own policies. */
import type { PageClient } from '../client/types.ts';
import type { Database, Tables } from '@lib/database.types.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import type { BookmarkedSectionRow } from '../../lib/dashboard/bookmarked-section.ts';

export type Profile = Pick<Tables<'profiles'>, 'id' | 'full_name' | 'avatar_url' | 'email'>;
/** A reading, with its devotional's title (null when the devotional is no longer readable). */
export type HistoryEntry = Pick<Tables<'user_reading_history'>, 'id' | 'devotional_id' | 'completed_at' | 'read_on' | 'reading_time_seconds'> & {
  title: string | null;
};
/** public.my_reading_stats(): the database's one streak rule. */
export type Stats = Database['public']['Functions']['my_reading_stats']['Returns'][number];
export type Achievement = Pick<Tables<'user_achievements'>, 'id' | 'achievement_name' | 'achievement_description' | 'icon_name' | 'earned_at'>;
export type { BookmarkedSectionRow as BookmarkedSection } from '../../lib/dashboard/bookmarked-section.ts';

export interface DashboardData {
  profile: Profile | null;
  isAdmin: boolean;
  stats: Stats;
  history: HistoryEntry[];
  bookmarks: number;
  achievements: Achievement[];
  sections: BookmarkedSectionRow[];
  /** The reader's edition's name for each document it has one for (public.confession_titles), by slug. */
  editionNames: Map<string, string>;
}

const NO_STATS: Stats = { devotionals_read: 0, reading_seconds: 0, current_streak: 0, longest_streak: 0 };

/**
 * Reads the dashboard for a reader of the `locale` edition; a part that fails is logged and shown empty (load errors
 * are only logged).
 */
export async function loadDashboard(client: PageClient, userId: string, locale: Locale): Promise<DashboardData> {
  const [profile, roles, stats, history, saved, savedSections, achievements, titles] = await Promise.all([
    client.from('profiles').select('id, full_name, avatar_url, email').eq('id', userId).maybeSingle(),
    client.from('user_roles').select('role').eq('user_id', userId).eq('role', 'admin'),
    client.rpc('my_reading_stats').maybeSingle(),
    client
      .from('user_reading_history')
      .select('id, devotional_id, completed_at, read_on, reading_time_seconds, devotionals(title)')
      .eq('user_id', userId)
      .order('completed_at', { ascending: false })
      .limit(400),
    client.from('user_saved_devotionals').select('id', { count: 'exact', head: true }).eq('user_id', userId),
    client
      .from('user_bookmarked_sections')
      .select('id, confession_sections(title, url_slug, confessions(name, slug, language))')
      .eq('user_id', userId)
      .order('created_at', { ascending: false }),
    client
      .from('user_achievements')
      .select('id, achievement_name, achievement_description, icon_name, earned_at')
      .eq('user_id', userId)
      .order('earned_at', { ascending: false }),
    client.from('confession_titles').select('slug, name').eq('language', locale),
  ]);
  for (const [name, result] of Object.entries({ profile, roles, stats, history, saved, savedSections, achievements, titles })) {
    if (result.error) console.error(`Dashboard: could not load ${name}:`, result.error.message);
  }
  const sections = (savedSections.data ?? []).flatMap(({ id, confession_sections: s }): BookmarkedSectionRow[] => {
    if (!s?.confessions) return [];
    const { name, slug, language } = s.confessions;
    return [{ id, urlSlug: s.url_slug, title: s.title, confessionSlug: slug, confessionName: name, confessionLanguage: language }];
  });
  return {
    profile: profile.data ?? null,
    isAdmin: (roles.data ?? []).length > 0,
    stats: stats.data ?? NO_STATS,
    history: (history.data ?? []).map(({ devotionals, ...row }): HistoryEntry => ({ ...row, title: devotionals?.title ?? null })),
    bookmarks: (saved.count ?? 0) + sections.length,
    achievements: achievements.data ?? [],
    sections,
    editionNames: new Map((titles.data ?? []).map((row) => [row.slug, row.name])),
  };
}
