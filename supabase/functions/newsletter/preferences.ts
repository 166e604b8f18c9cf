/**
 * The preferences page's endpoint (issues 21 and 33): daily or weekly, and the Bible translation the e-mails quote,
 * by the token of the e-mail's links, without signing in. The token is the unsubscribe token: its holder can already
 * stop all e-mail, so choosing how often and in which translation adds no power. Like the other token actions only a
 * POST changes anything, and a GET goes to the site page.
 *
 *   POST /functions/v1/newsletter/preferences  { token }                           → 200 { ok, frequency, translation, subscribed }
 *   POST /functions/v1/newsletter/preferences  { token, frequency?, translation? } → 200 the same, after the change
 *   404 for a token that matches nobody, 400 for a frequency other than daily or weekly or a translation the
 *   subscriber's edition does not offer (kjv or bsb; a Dutch subscriber also sv, a Spanish one rv1909:
 *   lib/newsletter/preferences.ts), 409 for an address that unsubscribed (it comes back only through a new
 *   sign-up's confirmation); none of these changes anything.
 */
import { parsePreferencesChange } from '@lib/newsletter/preferences.ts';
import { translationRefusal } from '@lib/newsletter/preference-choices.ts';
import { isLocale } from '@lib/i18n/locales.ts';
import { translationsFor } from '@lib/scripture/translations.ts';
import type { ServiceClient } from '../_shared/service-client.ts';
import { TOKEN } from '../_shared/newsletter-links.ts';
import { pageRedirect } from './page-redirect.ts';
import { json } from './respond.ts';

async function bodyOf(req: Request): Promise<Record<string, unknown> | null> {
  const type = req.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await req.json();
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    }
    if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(await req.text()));
  } catch {
    return null;
  }
  return {};
}

export async function preferences(req: Request, url: URL, service: ServiceClient, siteUrl: string): Promise<Response> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    return pageRedirect(service, siteUrl, 'preferences', url.searchParams.get('token') ?? '');
  }
  if (req.method !== 'POST') return json(405, { error: 'Use POST.' });
  const body = await bodyOf(req);
  const token = url.searchParams.get('token') ?? String(body?.token ?? '');
  if (!TOKEN.test(token)) return json(404, { error: 'This link is not valid.' });
  const parsed = parsePreferencesChange(body);
  if (!parsed.ok) return json(400, { error: parsed.error });
  const { frequency, translation } = parsed.change;

  const { data: subscriber, error } = await service
    .from('newsletter_subscribers')
    .select('id, frequency, bible_translation, unsubscribed_at, language')
    .eq('unsubscribe_token', token)
    .maybeSingle();
  if (error) return json(500, { error: 'Please try again in a moment.' });
  if (!subscriber) return json(404, { error: 'This link is not valid.' });
  const language = isLocale(subscriber.language) ? subscriber.language : 'en';
  if (translation !== undefined && !translationsFor(language).includes(translation)) return json(400, { error: translationRefusal(language) });
  const subscribed = subscriber.unsubscribed_at === null;
  const current = { frequency: subscriber.frequency, translation: subscriber.bible_translation };
  if (frequency === undefined && translation === undefined) return json(200, { ok: true, ...current, subscribed });
  if (!subscribed) return json(409, { error: 'This address has unsubscribed. Sign up again on the site to receive e-mail.', subscribed });
  const change = { ...(frequency ? { frequency } : {}), ...(translation ? { bible_translation: translation } : {}) };
  const { error: updateError } = await service.from('newsletter_subscribers').update(change).eq('id', subscriber.id);
  if (updateError) return json(500, { error: 'Please try again in a moment.' });
  return json(200, { ok: true, frequency: frequency ?? current.frequency, translation: translation ?? current.translation, subscribed });
}
