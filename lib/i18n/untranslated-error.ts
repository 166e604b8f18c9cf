/**
 * A server's error sentence where no catalogue message names it. The database and GoTrue word their
 * errors in English: an English page shows such a sentence as it came, and a Dutch or Spanish page the page's own
 * general failure message instead, so a reader is never answered in another language.
 */
import type { Locale } from '@lib/i18n/locales.ts';

export function untranslatedError(locale: Locale, message: string | null | undefined, fallback: string): string {
  return locale === 'en' && message ? message : fallback;
}
