/**
 * The messages an island needs, in one edition: those under each of its areas' prefixes ("settings.", "auth.code.").
 * Only these travel to the page, never a whole catalogue.
 */
import type { Locale } from '@lib/i18n/locales.ts';
import { messagesWithPrefix } from '@lib/i18n/messages.ts';

export function islandMessages(locale: Locale, ...prefixes: string[]): Record<string, string> {
  return Object.assign({}, ...prefixes.map((prefix) => messagesWithPrefix(locale, prefix))) as Record<string, string>;
}
