/**
 * The Bible a newsletter subscriber's e-mails quote (issues 33 and 34). newsletter_subscribers.bible_translation
 * names it: the KJV or the BSB in any edition, or the subscriber's edition's own Bible (the Statenvertaling for a
 * Dutch subscriber, the Reina-Valera 1909 for a Spanish one), which is what a sign-up from that edition stores. A
 * Dutch or Spanish Bible stored for a subscriber of another language (they signed up again from another edition)
 * means "my edition's own", so it follows their language; anything unknown is the edition's own Bible too.
 */
import type { Locale } from '../i18n/locales.ts';
import { editionBible, isTranslation, type BibleId } from '../scripture/translations.ts';

export function subscriberBible(stored: unknown, language: Locale): BibleId {
  return isTranslation(stored) ? stored : editionBible(language);
}
