/**
 * The newsletter's token links. An e-mail's links open a page of the site whose button does the change by POST,
 * because mail scanners follow every link in a message with GET: a change made on GET would be made for readers who
 * never asked for it. The List-Unsubscribe header points at the function itself: mail programs POST
 * `List-Unsubscribe=One-Click` to it (RFC 8058).
 */
import { DEFAULT_LOCALE, type Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';

export type TokenAction = 'confirm' | 'unsubscribe' | 'preferences';

export const TOKEN = /^[0-9a-f]{64}$/;

function trimmed(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The site page an e-mail link opens: a button that confirms or unsubscribes, or the choice of daily or weekly.
 * The preferences page takes the unsubscribe token: the same secret already lets its holder stop all e-mail.
 * A subscriber's links open their edition's page (/nl/newsletter/…); English pages keep their addresses.
 */
export function newsletterPageLink(siteUrl: string, action: TokenAction, token: string, language: Locale = DEFAULT_LOCALE): string {
  return `${trimmed(siteUrl)}${localePath(language, `/newsletter/${action}/`)}?token=${encodeURIComponent(token)}`;
}

/** The function's own address for an action: the target of the page's button and of one-click unsubscribe. */
export function newsletterFunctionLink(supabaseUrl: string, action: TokenAction, token: string): string {
  return `${trimmed(supabaseUrl)}/functions/v1/newsletter/${action}?token=${encodeURIComponent(token)}`;
}

/** A fresh 64-hex-digit token, as the database's default makes them. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The cover the site shows when a devotional has none (site/data/build/devotionals.ts). */
export const DEFAULT_COVER_PATH = '/images/default-devotional.svg';

/** A stored address (a cover, a narration) as a link in an e-mail: absolute URLs as they are, site paths under the site. */
export function siteAddress(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${trimmed(siteUrl)}${url.startsWith('/') ? '' : '/'}${url}`;
}
