/**
 * The account's Bible choice per edition: the English pages keep user_preferences.bible_translation (KJV
 * or BSB); each translated edition keeps its own apart, in its row of reader_bibles, offering the edition's own Bible
 * first (lib/scripture/translations.ts), which applies until one is chosen.
 */
import type { Locale } from '@lib/i18n/locales.ts';
import { editionBible, translationsFor, type BibleId } from '@lib/scripture/translations.ts';

// Where each choice is kept is the account's, shared with the data export (lib/account/bible-choices.ts).
export { storedBibleChoice } from '@lib/account/bible-choices.ts';

/** The stored choice if the edition offers it, else `fallback` (the device's, on English pages), else the edition's own Bible. */
export function editionChoice(locale: Locale, stored: unknown, fallback?: BibleId): BibleId {
  const offered = translationsFor(locale);
  if (typeof stored === 'string' && (offered as string[]).includes(stored)) return stored as BibleId;
  if (fallback && offered.includes(fallback)) return fallback;
  return editionBible(locale);
}
