/**
 * The site's editions: English at the root, Dutch under /nl/, Spanish under /es/. A page's edition is
 * decided by its address alone; nothing is guessed from the browser on a static page.
 */
export const LOCALES = ['en', 'nl', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Each edition's name in its own language, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', nl: 'Nederlands', es: 'Español' };

/** The BCP 47 tag dates and numbers are formatted with (the English edition has always written US dates). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', nl: 'nl-NL', es: 'es-ES' };

/** `og:locale` values (language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', nl: 'nl_NL', es: 'es_ES' };
