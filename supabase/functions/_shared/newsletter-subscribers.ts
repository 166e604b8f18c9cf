/**
 * Every confirmed, subscribed address of one edition (daily or weekly), a page at a time. PostgREST caps one select at max_rows (1000 on hosted
 * Supabase), so one select would silently stop at the thousandth subscriber: this pages by id (keyset, not
 * offset, so addresses that sign up meanwhile never shift a page) until a page comes back empty.
 */
import type { Tables } from '@lib/database.types.ts';
import type { ServiceClient } from './service-client.ts';

export type Edition = 'daily' | 'weekly';

export type Subscriber = Pick<
  Tables<'newsletter_subscribers'>,
  'id' | 'email' | 'unsubscribe_token' | 'bible_translation' | 'language' | 'send_hour' | 'time_zone'
>;

export const PAGE_SIZE = 1000;

export async function* confirmedSubscribers(service: ServiceClient, edition: Edition, pageSize = PAGE_SIZE): AsyncGenerator<Subscriber[]> {
  let after: string | null = null;
  for (;;) {
    let query = service
      .from('newsletter_subscribers')
      .select('id, email, unsubscribe_token, bible_translation, language, send_hour, time_zone')
      .not('confirmed_at', 'is', null)
      .is('unsubscribed_at', null)
      .eq('frequency', edition)
      .order('id')
      .limit(pageSize);
    if (after) query = query.gt('id', after);
    const { data, error } = await query;
    if (error) throw new Error(`Could not read the subscribers: ${error.message}`);
    const page: Subscriber[] = data;
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1].id;
  }
}
