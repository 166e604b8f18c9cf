/**
 * newsletter: the weekly e-mail's sign-up, confirmation and unsubscribe, none of which needs an account.
 *
 *   POST /functions/v1/newsletter                       { "email": "..." }  → 200 { ok: true }, for a new address
 *        and for one already on the list alike (the form must not reveal who subscribes), after the same work: one
 *        e-mail to the address (at most one per 10 minutes), a confirmation for a new, unconfirmed or unsubscribed
 *        address, a note that nothing changed for a subscribed one. Only the address's owner sees which.
 *   GET  /functions/v1/newsletter/confirm?token=…        the link in the confirmation e-mail → the site's
 *        /newsletter/confirmed/ page
 *   GET  /functions/v1/newsletter/unsubscribe?token=…    the link in every e-mail → /newsletter/unsubscribed/
 *   POST /functions/v1/newsletter/unsubscribe?token=…    RFC 8058 one-click (List-Unsubscribe-Post) → 200
 *
 * verify_jwt is off for it (supabase/config.toml): e-mail links carry no Authorization header.
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { emailEnv, escapeHtml, newsletterLink, sendEmail, unsubscribeHeaders } from '../_shared/email.ts';

const RESEND_AFTER_MS = 10 * 60 * 1000;
const TOKEN = /^[0-9a-f]{64}$/;

function json(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });
}

function redirect(siteUrl: string, page: string): Response {
  return new Response(null, { status: 303, headers: { location: `${siteUrl.replace(/\/+$/, '')}/newsletter/${page}/` } });
}

Deno.serve(async (req: Request) => {
  const preflight = preflightResponse(req);
  if (preflight) return preflight;
  const supabaseUrl = Deno.env.get('SUPABASE_URL')!;
  const siteUrl = Deno.env.get('SITE_URL') || 'http://localhost:4321';
  const service = createClient(supabaseUrl, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, { auth: { persistSession: false, autoRefreshToken: false } });
  const url = new URL(req.url);
  const action = url.pathname.split('/').filter(Boolean)[1] ?? '';

  if (action === 'confirm' || action === 'unsubscribe') {
    if (req.method !== 'GET' && req.method !== 'POST') return json(405, { error: 'Use GET or POST.' });
    const token = url.searchParams.get('token') ?? '';
    const oneClick = req.method === 'POST';
    if (!TOKEN.test(token)) return oneClick ? json(400, { error: 'This link is not valid.' }) : redirect(siteUrl, 'invalid-link');
    const column = action === 'confirm' ? 'confirm_token' : 'unsubscribe_token';
    const { data: subscriber, error } = await service.from('newsletter_subscribers').select('id, confirmed_at, unsubscribed_at').eq(column, token).maybeSingle();
    if (error) return json(500, { error: 'Please try again in a moment.' });
    if (!subscriber) return oneClick ? json(404, { error: 'This link is not valid.' }) : redirect(siteUrl, 'invalid-link');
    const now = new Date().toISOString();
    const change = action === 'confirm' ? { confirmed_at: subscriber.confirmed_at ?? now, unsubscribed_at: null } : { unsubscribed_at: subscriber.unsubscribed_at ?? now };
    const { error: updateError } = await service.from('newsletter_subscribers').update(change).eq('id', subscriber.id);
    if (updateError) return json(500, { error: 'Please try again in a moment.' });
    if (oneClick) return json(200, { ok: true, status: action === 'confirm' ? 'confirmed' : 'unsubscribed' });
    return redirect(siteUrl, action === 'confirm' ? 'confirmed' : 'unsubscribed');
  }

  if (action !== '' || req.method !== 'POST') return json(404, { error: 'Not found' });
  let email = '';
  try {
    email = String(((await req.json()) as { email?: unknown }).email ?? '').trim().toLowerCase();
  } catch {
    return json(400, { error: 'Please enter a valid email address' });
  }
  if (email.length < 3 || email.length > 255 || email.indexOf('@') < 1) return json(400, { error: 'Please enter a valid email address' });

  const { error: insertError } = await service.from('newsletter_subscribers').insert({ email });
  if (insertError && insertError.code !== '23505') return json(insertError.code === '23514' ? 400 : 500, { error: insertError.code === '23514' ? 'Please enter a valid email address' : 'Please try again in a moment.' });
  const { data: subscriber } = await service
    .from('newsletter_subscribers')
    .select('id, confirmed_at, unsubscribed_at, confirmation_sent_at, confirm_token, unsubscribe_token')
    .eq('email', email)
    .single();
  // Every address takes the same path (one e-mail, one stamp), so neither the answer nor the work done tells a
  // caller whether it subscribes. An address that left confirms again: a third party cannot re-subscribe it.
  const lastSent = subscriber.confirmation_sent_at ? Date.parse(subscriber.confirmation_sent_at) : 0;
  if (Date.now() - lastSent < RESEND_AFTER_MS) return json(200, { ok: true });

  const subscribed = Boolean(subscriber.confirmed_at && !subscriber.unsubscribed_at);
  const confirmUrl = newsletterLink(supabaseUrl, 'confirm', subscriber.confirm_token);
  const unsubscribeUrl = newsletterLink(supabaseUrl, 'unsubscribe', subscriber.unsubscribe_token);
  try {
    await sendEmail(emailEnv(), subscribed ? {
      to: email,
      subject: 'You already receive the weekly e-mail from Reformed Devotionals',
      text: `Someone asked to sign this address up for the weekly e-mail from Reformed Devotionals. It is already signed up, so nothing has changed.\n\nIf you no longer want it: ${unsubscribeUrl}\n`,
      html: `<p>Someone asked to sign this address up for the weekly e-mail from Reformed Devotionals. It is already signed up, so nothing has changed.</p>
<p style="font-size:12px;color:#666">If you no longer want it: <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
      headers: unsubscribeHeaders(unsubscribeUrl),
    } : {
      to: email,
      subject: 'Confirm your weekly e-mail from Reformed Devotionals',
      text: `Please confirm that you want the weekly e-mail from Reformed Devotionals:\n${confirmUrl}\n\nIf you did not sign up, ignore this e-mail and you will hear nothing more.\nUnsubscribe: ${unsubscribeUrl}\n`,
      html: `<p>Please confirm that you want the weekly e-mail from Reformed Devotionals.</p>
<p><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a></p>
<p>If you did not sign up, ignore this e-mail and you will hear nothing more.</p>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
      headers: unsubscribeHeaders(unsubscribeUrl),
    });
  } catch (error) {
    console.error('newsletter: the confirmation e-mail could not be sent:', (error as Error).message);
    return json(502, { error: 'We could not send the confirmation e-mail. Please try again in a moment.' });
  }
  await service.from('newsletter_subscribers').update({ confirmation_sent_at: new Date().toISOString() }).eq('id', subscriber.id);
  return json(200, { ok: true });
});
