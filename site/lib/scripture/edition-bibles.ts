/**
 * What a Dutch or Spanish devotional page shows of Scripture: its edition's own Bible (stored with the devotional)
 * first and chosen by default, then the KJV and the BSB (issue 34). The English pages keep the KJV and the BSB.
 */
import type { Locale } from '@lib/i18n/locales.ts';

export interface EditionBible {
  id: string;
  abbreviation: string;
  name: string;
}

const OWN_BIBLES: Partial<Record<Locale, EditionBible>> = {
  nl: { id: 'sv', abbreviation: 'SV', name: 'Statenvertaling' },
  es: { id: 'rv1909', abbreviation: 'RV1909', name: 'Reina-Valera 1909' },
};

/** The Bible a Dutch or Spanish devotional stores; none for the English edition (its stored text is the KJV). */
export function ownBible(locale: Locale): EditionBible | null {
  return OWN_BIBLES[locale] ?? null;
}
