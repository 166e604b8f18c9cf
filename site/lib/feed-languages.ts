/** The RSS <language> of each edition's feeds (RFC 1766 tags, as RSS 2.0 asks; the English feeds have always said en-us). */
import type { Locale } from '@lib/i18n/locales.ts';

export const FEED_LANGUAGES: Record<Locale, string> = { en: 'en-us', nl: 'nl-nl', es: 'es-es' };
