/**
 * The devotionals table's status filter: draft, published (released: its date has come) or scheduled (published
 * with a future date, hidden from readers until then), as PostgREST filters in ra-supabase's `column@operator` form.
 */
export const RELEASE_STATES = ['draft', 'published', 'scheduled'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

export function isReleaseState(value: unknown): value is ReleaseState {
  return typeof value === 'string' && (RELEASE_STATES as readonly string[]).includes(value);
}

export function releaseFilter(state: ReleaseState, today: string): Record<string, string> {
  if (state === 'draft') return { 'status@eq': 'draft' };
  if (state === 'published') return { 'status@eq': 'published', 'date@lte': today };
  return { 'status@eq': 'published', 'date@gt': today };
}
