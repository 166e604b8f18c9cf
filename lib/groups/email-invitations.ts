/**
 * Inviting to a reading group by e-mail (the group-invite-email function): the request it takes (addresses read as
 * the group's page reads them, invite-addresses.ts) and the invitation's e-mail in the leader's edition's language. The link is the group's own invite link (invite-link.ts), read from the database by the function, never
 * taken from the request. Nothing says whether an address has an account: every address gets the same e-mail.
 */
import { z } from 'zod';
import '../zod-csp.ts';
import { escapeHtml } from '../escape.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { translator } from '../i18n/messages.ts';
import { EMAIL_ADDRESS, MAX_ADDRESS_LENGTH, MAX_EMAIL_INVITATIONS } from './invite-addresses.ts';

/** The function's refusals of its own, in English; lib/groups/refusals.ts gives each its catalogue key. */
export const EMAIL_INVITATION_MESSAGES = {
  addresses: 'Enter 1 to 10 valid e-mail addresses.',
  notSent: 'The invitations could not be sent. Please try again later.',
} as const;

const address = z.string().trim().max(MAX_ADDRESS_LENGTH).regex(EMAIL_ADDRESS);

export const emailInvitationRequest = z.object({
  groupId: z.uuid(),
  emails: z.array(address).min(1).max(MAX_EMAIL_INVITATIONS),
  language: z.enum(LOCALES).default('en'),
});

/** The function's answer when the e-mails went out. */
export interface EmailInvitationsSent {
  sent: number;
  /** Invitations by e-mail this leader sent in the last 24 hours, these included. */
  sentToday: number;
}

export interface GroupInvitation {
  groupName: string;
  /** The leader's name as on their profile; null when they gave none. */
  leaderName: string | null;
  /** The group's invite link in the leader's edition. */
  link: string;
  /** The site's address, named at the foot. */
  siteUrl: string;
}

export interface InvitationEmail {
  subject: string;
  text: string;
  html: string;
}

/** The invitation in `language`. The group's and the leader's names are the readers' own words, escaped in the HTML. */
export function groupInvitationEmail(language: Locale, { groupName, leaderName, link, siteUrl }: GroupInvitation): InvitationEmail {
  const t = translator(language);
  const named = leaderName !== null;
  const values = { group: groupName, leader: leaderName ?? '' };
  const subject = t(named ? 'email.groupInvite.subject' : 'email.groupInvite.subjectNoName', values);
  const body = t(named ? 'email.groupInvite.body' : 'email.groupInvite.bodyNoName', values);
  const lines = [body, t('email.groupInvite.how'), t('email.groupInvite.ignore'), t('email.groupInvite.why', { site: siteUrl })];
  return {
    subject,
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n\n${lines[3]}\n`,
    html: `<p>${escapeHtml(lines[0])}</p>
<p>${escapeHtml(lines[1])}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:#7c2d12;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(t('email.groupInvite.action'))}</a></p>
<p style="font-size:13px;color:#57534e">${escapeHtml(lines[2])}</p>
<p style="font-size:13px;color:#57534e">${escapeHtml(lines[3])}</p>`,
  };
}
