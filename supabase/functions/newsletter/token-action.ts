/**
 * Confirm and unsubscribe by token. Only a POST changes anything: the site page's button, or a mail program's
 * RFC 8058 one-click unsubscribe. A GET (a person, or a mail scanner following the link) is sent to the site page,
 * which asks first, so an old e-mail's function link still works and a scanner changes nothing (page-redirect.ts).
 */
import type { ServiceClient } from '../_shared/service-client.ts';
import { TOKEN } from '../_shared/newsletter-links.ts';
import { pageRedirect } from './page-redirect.ts';
import { json } from './respond.ts';

/** The token from the query (one-click URLs carry it there), a JSON body, or a form body. */
async function tokenOf(req: Request, url: URL): Promise<string> {
  const fromQuery = url.searchParams.get('token');
  if (fromQuery) return fromQuery;
  const type = req.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) return String(((await req.json()) as { token?: unknown }).token ?? '');
    if (type.includes('application/x-www-form-urlencoded')) return new URLSearchParams(await req.text()).get('token') ?? '';
  } catch {
    return '';
  }
  return '';
}

export async function tokenAction(req: Request, url: URL, action: 'confirm' | 'unsubscribe', service: ServiceClient, siteUrl: string): Promise<Response> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    return pageRedirect(service, siteUrl, action, url.searchParams.get('token') ?? '');
  }
  if (req.method !== 'POST') return json(405, { error: 'Use POST.' });
  const token = await tokenOf(req, url);
  if (!TOKEN.test(token)) return json(404, { error: 'This link is not valid.' });
  const column = action === 'confirm' ? 'confirm_token' : 'unsubscribe_token';
  const { data: subscriber, error } = await service.from('newsletter_subscribers').select('id, confirmed_at, unsubscribed_at').eq(column, token).maybeSingle();
  if (error) return json(500, { error: 'Please try again in a moment.' });
  if (!subscriber) return json(404, { error: 'This link is not valid.' });
  const now = new Date().toISOString();
  // Confirming is also how an address that had unsubscribed comes back: only its owner holds the new link.
  const change = action === 'confirm' ? { confirmed_at: now, unsubscribed_at: null } : { unsubscribed_at: subscriber.unsubscribed_at ?? now };
  const { error: updateError } = await service.from('newsletter_subscribers').update(change).eq('id', subscriber.id);
  if (updateError) return json(500, { error: 'Please try again in a moment.' });
  return json(200, { ok: true, status: action === 'confirm' ? 'confirmed' : 'unsubscribed' });
}
