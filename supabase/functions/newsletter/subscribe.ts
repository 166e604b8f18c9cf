/**
 * A sign-up (double opt-in). The answer is the same 200 { ok: true } for a new address, a pending one, one that is
 * subscribed and one that unsubscribed, and also when the e-mail could not go out (that is logged): nothing a
 * visitor sees tells whether an address is on the list, so the form cannot be used to learn who subscribes
 * (docs/security.md).
 *
 * New, pending and unsubscribed addresses get a confirmation e-mail and a subscribed one a note that nothing changed,
 * sent after the answer (so its timing does not depend on whether one is sent), at most one e-mail per 10 minutes,
 * claimed in one UPDATE so parallel sign-ups send one. An address that had unsubscribed stays unsubscribed until its
 * owner follows the new link: its confirmation token is replaced, so only the new e-mail's link brings it back.
 */
import type { TablesUpdate } from '@lib/database.types.ts';
import type { ServiceClient } from '../_shared/service-client.ts';
import { emailEnv, escapeHtml, sendEmail, unsubscribeHeaders } from '../_shared/email.ts';
import { newsletterFunctionLink, newsletterPageLink, newToken } from '../_shared/newsletter-links.ts';
import { inBackground } from '../_shared/background.ts';
import { ALREADY_SUBSCRIBED_CODE, isPlainEmailAddress, NEWSLETTER_INVALID_EMAIL } from '@lib/newsletter/email.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lib/i18n/locales.ts';
import { translator } from '@lib/i18n/messages.ts';
import { editionBible } from '@lib/scripture/translations.ts';
import { json } from './respond.ts';

const RESEND_AFTER_MS = 10 * 60 * 1000;
const SUBSCRIBED = { ok: true };

/**
 * The address in the body, trimmed and lowercased as the table stores it; null unless it is one plain address
 * (lib/newsletter/email.ts). A JSON array or object is refused as such, not turned into a comma-separated string.
 * With it, the edition the visitor signed up from (`language`): their e-mails are written in it; a missing
 * or unknown language is English, as before editions.
 */
async function signUpOf(req: Request): Promise<{ email: string; language: Locale } | null> {
  let body: { email?: unknown; language?: unknown } | null;
  try {
    body = (await req.json()) as { email?: unknown; language?: unknown } | null;
  } catch {
    return null;
  }
  const email = body?.email;
  if (typeof email !== 'string') return null;
  const normalized = email.trim().toLowerCase();
  if (!isPlainEmailAddress(normalized)) return null;
  return { email: normalized, language: isLocale(body?.language) ? body.language : DEFAULT_LOCALE };
}

export async function subscribe(req: Request, service: ServiceClient, urls: { supabaseUrl: string; siteUrl: string }): Promise<Response> {
  const signUp = await signUpOf(req);
  if (signUp === null) return json(400, { error: NEWSLETTER_INVALID_EMAIL });
  const { email, language } = signUp;

  // A new subscriber's e-mails quote their edition's own Bible until they choose another on the preferences page.
  const { error: insertError } = await service.from('newsletter_subscribers').insert({ email, language, bible_translation: editionBible(language) });
  if (insertError && insertError.code !== ALREADY_SUBSCRIBED_CODE) {
    return insertError.code === '23514' ? json(400, { error: NEWSLETTER_INVALID_EMAIL }) : json(500, { error: 'Please try again in a moment.' });
  }
  const { data: subscriber, error: readError } = await service
    .from('newsletter_subscribers')
    .select('id, confirmed_at, unsubscribed_at, confirmation_sent_at, language, frequency')
    .eq('email', email)
    .maybeSingle();
  if (readError || !subscriber) return json(500, { error: 'Please try again in a moment.' });
  // Every address takes the same path (one claim, one e-mail to the address), so neither the answer nor the work
  // done tells a caller whether it subscribes: a subscribed address is told that nothing changed.
  const subscribed = Boolean(subscriber.confirmed_at && !subscriber.unsubscribed_at);

  const cutoff = new Date(Date.now() - RESEND_AFTER_MS).toISOString();
  const claim: TablesUpdate<'newsletter_subscribers'> = { confirmation_sent_at: new Date().toISOString() };
  if (subscriber.unsubscribed_at) claim.confirm_token = newToken();
  // An address not yet (or no longer) subscribed takes the language of this sign-up; a subscribed one keeps its own.
  // A new language brings its edition's Bible: a choice made among another edition's Bibles does not carry over.
  if (!subscribed) claim.language = language;
  if (!subscribed && subscriber.language !== language) claim.bible_translation = editionBible(language);
  const { data: claimed, error: claimError } = await service
    .from('newsletter_subscribers')
    .update(claim)
    .eq('id', subscriber.id)
    .or(`confirmation_sent_at.is.null,confirmation_sent_at.lt.${cutoff}`)
    .select('confirm_token, unsubscribe_token')
    .maybeSingle();
  if (claimError) return json(500, { error: 'Please try again in a moment.' });
  if (!claimed) return json(200, SUBSCRIBED);

  // The e-mail is written in, and links into, the subscriber's edition.
  const mailLanguage = subscribed && isLocale(subscriber.language) ? subscriber.language : language;
  const confirmUrl = newsletterPageLink(urls.siteUrl, 'confirm', claimed.confirm_token, mailLanguage);
  const unsubscribeUrl = newsletterPageLink(urls.siteUrl, 'unsubscribe', claimed.unsubscribe_token, mailLanguage);
  const t = translator(mailLanguage);
  // A subscriber told that nothing changed is told which e-mail they receive.
  const daily = subscriber.frequency === 'daily';
  // The e-mail goes out after the answer: were it sent first, the answer would come back later exactly when a
  // send happened, and its timing would tell what the body does not.
  inBackground('newsletter: the confirmation e-mail could not be sent', async () => {
    try {
      await sendEmail(
        emailEnv(),
        subscribed
          ? {
              to: email,
              subject: t(daily ? 'email.already.subjectDaily' : 'email.already.subject'),
              text: `${t(daily ? 'email.already.bodyDaily' : 'email.already.body')}\n\n${t('email.already.noLonger')} ${unsubscribeUrl}\n`,
              html: `<p>${escapeHtml(t(daily ? 'email.already.bodyDaily' : 'email.already.body'))}</p>
<p style="font-size:12px;color:#666">${escapeHtml(t('email.already.noLonger'))} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t('email.unsubscribe'))}</a></p>`,
              headers: unsubscribeHeaders(newsletterFunctionLink(urls.supabaseUrl, 'unsubscribe', claimed.unsubscribe_token)),
            }
          : {
              to: email,
              subject: t('email.confirm.subject'),
              text: `${t('email.confirm.askText')}\n${confirmUrl}\n\n${t('email.confirm.ignore')}\n${t('email.unsubscribe')}: ${unsubscribeUrl}\n`,
              html: `<p>${escapeHtml(t('email.confirm.ask'))}</p>
<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(t('email.confirm.action'))}</a></p>
<p>${escapeHtml(t('email.confirm.ignore'))}</p>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t('email.unsubscribe'))}</a></p>`,
              headers: unsubscribeHeaders(newsletterFunctionLink(urls.supabaseUrl, 'unsubscribe', claimed.unsubscribe_token)),
            },
      );
    } catch (error) {
      // Release the claim so the next sign-up tries again; the visitor's answer is the same either way.
      await service.from('newsletter_subscribers').update({ confirmation_sent_at: subscriber.confirmation_sent_at }).eq('id', subscriber.id);
      throw error;
    }
  });
  return json(200, SUBSCRIBED);
}
