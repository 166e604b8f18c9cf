/**
 * The device's Bible translation in the browser: localStorage 'translation' and html[data-translation], as the
 * head script (head-scripts/text-size.js) and TranslationControl.astro keep them. Setting it here tells the page's
 * controls ('rd:translation-applied') so their pressed state follows.
 */
import { DEFAULT_TRANSLATION, editionBible, isTranslation, translationOrDefault, type BibleId, type TranslationId } from '@lib/scripture/translations.ts';
import type { Locale } from '@lib/i18n/locales.ts';

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

/**
 * The Bible a page of `locale` shows the reader: on the English pages the device's choice above; on a Dutch or
 * Spanish page its own Bible (SV, RV1909) unless the reader chose the KJV or the BSB there (localStorage
 * 'translation-nl' / 'translation-es', as head-scripts/text-size.js keeps it).
 */
export function editionDeviceBible(locale: Locale): BibleId {
  if (locale === 'en') return deviceTranslation();
  try {
    const chosen = localStorage.getItem(`translation-${locale}`);
    return isTranslation(chosen) ? chosen : editionBible(locale);
  } catch {
    const shown = document.documentElement.dataset.translation;
    return isTranslation(shown) ? shown : editionBible(locale);
  }
}

/** The event a page of `locale` announces when the reader picks a Bible there. */
export function translationEvent(locale: Locale): string {
  return locale === 'en' ? 'rd:translation' : `rd:translation-${locale}`;
}
