/**
 * What a Dutch or Spanish devotional page shows of Scripture: its edition's own Bible (stored with the devotional)
 * first and chosen by default, then the KJV and the BSB (lib/scripture/translations.ts translationsFor).
 * The English pages keep the KJV and the BSB, with the KJV stored.
 */
import type { Locale } from '@lib/i18n/locales.ts';
import { editionBible, TRANSLATIONS, type TranslationInfo } from '@lib/scripture/translations.ts';

/** The Bible a Dutch or Spanish devotional stores; none for the English edition (its stored text is the KJV). */
export function ownBible(locale: Locale): TranslationInfo | null {
  return locale === 'en' ? null : TRANSLATIONS[editionBible(locale)];
}
