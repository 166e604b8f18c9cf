/**
 * The newsletter function as anyone reaches it, signed in or not: the footer's sign-up, and the pages an e-mail's
 * link opens (confirm, unsubscribe, preferences), which send the link's token. supabase-js loads on the first call.
 * Each answers supabase-js's { data, error }; the error's context is the function's Response.
 */
import type { Locale } from '@lib/i18n/locales.ts';
import type { Frequency } from '@lib/newsletter/frequency.ts';
import type { BibleId } from '@lib/scripture/translations.ts';
import { loadBrowserClient } from './client/lazy-browser-client.ts';

/** Puts the address on the list and mails the confirmation link; `language` is that of the e-mails. */
export async function subscribeToNewsletter(email: string, language: Locale) {
  return (await loadBrowserClient()).functions.invoke('newsletter', { body: { email, language } });
}

/** What the link's button does: confirm the address, or take it off the list. */
export async function newsletterLinkAction(action: 'confirm' | 'unsubscribe', token: string) {
  return (await loadBrowserClient()).functions.invoke(`newsletter/${action}`, { body: { token } });
}

/** The preferences the link's token stands for, changed first to `choice` when given. */
export async function newsletterPreferences(token: string, choice?: { frequency: Frequency; translation: BibleId }) {
  return (await loadBrowserClient()).functions.invoke('newsletter/preferences', { body: { token, ...choice } });
}
