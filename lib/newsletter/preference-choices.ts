/**
 * The words of the newsletter's preferences (issues 21 and 33): the refusals the function answers with
 * (preferences.ts validates). The page's own words are in the catalogues (newsletter-preferences.ts).
 */
import { TRANSLATIONS, translationsFor, type Locale } from '../scripture/translations.ts';

/** "Choose the KJV or the BSB." for an English subscriber; "Choose the SV, the KJV or the BSB." for a Dutch one. */
export function translationRefusal(language: Locale): string {
  const offered = translationsFor(language).map((id) => `the ${TRANSLATIONS[id].abbreviation}`);
  return `Choose ${offered.slice(0, -1).join(', ')} or ${offered.at(-1)}.`;
}

export const PREFERENCE_MESSAGES = {
  frequency: 'Choose daily or weekly.',
  translation: translationRefusal('en'),
  request: 'Send the token, and daily or weekly, or a Bible translation.',
} as const;
