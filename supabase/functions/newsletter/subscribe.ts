/**
 * A sign-up (double opt-in). The answer is the same 200 { ok: true } for a new address, a pending one, one that is
 * subscribed and one that unsubscribed, and also when the e-mail could not go out (that is logged): nothing a
 * visitor sees tells whether an address is on the list (issue 18, items 1 and 3).
 *
 * New, pending and unsubscribed addresses get a confirmation e-mail and a subscribed one a note that nothing changed,
 * sent after the answer (so its timing does not depend on whether one is sent), at most one e-mail per 10 minutes, claimed in one UPDATE so parallel sign-ups send one. An address that had unsubscribed stays unsubscribed until its owner
 * follows the new link: its confirmation token is replaced, so only the new e-mail's link brings it back.
 */
import type { TablesUpdate } from '@lib/database.types.ts';
import type { ServiceClient } from '../_shared/service-client.ts';
import { emailEnv, escapeHtml, sendEmail, unsubscribeHeaders } from '../_shared/email.ts';
import { newsletterFunctionLink, newsletterPageLink, newToken } from '../_shared/newsletter-links.ts';
import { inBackground } from '../_shared/background.ts';
import { isPlainEmailAddress, NEWSLETTER_INVALID_EMAIL } from '@lib/newsletter/email.ts';
import { json } from './respond.ts';

const RESEND_AFTER_MS = 10 * 60 * 1000;
const SUBSCRIBED = { ok: true };

/**
 * The address in the body, trimmed and lowercased as the table stores it; null unless it is one plain address
 * (lib/newsletter/email.ts). A JSON array or object is refused as such, not turned into a comma-separated string.
 */
async function emailOf(req: Request): Promise<string | null> {
  let email: unknown;
  try {
    email = ((await req.json()) as { email?: unknown } | null)?.email;
  } catch {
    return null;
  }
  if (typeof email !== 'string') return null;
  const normalized = email.trim().toLowerCase();
  return isPlainEmailAddress(normalized) ? normalized : null;
}

export async function subscribe(req: Request, service: ServiceClient, urls: { supabaseUrl: string; siteUrl: string }): Promise<Response> {
  const email = await emailOf(req);
  if (email === null) return json(400, { error: NEWSLETTER_INVALID_EMAIL });

  const { error: insertError } = await service.from('newsletter_subscribers').insert({ email });
  if (insertError && insertError.code !== '23505') {
    return insertError.code === '23514' ? json(400, { error: NEWSLETTER_INVALID_EMAIL }) : json(500, { error: 'Please try again in a moment.' });
  }
  const { data: subscriber, error: readError } = await service
    .from('newsletter_subscribers')
    .select('id, confirmed_at, unsubscribed_at, confirmation_sent_at')
    .eq('email', email)
    .maybeSingle();
  if (readError || !subscriber) return json(500, { error: 'Please try again in a moment.' });
  // Every address takes the same path (one claim, one e-mail to the address), so neither the answer nor the work
  // done tells a caller whether it subscribes: a subscribed address is told that nothing changed.
  const subscribed = Boolean(subscriber.confirmed_at && !subscriber.unsubscribed_at);

  const cutoff = new Date(Date.now() - RESEND_AFTER_MS).toISOString();
  const claim: TablesUpdate<'newsletter_subscribers'> = { confirmation_sent_at: new Date().toISOString() };
  if (subscriber.unsubscribed_at) claim.confirm_token = newToken();
  const { data: claimed, error: claimError } = await service
    .from('newsletter_subscribers')
    .update(claim)
    .eq('id', subscriber.id)
    .or(`confirmation_sent_at.is.null,confirmation_sent_at.lt.${cutoff}`)
    .select('confirm_token, unsubscribe_token')
    .maybeSingle();
  if (claimError) return json(500, { error: 'Please try again in a moment.' });
  if (!claimed) return json(200, SUBSCRIBED);

  const confirmUrl = newsletterPageLink(urls.siteUrl, 'confirm', claimed.confirm_token);
  const unsubscribeUrl = newsletterPageLink(urls.siteUrl, 'unsubscribe', claimed.unsubscribe_token);
  // The e-mail goes out after the answer: were it sent first, the answer would come back later exactly when a
  // send happened, and its timing would tell what the body does not.
  inBackground('newsletter: the confirmation e-mail could not be sent', async () => {
    try {
      await sendEmail(
        emailEnv(),
        subscribed
          ? {
              to: email,
              subject: 'You already receive the weekly e-mail from Reformed Devotionals',
              text: `Someone asked to sign this address up for the weekly e-mail from Reformed Devotionals. It is already signed up, so nothing has changed.\n\nIf you no longer want it: ${unsubscribeUrl}\n`,
              html: `<p>Someone asked to sign this address up for the weekly e-mail from Reformed Devotionals. It is already signed up, so nothing has changed.</p>
<p style="font-size:12px;color:#666">If you no longer want it: <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
              headers: unsubscribeHeaders(newsletterFunctionLink(urls.supabaseUrl, 'unsubscribe', claimed.unsubscribe_token)),
            }
          : {
              to: email,
              subject: 'Confirm your weekly e-mail from Reformed Devotionals',
              text: `Please confirm that you want the weekly e-mail from Reformed Devotionals:\n${confirmUrl}\n\nIf you did not sign up, ignore this e-mail and you will hear nothing more.\nUnsubscribe: ${unsubscribeUrl}\n`,
              html: `<p>Please confirm that you want the weekly e-mail from Reformed Devotionals.</p>
<p><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a></p>
<p>If you did not sign up, ignore this e-mail and you will hear nothing more.</p>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
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
