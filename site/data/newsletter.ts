/**
 * The signed-in reader's e-mail list subscription, through the account's own RPCs (my_newsletter_frequency,
 * set_my_newsletter_frequency): answered for the session's address only.
 */
import type { Frequency } from '@lib/newsletter/frequency.ts';
import type { BrowserClient } from './client/types.ts';

/** How often the reader's address gets the e-mail ({ data: frequency | null, error }); null: not on the list. */
export async function myNewsletterFrequency(client: Pick<BrowserClient, 'rpc'>) {
  return client.rpc('my_newsletter_frequency');
}

export async function setMyNewsletterFrequency(client: BrowserClient, frequency: Frequency) {
  return client.rpc('set_my_newsletter_frequency', { frequency });
}
