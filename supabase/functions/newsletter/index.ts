/**
 * newsletter: the e-mail's sign-up, confirmation, daily-or-weekly and translation choice and unsubscribe, none of
 * which needs an account.
 *
 *   POST /functions/v1/newsletter                  { "email": "..." } → 200 { ok: true } whatever the address's state
 *        (subscribe.ts); the site subscribes only through here.
 *   POST /functions/v1/newsletter/confirm          token in the query, a JSON body or a form body → 200
 *        { ok, status: 'confirmed' }, or 404 for a token that matches nobody: the button of /newsletter/confirm/
 *   POST /functions/v1/newsletter/unsubscribe      the same for unsubscribing; also RFC 8058 one-click
 *        (List-Unsubscribe-Post: List-Unsubscribe=One-Click) from mail programs
 *   POST /functions/v1/newsletter/preferences      { token, frequency?, translation? }: reads or sets daily or weekly
 *        and the Bible translation (kjv or bsb), the button of /newsletter/preferences/ (preferences.ts)
 *   GET  any of the three                          changes nothing: 303 to the site page that asks (token-action.ts)
 *
 * verify_jwt is off for it (supabase/config.toml): mail programs' one-click POST carries no Authorization header.
 */
import { serviceKeyFor } from '../_shared/caller.ts';
import { preflightResponse } from '../_shared/cors.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { preferences } from './preferences.ts';
import { json } from './respond.ts';
import { subscribe } from './subscribe.ts';
import { tokenAction } from './token-action.ts';

Deno.serve(async (req: Request) => {
  const preflight = preflightResponse(req);
  if (preflight) return preflight;
  const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
  const siteUrl = Deno.env.get('SITE_URL') || 'http://localhost:4321';
  const service = serviceClient(
    supabaseUrl,
    serviceKeyFor((name) => Deno.env.get(name)),
  );
  const url = new URL(req.url);
  const action = url.pathname.split('/').filter(Boolean)[1] ?? '';

  if (action === 'confirm' || action === 'unsubscribe') return tokenAction(req, url, action, service, siteUrl);
  if (action === 'preferences') return preferences(req, url, service, siteUrl);
  if (action !== '' || req.method !== 'POST') return json(404, { error: 'Not found' });
  return subscribe(req, service, { supabaseUrl, siteUrl });
});
