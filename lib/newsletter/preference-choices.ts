/**
 * The words of the newsletter's preferences (issues 21 and 33): the translation choice beside the frequency
 * (frequency.ts), the success line, and the refusals the function answers with (preferences.ts validates).
 */
import { TRANSLATION_IDS, TRANSLATIONS, type TranslationId } from '../scripture/translations.ts';
import type { Frequency } from './frequency.ts';

export const PREFERENCE_MESSAGES = {
  frequency: 'Choose daily or weekly.',
  translation: `Choose the ${TRANSLATION_IDS.map((id) => TRANSLATIONS[id].abbreviation).join(' or the ')}.`,
  request: 'Send the token, and daily or weekly, or a Bible translation.',
} as const;

/** The preferences page's success line: how often, and in which translation. */
export function preferencesSaved(frequency: Frequency, translation: TranslationId): string {
  return `Saved. You will receive the ${frequency} e-mail, with Scripture in the ${TRANSLATIONS[translation].abbreviation}.`;
}

/** The translation choice as the preferences page offers it. */
export const TRANSLATION_CHOICES: Record<TranslationId, { label: string; hint: string }> = {
  kjv: { label: `${TRANSLATIONS.kjv.name} (KJV)`, hint: 'The translation each devotional quotes.' },
  bsb: { label: `${TRANSLATIONS.bsb.name} (BSB)`, hint: 'A modern, literal translation in today’s English.' },
};
