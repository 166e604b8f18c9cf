/**
 * group-invite-email: a reading group's leader invites people by e-mail from the group's page (InvitePanel.tsx).
 *
 *   POST /functions/v1/group-invite-email  Authorization: Bearer <the leader's access token>  (verify_jwt is on)
 *     { "groupId": "<uuid>", "emails": ["a@example.org", ...up to 10], "language"?: "nl" }
 *        → 200 { sent, sentToday }: each address was sent the invitation
 *     or 4xx/5xx { error }: one of the groups' refusals (lib/groups/refusals.ts), in English for the page to word
 *
 * The leader's own session asks the database (reserve_reading_group_email_invitations), so the groups' rules decide
 * who may, exactly as for every other action: only the leader, not a blocked reader, 30 a day, not while joining is
 * closed. The link is the group's invite link as the database holds it, in the leader's edition, never one sent by
 * the caller. Every address gets the same e-mail and the answer is the same for each: nothing tells whether an
 * address has an account. No address is kept.
 */
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { EMAIL_INVITATION_MESSAGES, emailInvitationRequest, groupInvitationEmail, type EmailInvitationsSent } from '@lib/groups/email-invitations.ts';
import { inviteLink } from '@lib/groups/invite-link.ts';
import { refusalKey } from '@lib/groups/refusals.ts';
import { bearerToken, publicKeyFor } from '../_shared/caller.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { emailEnv, sendEmail } from '../_shared/email.ts';

const SIGN_IN = 'Please sign in first.';

function reply(status: number, body: EmailInvitationsSent | { error: string }): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });
}

async function bodyOf(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    return null;
  }
}

/** A refusal's status, by the code the database raised it with. */
function statusOf(code: string | undefined): number {
  if (code === '42501') return 403;
  if (code === 'P0002') return 404;
  if (code === '54000') return 429;
  return 400;
}

Deno.serve(async (req: Request) => {
  const preflight = preflightResponse(req);
  if (preflight) return preflight;
  if (req.method !== 'POST') return reply(405, { error: 'Use POST.' });

  const env = (name: string) => Deno.env.get(name);
  const token = bearerToken(req);
  if (!token) return reply(401, { error: SIGN_IN });
  const leader = createClient<Database>(env('SUPABASE_URL') ?? '', publicKeyFor(env), {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data: userData, error: userError } = await leader.auth.getUser(token);
  if (userError?.code === 'user_banned') return reply(403, { error: 'Your account has been blocked. Please contact support.' });
  if (userError || !userData?.user) return reply(401, { error: SIGN_IN });

  const parsed = emailInvitationRequest.safeParse(await bodyOf(req));
  if (!parsed.success) return reply(400, { error: EMAIL_INVITATION_MESSAGES.addresses });
  const { groupId, language } = parsed.data;
  // The same address twice gets one e-mail (and counts once).
  const emails = [...new Map(parsed.data.emails.map((email) => [email.toLowerCase(), email])).values()];

  const { data, error } = await leader.rpc('reserve_reading_group_email_invitations', { p_group: groupId, p_count: emails.length });
  if (error) {
    if (refusalKey(error.message)) return reply(statusOf(error.code), { error: error.message });
    console.error('group-invite-email: the invitations could not be counted:', error.message);
    return reply(500, { error: EMAIL_INVITATION_MESSAGES.notSent });
  }
  const reserved = data?.[0];
  if (!reserved) return reply(500, { error: EMAIL_INVITATION_MESSAGES.notSent });

  const siteUrl = env('SITE_URL') || 'http://localhost:4321';
  const email = groupInvitationEmail(language, {
    groupName: reserved.group_name,
    leaderName: reserved.leader_name || null,
    link: inviteLink(siteUrl, reserved.token, language),
    siteUrl: new URL(siteUrl).host,
  });
  const results = await Promise.allSettled(emails.map((to) => sendEmail(emailEnv(), { to, ...email })));
  const failed = results.filter((r) => r.status === 'rejected');
  for (const failure of failed) console.error('group-invite-email: an invitation could not be sent:', (failure.reason as Error).message);
  if (failed.length === results.length) return reply(500, { error: EMAIL_INVITATION_MESSAGES.notSent });
  return reply(200, { sent: results.length - failed.length, sentToday: reserved.sent_today });
});
