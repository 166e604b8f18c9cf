/**
 * The days the service worker keeps without being asked: today's devotional and the previous six released days.
 * The build writes the list (/offline/week.json) from the manifest it read with the anon key, so it holds only
 * released days; this filter repeats the release gate so a list built late cannot name a day after its `today`.
 * Each edition has its own list of its own devotionals (/nl/offline/week.json names /nl/devotional/… pages).
 */
import { addDays, isIsoDate } from '../dates.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { localePath } from '../i18n/paths.ts';

export const OFFLINE_WEEK_DAYS = 7;

export interface OfflineDay {
  /** YYYY-MM-DD in the site time zone. */
  date: string;
  title: string;
  /** Same-origin path of the devotional's page, e.g. /devotional/{id}/. */
  page: string;
  /** Cover image URL, or null. */
  cover: string | null;
}

/** /offline/week.json (and /nl/…, /es/…) */
export interface OfflineWeek {
  /** The site's today when the build ran. */
  siteToday: string;
  /** Newest first; at most OFFLINE_WEEK_DAYS entries, none after siteToday. */
  days: OfflineDay[];
}

/**
 * The week ending on `today` from an edition's released devotionals (any order): newest first, none after today,
 * each linking its page in `locale`'s edition.
 */
export function offlineWeek(
  devotionals: readonly { id: string; date: string; title: string; image: string | null }[],
  today: string,
  locale: Locale = DEFAULT_LOCALE,
): OfflineWeek {
  if (!isIsoDate(today)) throw new RangeError(`"${today}" is not a YYYY-MM-DD date`);
  const first = addDays(today, -(OFFLINE_WEEK_DAYS - 1));
  const days = devotionals
    .filter((d) => d.date >= first && d.date <= today)
    .sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : b.date.localeCompare(a.date)))
    .map((d) => ({ date: d.date, title: d.title, page: devotionalPath(d.id, locale), cover: d.image }));
  return { siteToday: today, days };
}

export function devotionalPath(id: string, locale: Locale = DEFAULT_LOCALE): string {
  return localePath(locale, `/devotional/${encodeURIComponent(id)}/`);
}

/** Where the build writes an edition's week list: /offline/week.json, /nl/offline/week.json, /es/offline/week.json. */
export function weekListPath(locale: Locale): string {
  return localePath(locale, '/offline/week.json');
}
