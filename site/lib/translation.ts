/**
 * The device's Bible translation in the browser: localStorage 'translation' and html[data-translation], as the
 * head script (TextSizeScript.astro) and TranslationControl.astro keep them. Setting it here tells the page's
 * controls ('rd:translation-applied') so their pressed state follows.
 */
import { DEFAULT_TRANSLATION, translationOrDefault, type TranslationId } from '@lib/scripture/translations.ts';

const KEY = 'translation';

export function deviceTranslation(): TranslationId {
  try {
    return translationOrDefault(localStorage.getItem(KEY));
  } catch {
    return translationOrDefault(document.documentElement.dataset.translation);
  }
}

export function applyTranslation(translation: TranslationId): void {
  const root = document.documentElement;
  if (translation === DEFAULT_TRANSLATION) delete root.dataset.translation;
  else root.dataset.translation = translation;
  try {
    if (translation === DEFAULT_TRANSLATION) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, translation);
  } catch {
    // Private mode without storage: this page still follows.
  }
  window.dispatchEvent(new Event('rd:translation-applied'));
}
