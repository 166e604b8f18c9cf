/**
 * delete-account: a reader deletes their own account from /settings, confirmed by a one-time code e-mailed to the
 * account's address (lib/account/account-deletion.ts says why a session alone is not enough).
 *
 *   POST /functions/v1/delete-account  Authorization: Bearer <the reader's access token>  (verify_jwt is on)
 *     { "action": "send-code", "language"?: "nl" }
 *        → 200 { sent: true, email, requirements: { secondFactor } }: the code is on its way
 *     { "action": "delete", "code": "123456", "removeNewsletter"?: true, "language"?: "nl" }
 *        → 200 { deleted: true, newsletterRemoved }
 *     or 4xx/5xx { error } in the settings page's words
 *
 * Deleting, in order, and nothing changes until every check has passed:
 *   1. the session names a user Auth still knows; the last active admin is refused;
 *   2. an account that had an authenticator before this session began passed it within the last few minutes;
 *   3. the e-mailed code is right and fresh (it is used up; five wrong tries void it);
 *   4. the newsletter record of the account's address goes, when asked;
 *   5. Auth's admin API deletes the user, and the database's foreign keys take every row that belongs to them;
 *      a group the reader led passes to its longest-standing member, or goes when nobody else is in it;
 *   6. then the avatar files are swept (the storage policies already refuse the old token), and after the answer
 *      an e-mail tells the address it is done. A failure in 6 is logged: the account is gone, and the answer says so.
 * A failure in 4 or 5 answers 500 and the account remains; the reader asks for a new code and tries again.
 */
import type { User } from '@supabase/supabase-js';
import { DELETION_MESSAGES, deleteAccountRequest, deletionCodeOf, type DeleteAccountResult, type DeletionCodeSent } from '@lib/account/account-deletion.ts';
import { accountDeletedEmail, deletionCodeEmail, deletionEmailLanguage } from '@lib/account/deletion-emails.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { bearerToken, serviceKeyFor } from '../_shared/caller.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { emailEnv, sendEmail } from '../_shared/email.ts';
import { inBackground } from '../_shared/background.ts';
import { serviceClient, type ServiceClient } from '../_shared/service-client.ts';
import { issueCode, requirementsFor, secondFactorRefusal, useCode } from './confirmation.ts';
import { isLastAdmin } from './last-admin.ts';
import { removeAvatarFiles, removeNewsletterRecord } from './removal.ts';

function reply(status: number, body: DeleteAccountResult | DeletionCodeSent | { error: string }): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });
}

async function bodyOf(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    return null;
  }
}

interface Caller {
  service: ServiceClient;
  user: User & { email: string };
  token: string;
  language: Locale;
}

async function sendCode({ service, user, token, language }: Caller): Promise<Response> {
  const requirements = await requirementsFor(service, user, token);
  const code = await issueCode(service, user.id);
  if (!code) return reply(429, { error: DELETION_MESSAGES.codeRecentlySent });
  try {
    await sendEmail(emailEnv(), { to: user.email, ...deletionCodeEmail(language, code) });
  } catch (error) {
    console.error('delete-account: the code could not be sent:', (error as Error).message);
    return reply(500, { error: DELETION_MESSAGES.codeNotSent });
  }
  return reply(200, { sent: true, email: user.email, requirements });
}

async function deleteAccount({ service, user, token, language }: Caller, typed: string | undefined, removeNewsletter: boolean): Promise<Response> {
  const code = deletionCodeOf(typed ?? '');
  if (!code) return reply(400, { error: DELETION_MESSAGES.codeRequired });
  // The authenticator is checked before the code, so a missing one does not use the code up.
  const refusal = secondFactorRefusal(await requirementsFor(service, user, token), token, Math.floor(Date.now() / 1000));
  if (refusal) return reply(refusal.status, { error: refusal.message });
  const wrongCode = await useCode(service, user.id, code);
  if (wrongCode) return reply(wrongCode.status, { error: wrongCode.message });

  const newsletterRemoved = removeNewsletter ? await removeNewsletterRecord(service, user) : false;
  const { error: deleteError } = await service.auth.admin.deleteUser(user.id);
  if (deleteError) throw new Error(`Auth did not delete the user: ${deleteError.message}`);

  // The account is gone whatever happens next: a failed sweep is logged for the operator, not reported as a
  // failed deletion (the reader could not try again: their session names nobody now).
  await removeAvatarFiles(service, user.id).catch((error: Error) => {
    console.error(`delete-account: the avatar files of the deleted account ${user.id} could not be swept:`, error.message);
  });
  inBackground('delete-account: the confirmation e-mail could not be sent', () => sendEmail(emailEnv(), { to: user.email, ...accountDeletedEmail(language) }));
  return reply(200, { deleted: true, newsletterRemoved });
}

Deno.serve(async (req: Request) => {
  const preflight = preflightResponse(req);
  if (preflight) return preflight;
  if (req.method !== 'POST') return reply(405, { error: 'Use POST.' });

  const env = (name: string) => Deno.env.get(name);
  const service = serviceClient(env('SUPABASE_URL') ?? '', serviceKeyFor(env));
  const token = bearerToken(req);
  if (!token) return reply(401, { error: DELETION_MESSAGES.signIn });
  const { data: userData, error: userError } = await service.auth.getUser(token);
  if (userError?.code === 'user_banned') return reply(403, { error: DELETION_MESSAGES.blocked });
  if (userError || !userData?.user) return reply(401, { error: DELETION_MESSAGES.signIn });
  const user = userData.user;

  const parsed = deleteAccountRequest.safeParse(await bodyOf(req));
  if (!parsed.success) return reply(400, { error: DELETION_MESSAGES.badRequest });
  const request = parsed.data;

  try {
    if (await isLastAdmin(service, user.id)) return reply(409, { error: DELETION_MESSAGES.lastAdmin });
    // The code goes to the address Auth holds for the account (an unconfirmed one too: receiving the code proves it).
    if (!user.email) return reply(400, { error: DELETION_MESSAGES.noAddress });
    const caller: Caller = { service, user: user as Caller['user'], token, language: deletionEmailLanguage(request.language, user.user_metadata) };
    if (request.action === 'send-code') return await sendCode(caller);
    return await deleteAccount(caller, request.code, request.removeNewsletter);
  } catch (error) {
    console.error('delete-account:', error instanceof Error ? error.message : error);
    return reply(500, { error: DELETION_MESSAGES.failed });
  }
});
