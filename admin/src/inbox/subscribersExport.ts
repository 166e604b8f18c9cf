/** Reads every newsletter subscriber (e-mail and sign-up time only) in pages the API will return in full. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SubscriberRow } from '@lib/newsletter/subscribers-csv.ts';

// Hosted PostgREST caps a response at max_rows (1000 by default); smaller pages always come back whole.
const PAGE = 1000;

export async function allSubscribers(client: SupabaseClient): Promise<SubscriberRow[]> {
  const rows: SubscriberRow[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from('newsletter_subscribers')
      .select('email, created_at')
      .order('created_at', { ascending: true })
      .order('email', { ascending: true })
      .range(from, from + PAGE - 1);
    if (error) throw new Error(error.message);
    rows.push(...(data as SubscriberRow[]));
    if (data.length < PAGE) return rows;
  }
}
