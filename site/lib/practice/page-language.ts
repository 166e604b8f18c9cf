/** The edition a practice page is in, from its `<html lang>` ("nl"); English when it names none of the editions. */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lib/i18n/locales.ts';

export function pageLanguage(lang: string | undefined = globalThis.document?.documentElement.lang): Locale {
  const language = lang?.toLowerCase().split('-')[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
