/**
 * A signed-in reader's Bible translation, kept with the account (user_preferences.bible_translation): once per
 * browser session the account's choice is applied to this device (or, when the account has none yet, the device's
 * choice is saved to it), and every later change from a TranslationControl ('rd:translation') is saved. The shell
 * (shell.ts) loads this module for the first and for each change, so a page where neither happens does not load it.
 */
import { isTranslation } from '@lib/scripture/translations.ts';
import { applyTranslation, deviceTranslation } from '../lib/translation.ts';
import { bibleTranslation, saveBibleTranslation } from '../data/preferences.ts';
import type { SignedInContext } from './context.ts';
import { markTranslationSynced } from './translation-synced.ts';

/** Saves the reader's choice (the detail of an 'rd:translation' event) with the account; anything else is ignored. */
export async function saveTranslation({ client, session }: SignedInContext, choice: unknown): Promise<void> {
  if (!isTranslation(choice)) return;
  const { error } = await saveBibleTranslation(client, session.user.id, choice);
  if (error) console.error('Could not save the Bible translation:', error.message);
}

export async function syncTranslation(context: SignedInContext): Promise<void> {
  const { data, error } = await bibleTranslation(context.client, context.session.user.id);
  if (error) return console.error('Could not load the Bible translation:', error.message);
  if (isTranslation(data?.bible_translation)) applyTranslation(data.bible_translation);
  else if (deviceTranslation() !== 'kjv') await saveTranslation(context, deviceTranslation());
  markTranslationSynced(context.session.user.id);
}
