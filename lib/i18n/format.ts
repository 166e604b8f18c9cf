/**
 * Filling a message's placeholders, apart from the catalogues so browser code can use it without loading them
 * (lib/i18n/messages.ts imports every language).
 */
import { INTL_LOCALES, type Locale } from './locales.ts';

/** Values a placeholder may take. */
export type MessageParams = Record<string, string | number>;

/** Fills "{name}" placeholders; a placeholder without a value is left as written, so a test sees it. */
export function format(message: string, params?: MessageParams): string {
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A counted message from an island's messages: `key` + ".one" or ".other" by the language's rules, {count} filled. */
export function formatPlural(messages: Record<string, string>, locale: Locale, key: string, count: number, params?: MessageParams): string {
  const form = new Intl.PluralRules(INTL_LOCALES[locale]).select(count) === 'one' ? 'one' : 'other';
  const message = messages[`${key}.${form}`];
  if (message === undefined) throw new Error(`No message ${key}.${form}`);
  return format(message, { count: new Intl.NumberFormat(INTL_LOCALES[locale]).format(count), ...params });
}
