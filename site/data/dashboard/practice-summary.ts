/**
 * The dashboard's memory practice figures (issue 22): for the reader and each family learner, what is due today,
 * what is mastered and the practice streak, from public.my_practice_summary() (the caller's own rows only).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import type { PracticeSummaryRow } from '../practice/remote.ts';

export type PracticeSummary = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: PracticeSummaryRow[] };

export async function loadPracticeSummary(client: SupabaseClient<Database>): Promise<PracticeSummary> {
  const { data, error } = await client.rpc('my_practice_summary');
  if (error) {
    console.error('Dashboard: could not load practice:', error.message);
    return { status: 'error' };
  }
  const rows: PracticeSummaryRow[] = data ?? [];
  return { status: 'ready', rows };
}

/** Where a learner practises: the reader at /practice/, a family learner at /practice/?learner=<id>. */
export function practiceHref(learnerId: string | null): string {
  return learnerId ? `/practice/?learner=${encodeURIComponent(learnerId)}` : '/practice/';
}

/** "2 due · 5 mastered · 3-day streak" ("no streak yet" before a day is practised). */
export function practiceFigures(row: PracticeSummaryRow): string {
  const streak = row.streak > 0 ? `${row.streak}-day streak` : 'no streak yet';
  return `${row.due_count} due · ${row.mastered_count} mastered · ${streak}`;
}

/** Nothing to show yet: no item learned by anyone and no family learner added. */
export function isPracticeEmpty(rows: PracticeSummaryRow[]): boolean {
  return rows.length <= 1 && rows.every((row) => row.item_count === 0);
}
