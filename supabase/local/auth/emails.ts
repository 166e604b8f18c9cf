/**
 * The e-mails GoTrue sends (confirmation, recovery, magic link, e-mail change, invite), delivered to the
 * local mailbox, in config.toml's templates where it names one (email-templates.ts), else GoTrue's own wording. As in GoTrue, each carries a six-digit code and a link; the link holds the token hash
 * (sha256 of e-mail + code), which is what auth.users stores.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Services } from '../context.ts';
import type { LocalConfig } from '../config.ts';
import { renderTemplate, TEMPLATE_NAMES, textFromHtml, type TemplateValues } from './email-templates.ts';
import { escapeHtml } from '@lib/escape.ts';

export type EmailOtpType = 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite';

/** GoTrue's MAILER_OTP_EXP default: links and codes are good for an hour. */
export const EMAIL_OTP_LIFETIME_SECONDS = 3600;

export function tokenHashFor(email: string, otp: string): string {
  return createHash('sha256')
    .update(email.toLowerCase() + otp)
    .digest('hex');
}

export function newEmailOtp(email: string): { otp: string; tokenHash: string } {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { otp, tokenHash: tokenHashFor(email, otp) };
}

/**
 * GoTrue sends people back only to the site URL or an allow-listed URL (URI_ALLOW_LIST, where `*` matches
 * within a path segment and `**` across segments); anything else falls back to the site URL.
 */
export function resolveRedirect(config: LocalConfig, requested: string | null | undefined): string {
  if (!requested) return config.siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return config.siteUrl;
  }
  const site = new URL(config.siteUrl);
  if (url.origin === site.origin) return requested;
  for (const pattern of config.redirectUrls) {
    if (globToRegExp(pattern).test(requested)) return requested;
  }
  return config.siteUrl;
}

function globToRegExp(pattern: string): RegExp {
  const segment = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp('^' + pattern.split('**').map(segment).join('.*') + '$');
}

const SUBJECTS: Record<EmailOtpType, string> = {
  signup: 'Confirm Your Signup',
  recovery: 'Reset Your Password',
  magiclink: 'Your Magic Link',
  email_change: 'Confirm Email Change',
  invite: 'You have been invited',
};

const ACTIONS: Record<EmailOtpType, string> = {
  signup: 'Follow this link to confirm your user:',
  recovery: 'Follow this link to reset the password for your user:',
  magiclink: 'Follow this link to login:',
  email_change: 'Follow this link to confirm the update of your email:',
  invite: 'You have been invited to create a user. Follow this link to accept the invite:',
};

export function verifyLink(baseUrl: string, type: EmailOtpType, tokenHash: string, redirectTo: string): string {
  const q = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo });
  return `${baseUrl}/auth/v1/verify?${q}`;
}

/** The addresses an e-mail is about: the account's, and for an e-mail change the new one. */
export interface EmailAddresses {
  email: string;
  newEmail?: string;
}

export function sendAuthEmail(
  services: Services,
  type: EmailOtpType,
  to: string,
  otp: { otp: string; tokenHash: string },
  redirectTo: string,
  addresses: EmailAddresses = { email: to },
  userMetadata: Record<string, unknown> = {},
): string {
  const link = verifyLink(services.baseUrl, type, otp.tokenHash, redirectTo);
  const template = services.config.emailTemplates[TEMPLATE_NAMES[type]];
  if (template) {
    const values: TemplateValues = {
      ConfirmationURL: link,
      Token: otp.otp,
      TokenHash: otp.tokenHash,
      SiteURL: services.config.siteUrl,
      RedirectTo: redirectTo,
      Email: addresses.email,
      NewEmail: addresses.newEmail ?? '',
      Data: userMetadata,
    };
    const html = renderTemplate(template.body, values);
    const subject = renderTemplate(template.subject, values, false);
    services.mailbox.deliver({ to, subject, text: textFromHtml(html), html, link, otp: otp.otp, type });
    return link;
  }
  const action = ACTIONS[type];
  services.mailbox.deliver({
    to,
    subject: SUBJECTS[type],
    text: `${SUBJECTS[type]}\n\n${action}\n${link}\n\nAlternatively, enter the code: ${otp.otp}\n`,
    html: `<h2>${SUBJECTS[type]}</h2>\n<p>${action}</p>\n<p><a href="${escapeHtml(link)}">${SUBJECTS[type]}</a></p>\n<p>Alternatively, enter the code: ${otp.otp}</p>\n`,
    link,
    otp: otp.otp,
    type,
  });
  return link;
}
