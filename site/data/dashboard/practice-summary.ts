/**
 * The dashboard's memory practice figures: for the reader and each family learner, what is due today,
 * what is mastered and the practice streak, from public.my_practice_summary() (the caller's own rows only).
 */
import type { PageClient } from '../client/types.ts';
import type { PracticeSummaryRow } from '../practice/remote.ts';

export type PracticeSummary = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: PracticeSummaryRow[] };

export async function loadPracticeSummary(client: PageClient): Promise<PracticeSummary> {
  const { data, error } = await client.rpc('my_practice_summary');
  if (error) {
    console.error('Dashboard: could not load practice:', error.message);
    return { status: 'error' };
  }
  const rows: PracticeSummaryRow[] = data ?? [];
  return { status: 'ready', rows };
}
