/**
 * A GET of one of the function's token links (an old e-mail's link, a mail program that opens the List-Unsubscribe
 * address, a scanner) is sent to the site page, which asks first. The page is in the subscriber's edition
 * (/nl/newsletter/unsubscribe/…); a token that matches nobody goes to the English page, which says so.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lib/i18n/locales.ts';
import type { ServiceClient } from '../_shared/service-client.ts';
import { newsletterPageLink, TOKEN, type TokenAction } from '../_shared/newsletter-links.ts';

async function languageOf(service: ServiceClient, action: TokenAction, token: string): Promise<Locale> {
  if (!TOKEN.test(token)) return DEFAULT_LOCALE;
  // The preferences page takes the unsubscribe token (newsletter-links.ts).
  const column = action === 'confirm' ? 'confirm_token' : 'unsubscribe_token';
  const { data } = await service.from('newsletter_subscribers').select('language').eq(column, token).maybeSingle();
  return isLocale(data?.language) ? data.language : DEFAULT_LOCALE;
}

export async function pageRedirect(service: ServiceClient, siteUrl: string, action: TokenAction, token: string): Promise<Response> {
  const location = newsletterPageLink(siteUrl, action, token, await languageOf(service, action, token));
  return new Response(null, { status: 303, headers: { location } });
}
