/**
 * The preferences page's endpoint (issue 21): daily or weekly, by the token of the e-mail's links, without signing
 * in. The token is the unsubscribe token: its holder can already stop all e-mail, so choosing how often adds no
 * power. Like the other token actions only a POST changes anything, and a GET goes to the site page.
 *
 *   POST /functions/v1/newsletter/preferences  { token }             → 200 { ok, frequency, subscribed }
 *   POST /functions/v1/newsletter/preferences  { token, frequency }  → 200 the same, after the change
 *   404 for a token that matches nobody, 400 for a frequency other than daily or weekly, 409 for an address that
 *   unsubscribed (it comes back only through a new sign-up's confirmation); none of these changes anything.
 */
import type { ServiceClient } from '../_shared/service-client.ts';
import { newsletterPageLink, TOKEN } from '../_shared/newsletter-links.ts';
import { json } from './respond.ts';

const FREQUENCIES = ['daily', 'weekly'] as const;

function isFrequency(value: unknown): value is (typeof FREQUENCIES)[number] {
  return FREQUENCIES.some((frequency) => frequency === value);
}

async function fieldsOf(req: Request, url: URL): Promise<{ token: string; frequency: unknown }> {
  const type = req.headers.get('content-type') ?? '';
  let body: Record<string, unknown> = {};
  try {
    if (type.includes('application/json')) body = ((await req.json()) as Record<string, unknown>) ?? {};
    else if (type.includes('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(await req.text()));
  } catch {
    body = {};
  }
  return { token: url.searchParams.get('token') ?? String(body.token ?? ''), frequency: body.frequency };
}

export async function preferences(req: Request, url: URL, service: ServiceClient, siteUrl: string): Promise<Response> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    return new Response(null, { status: 303, headers: { location: newsletterPageLink(siteUrl, 'preferences', url.searchParams.get('token') ?? '') } });
  }
  if (req.method !== 'POST') return json(405, { error: 'Use POST.' });
  const { token, frequency } = await fieldsOf(req, url);
  if (!TOKEN.test(token)) return json(404, { error: 'This link is not valid.' });
  if (frequency !== undefined && !isFrequency(frequency)) {
    return json(400, { error: 'Choose daily or weekly.' });
  }
  const { data: subscriber, error } = await service
    .from('newsletter_subscribers')
    .select('id, frequency, unsubscribed_at')
    .eq('unsubscribe_token', token)
    .maybeSingle();
  if (error) return json(500, { error: 'Please try again in a moment.' });
  if (!subscriber) return json(404, { error: 'This link is not valid.' });
  const subscribed = subscriber.unsubscribed_at === null;
  if (frequency === undefined) return json(200, { ok: true, frequency: subscriber.frequency, subscribed });
  if (!subscribed) return json(409, { error: 'This address has unsubscribed. Sign up again on the site to receive e-mail.', subscribed });
  const { error: updateError } = await service.from('newsletter_subscribers').update({ frequency }).eq('id', subscriber.id);
  if (updateError) return json(500, { error: 'Please try again in a moment.' });
  return json(200, { ok: true, frequency, subscribed });
}
