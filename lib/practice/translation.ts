/**
 * Which translation a card is practised in: a family learner's own choice, else the reader's (the device's or the
 * account's). Progress is kept per item (`verse:<devotional id>`), so changing translation keeps what was learned;
 * the card then shows and checks the words of the chosen translation, where the build could resolve them.
 */
import { DEFAULT_TRANSLATION, isTranslation, type TranslationId } from '../scripture/translations.ts';
import type { PracticeItem } from './types.ts';

export function learnerTranslation(learnerChoice: string | null | undefined, readerChoice: TranslationId): TranslationId {
  return isTranslation(learnerChoice) ? learnerChoice : readerChoice;
}

/** The item as practised in `translation`: its prompt and words there, or the KJV's where it has none. */
export function itemInTranslation(item: PracticeItem, translation: TranslationId): PracticeItem {
  if (translation === DEFAULT_TRANSLATION) return item;
  const other = item.translations?.[translation];
  return other ? { ...item, prompt: other.prompt, text: other.text } : item;
}
