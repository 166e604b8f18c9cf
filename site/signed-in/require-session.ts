/**
 * The signed-in pages' access rule: no session → "Please sign in to access this page" and /auth, which brings the
 * reader back to `returnTo` after signing in when the page names one (`?next=`, lib/account/next-path.ts; the address from sign-in-path.ts).
 * A session that arrived in the URL (an e-mail confirmation link) was not seen by the head script, so this also
 * marks the page signed in and starts the signed-in shell (header, blocked-account checks). The pages get the light
 * client (reader-client.ts); supabase-js loads only when the address carries a session, or for what needs it.
 */
import type { Session } from '@supabase/supabase-js';
import { readerClient } from '../data/client/reader-client.ts';
import { loadBrowserClient } from '../data/client/lazy-browser-client.ts';
import type { PageClient } from '../data/client/types.ts';
import { redirectWithMessage } from '../lib/flash.ts';
import { signInPath } from '@lib/account/sign-in-path.ts';
import { markSignedIn } from './session.ts';
import { pageLocale, say } from './messages.ts';

export async function requireSession(returnTo?: string): Promise<{ client: PageClient; session: Session } | null> {
  // A session in the address (the e-mail change link back to /settings) is supabase-js's to take: it alone decides
  // which page may (lib/account/session-from-url.ts), and it stores what it accepts before the light client reads it.
  if (/(^#|&)access_token=/.test(window.location.hash)) await (await loadBrowserClient()).auth.getSession();
  const client = readerClient();
  const { data } = await client.auth.getSession();
  if (!data.session) {
    // The edition's sign-in page, in the page's language.
    redirectWithMessage(signInPath({ next: returnTo, locale: pageLocale() }), await say('signedIn.signInRequired'));
    return null;
  }
  if (document.documentElement.dataset.auth !== 'in') {
    markSignedIn(true);
    void import('./shell.ts');
  }
  return { client, session: data.session };
}
