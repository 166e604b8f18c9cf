/**
 * Edition pages in Astro: a page under site/pages/[...lang]/ is built once per edition, English at its own
 * address (lang undefined) and the others under /nl/ and /es/. `editionPaths()` is its getStaticPaths, or the
 * edition half of one; `pageLocale(Astro.url)` tells a component which edition it renders in.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@lib/i18n/locales.ts';
import { localeOfUrl, localePath } from '@lib/i18n/paths.ts';
import { translator, type Translator } from '@lib/i18n/messages.ts';
import { editionHref } from './edition-routes.ts';

export interface EditionParams {
  lang: string | undefined;
}

/** The `lang` route parameter of an edition: undefined for English (no prefix). */
export function langParam(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/** One static path per edition, each with its locale as a prop. */
export function editionPaths(): { params: EditionParams; props: { locale: Locale } }[] {
  return LOCALES.map((locale) => ({ params: { lang: langParam(locale) }, props: { locale } }));
}

/**
 * The edition of the page being rendered, its messages, and its links: `const { locale, t, href } = edition(Astro.url)`;
 * `href('/archive/')` is the archive of this edition where the edition has one (edition-routes.ts).
 */
export function edition(url: URL): { locale: Locale; t: Translator; href: (path: string) => string } {
  const locale = localeOfUrl(url);
  return { locale, t: translator(locale), href: (path: string) => editionHref(locale, path) };
}

/** Where a page exists in each edition: the same path in all three (the usual case for a page that is not content). */
export function inEveryEdition(path: string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, path)])) as Record<Locale, string>;
}
