/**
 * A signed-in reader's Bible translation, kept with the account (user_preferences.bible_translation): once per
 * browser session the account's choice is applied to this device (or, when the account has none yet, the device's
 * choice is saved to it), and every later change from a TranslationControl ('rd:translation') is saved.
 */
import { isTranslation, type TranslationId } from '@lib/scripture/translations.ts';
import { applyTranslation, deviceTranslation } from '../lib/translation.ts';
import { bibleTranslation, saveBibleTranslation } from '../data/preferences.ts';
import type { SignedInContext } from './context.ts';

const SYNCED = 'rd-translation-synced';

async function save({ client, session }: SignedInContext, translation: TranslationId): Promise<void> {
  const { error } = await saveBibleTranslation(client, session.user.id, translation);
  if (error) console.error('Could not save the Bible translation:', error.message);
}

export async function syncTranslation(context: SignedInContext): Promise<void> {
  window.addEventListener('rd:translation', (event) => {
    const choice = (event as CustomEvent<unknown>).detail;
    if (isTranslation(choice)) void save(context, choice);
  });
  const marker = `${SYNCED}:${context.session.user.id}`;
  try {
    if (sessionStorage.getItem(marker)) return;
  } catch {
    // No session storage: sync on every page instead.
  }
  const { data, error } = await bibleTranslation(context.client, context.session.user.id);
  if (error) return console.error('Could not load the Bible translation:', error.message);
  if (isTranslation(data?.bible_translation)) applyTranslation(data.bible_translation);
  else if (deviceTranslation() !== 'kjv') await save(context, deviceTranslation());
  try {
    sessionStorage.setItem(marker, '1');
  } catch {
    // As above.
  }
}
