/**
 * delete-account: a reader deletes their own account from /settings (issue 31, "A reader's own data").
 *
 *   POST /functions/v1/delete-account  { "password"?: "...", "removeNewsletter"?: true }
 *   Authorization: Bearer <the reader's access token>  (verify_jwt is on)
 *        → 200 { deleted: true, newsletterRemoved }, or 4xx/5xx { error } in the settings page's words
 *
 * In order, and nothing changes until every check has passed:
 *   1. the session names a user Auth still knows;
 *   2. the last active admin is refused (the site would have nobody to run it);
 *   3. the reader proves it is them again (reverify.ts: the password, or a code typed within five minutes for an
 *      account with an authenticator, or a fresh sign-in for an account without a password);
 *   4. the avatar files go through the Storage API, and the newsletter record of the account's address when asked;
 *   5. Auth's admin API deletes the user, and the database's foreign keys take every row that belongs to them
 *      (profile, notes, saved devotionals, bookmarks, preferences, goals, history, achievements, roles, learners and
 *      practice); feedback stays without a name (migration 20261203000100_feedback_outlives_account).
 * A failure in 4 or 5 answers 500 and the account remains; the reader may try again.
 */
import { DELETION_MESSAGES, deleteAccountRequest, type DeleteAccountResult } from '@lib/account/account-deletion.ts';
import { bearerToken, publicKeyFor, serviceKeyFor } from '../_shared/caller.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { isLastAdmin } from './last-admin.ts';
import { removeAvatarFiles, removeNewsletterRecord } from './removal.ts';
import { reverify } from './reverify.ts';

function reply(status: number, body: DeleteAccountResult | { error: string }): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });
}

async function bodyOf(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    return null;
  }
}

Deno.serve(async (req: Request) => {
  const preflight = preflightResponse(req);
  if (preflight) return preflight;
  if (req.method !== 'POST') return reply(405, { error: 'Use POST.' });

  const env = (name: string) => Deno.env.get(name);
  const supabaseUrl = env('SUPABASE_URL') ?? '';
  const service = serviceClient(supabaseUrl, serviceKeyFor(env));
  const token = bearerToken(req);
  if (!token) return reply(401, { error: DELETION_MESSAGES.signIn });
  const { data: userData, error: userError } = await service.auth.getUser(token);
  if (userError?.code === 'user_banned') return reply(403, { error: DELETION_MESSAGES.blocked });
  if (userError || !userData?.user) return reply(401, { error: DELETION_MESSAGES.signIn });
  const user = userData.user;

  const parsed = deleteAccountRequest.safeParse(await bodyOf(req));
  if (!parsed.success) return reply(400, { error: DELETION_MESSAGES.badRequest });

  let release = async () => {};
  try {
    if (await isLastAdmin(service, user.id)) return reply(409, { error: DELETION_MESSAGES.lastAdmin });
    const check = await reverify({
      service,
      supabaseUrl,
      publicKey: publicKeyFor(env),
      token,
      user,
      request: parsed.data,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (!check.ok) return reply(check.status, { error: check.message });
    release = check.release;

    await removeAvatarFiles(service, user.id);
    const newsletterRemoved = parsed.data.removeNewsletter ? await removeNewsletterRecord(service, user) : false;
    const { error: deleteError } = await service.auth.admin.deleteUser(user.id);
    if (deleteError) throw new Error(`Auth did not delete the user: ${deleteError.message}`);
    return reply(200, { deleted: true, newsletterRemoved });
  } catch (error) {
    console.error('delete-account:', error instanceof Error ? error.message : error);
    await release().catch(() => undefined);
    return reply(500, { error: DELETION_MESSAGES.failed });
  }
});
