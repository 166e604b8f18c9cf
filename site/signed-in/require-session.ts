/**
 * The signed-in pages' access rule: no session → "Please sign in to access this page" and /auth, which brings the
 * reader back to `returnTo` after signing in when the page names one (`?next=`, lib/account/next-path.ts).
 * A session that arrived in the URL (an e-mail confirmation link) was not seen by the head script, so this also
 * marks the page signed in and starts the signed-in shell (header, blocked-account checks).
 */
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { browserClient } from '../data/client/supabase-browser.ts';
import { redirectWithMessage } from '../lib/flash.ts';
import { signInPath } from '@lib/account/next-path.ts';
import { markSignedIn } from './session.ts';
import { pageLocale, say } from './messages.ts';

export async function requireSession(returnTo?: string): Promise<{ client: SupabaseClient<Database>; session: Session } | null> {
  const client = browserClient();
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
