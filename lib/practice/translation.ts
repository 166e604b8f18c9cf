/**
 * Which translation a card is practised in: a family learner's own choice, else the reader's (the device's or the
 * account's; on a Dutch or Spanish page the edition's Bible unless the reader chose the KJV or the BSB there).
 * Progress is kept per item (`verse:<devotional id>`), so changing translation keeps what was learned; the card
 * then shows and checks the words of the chosen translation, where the build could resolve them.
 */
import type { Locale } from '../i18n/locales.ts';
import { isTranslation, TRANSLATIONS, type BibleId } from '../scripture/translations.ts';
import type { PracticeItem } from './types.ts';

export function learnerTranslation(learnerChoice: string | null | undefined, readerChoice: BibleId): BibleId {
  return isTranslation(learnerChoice) ? learnerChoice : readerChoice;
}

/** The language a card's words are in: the item's, English unless it names another. */
export function itemLanguage(item: Pick<PracticeItem, 'language'>): Locale {
  return item.language ?? 'en';
}

/**
 * The item as practised in `translation`: its prompt and words there (with that Bible's language, which the check
 * follows), or its stored words where it has none in that translation.
 */
export function itemInTranslation(item: PracticeItem, translation: BibleId): PracticeItem {
  if (translation === (item.bible ?? 'kjv')) return item;
  const other = item.translations?.[translation];
  if (!other) return item;
  const card: PracticeItem = { ...item, prompt: other.prompt, text: other.text };
  delete card.language;
  delete card.bible;
  const language = TRANSLATIONS[translation].language;
  if (language !== 'en') card.language = language;
  if (translation !== 'kjv') card.bible = translation;
  return card;
}
