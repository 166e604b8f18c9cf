/**
 * The group-invite-email function: the leader's invitations by e-mail. Its refusals carry the groups' own English
 * sentence in the JSON body (the page words it in its language, refusal-words.ts); anything else gets the general one.
 */
import type { PageClient } from '../client/types.ts';
import type { EmailInvitationsSent } from '@lib/groups/email-invitations.ts';
import { functionErrorMessage } from '../function-errors.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { TRY_AGAIN, type Outcome } from '../../lib/groups/outcome.ts';

async function failure(error: unknown): Promise<string> {
  return functionErrorMessage(error, TRY_AGAIN);
}

export async function sendEmailInvitations(client: PageClient, groupId: string, emails: string[], language: Locale): Promise<Outcome<EmailInvitationsSent>> {
  const { data, error } = await client.functions.invoke<EmailInvitationsSent>('group-invite-email', { body: { groupId, emails, language } });
  return error || !data ? { ok: false, message: await failure(error) } : { ok: true, value: data };
}
