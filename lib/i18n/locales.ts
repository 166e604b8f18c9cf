/**
 * The site's editions: English at the root, Dutch under /nl/, Spanish under /es/. A page's edition is decided by its
 * address alone; nothing is guessed from the browser on a static page. The editions themselves are
 * lib/editions/registry.ts; this module gives the site's names for what derives from it.
 */
import { editionField } from '../editions/registry.ts';

export { DEFAULT_LOCALE, LOCALES, isLocale, isTranslatedLocale, type Locale } from '../editions/registry.ts';

/** Each edition's name in its own language, as the language switcher shows it. */
export const LOCALE_NAMES = editionField('name');

/** The BCP 47 tag dates and numbers are formatted with. */
export const INTL_LOCALES = editionField('intlLocale');

/** `og:locale` values (language_TERRITORY). */
export const OG_LOCALES = editionField('ogLocale');
