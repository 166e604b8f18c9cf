/**
 * The two e-mails of deleting an account, in the reader's language: the one-time code that confirms it, and the
 * word afterwards that it is done (so an owner whose session was stolen learns of it at once). The language is
 * the edition of the page the reader asked from, else the one they signed up in (user_metadata.locale, which the
 * Auth e-mails also follow), else English.
 */
import { escapeHtml } from '../escape.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales.ts';
import { translator } from '../i18n/messages.ts';

export interface DeletionEmail {
  subject: string;
  text: string;
  html: string;
}

export function deletionEmailLanguage(requested: unknown, userMetadata: Record<string, unknown> | undefined): Locale {
  if (isLocale(requested)) return requested;
  const signedUpIn = userMetadata?.locale;
  return isLocale(signedUpIn) ? signedUpIn : DEFAULT_LOCALE;
}

export function deletionCodeEmail(language: Locale, code: string): DeletionEmail {
  const t = translator(language);
  return {
    subject: t('email.deletionCode.subject'),
    text: `${t('email.deletionCode.body')}\n\n${code}\n\n${t('email.deletionCode.notYou')}\n`,
    html: `<p>${escapeHtml(t('email.deletionCode.body'))}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>
<p>${escapeHtml(t('email.deletionCode.notYou'))}</p>`,
  };
}

export function accountDeletedEmail(language: Locale): DeletionEmail {
  const t = translator(language);
  return {
    subject: t('email.accountDeleted.subject'),
    text: `${t('email.accountDeleted.body')}\n\n${t('email.accountDeleted.notYou')}\n`,
    html: `<p>${escapeHtml(t('email.accountDeleted.body'))}</p>
<p>${escapeHtml(t('email.accountDeleted.notYou'))}</p>`,
  };
}
