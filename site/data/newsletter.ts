/**
 * The signed-in reader's e-mail list subscription, through the account's own RPCs (my_newsletter_frequency,
 * set_my_newsletter_frequency, subscribe_me_to_newsletter, unsubscribe_me_from_newsletter): each acts on the
 * session's own confirmed account address only, and none takes an address.
 */
import type { Frequency } from '@lib/newsletter/frequency.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import type { BrowserClient } from './client/types.ts';

/** How often the reader's address gets the e-mail ({ data: frequency | null, error }); null: not on the list. */
export async function myNewsletterFrequency(client: Pick<BrowserClient, 'rpc'>) {
  return client.rpc('my_newsletter_frequency');
}

export async function setMyNewsletterFrequency(client: BrowserClient, frequency: Frequency) {
  return client.rpc('set_my_newsletter_frequency', { frequency });
}

/**
 * Puts the account's own address on the list, confirmed at once (the account already proved it), written in
 * `language`; also how an address that unsubscribed comes back. Refused for an unconfirmed account address.
 */
export async function subscribeMeToNewsletter(client: BrowserClient, frequency: Frequency, language: Locale) {
  return client.rpc('subscribe_me_to_newsletter', { frequency, language });
}

/** Stops the e-mails to the account's own address, as the unsubscribe link in every e-mail does. */
export async function unsubscribeMeFromNewsletter(client: BrowserClient) {
  return client.rpc('unsubscribe_me_from_newsletter');
}
