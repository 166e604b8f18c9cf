/** Build-time loading of devotionals the public may read. */
import { buildClient } from './api.ts';

export interface DevotionalSummary {
  id: string;
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
}

/**
 * Released devotionals, newest first. The policies already hide drafts and future dates from the anon key;
 * the status filter repeats the rule so the query reads as what it means.
 * A failing API fails the build: publishing an empty site by accident is worse than no deploy.
 */
export async function releasedDevotionals(): Promise<DevotionalSummary[]> {
  const client = buildClient();
  if (!client) return [];
  const { data, error } = await client
    .from('devotionals')
    .select('id, slug, title, date')
    .eq('status', 'published')
    .order('date', { ascending: false });
  if (error) throw new Error(`Could not load devotionals from the API: ${error.message}`);
  return (data ?? []) as DevotionalSummary[];
}
