/**
 * Which editions' weeks the service worker keeps (docs/offline.md). One worker serves the whole site, but a reader
 * reads one edition: keeping all three weeks would triple what an English reader's device stores. So a new worker
 * keeps the week of each edition a page is open in (the page that registered it, on a first visit) and of each
 * edition the previous build's worker had kept; a reader who opens another edition's page later gets that week too.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';
import { splitLocalePath } from '../i18n/paths.ts';
import { weekListPath } from './week.ts';

/** The edition whose week list is at `pathname` ("/nl/offline/week.json" → nl), or null for any other path. */
export function editionOfWeekList(pathname: string): Locale | null {
  return LOCALES.find((locale) => weekListPath(locale) === pathname) ?? null;
}

/**
 * The editions a worker keeps the week of, in the site's order: those of the open pages' paths and of the week
 * lists the previous worker kept; English when there are none (a worker installed with no page open).
 */
export function weekEditions(openPages: readonly string[], keptWeekLists: readonly string[]): Locale[] {
  const wanted = new Set<Locale>(openPages.map((pathname) => splitLocalePath(pathname).locale));
  for (const list of keptWeekLists) {
    const locale = editionOfWeekList(list);
    if (locale) wanted.add(locale);
  }
  const editions = LOCALES.filter((locale) => wanted.has(locale));
  return editions.length ? editions : [DEFAULT_LOCALE];
}
