/**
 * The devotional list and search rules, as pure functions over the manifest.
 *   Recent Devotionals (no filter): up to 6 from the previous 6 days, today excluded.
 *   Explore Devotionals (any filter): up to 12 matching, newest first.
 */
import { addDays } from '@lib/dates.ts';
import type { ManifestEntry } from './manifest.ts';

export const RECENT_DAYS = 6;
export const RECENT_LIMIT = 6;
export const EXPLORE_LIMIT = 12;
export const TAG_CHIP_COUNT = 10;

export interface SearchFilters {
  /** Search by Title: case-insensitive contains. */
  title: string;
  /** Search by Scripture: biblical_passage or scripture_text, case-insensitive contains. */
  scripture: string;
  /** From, YYYY-MM-DD, inclusive; "" for none. */
  from: string;
  /** To, YYYY-MM-DD, inclusive; "" for none. */
  to: string;
  /** Selected key doctrines; a devotional matches when any is a substring of its key_doctrine. */
  doctrines: string[];
  /** Selected tag slugs; a devotional matches when it has at least one. */
  tags: string[];
  /** A series' slug: only its parts match; "" for any (a devotional is a part of one series at most). */
  series: string;
}

export const NO_FILTERS: SearchFilters = { title: '', scripture: '', from: '', to: '', doctrines: [], tags: [], series: '' };

function contains(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

/** Any filter set: switches the list from Recent to Explore. Blank text boxes do not count. */
export function isFilterActive(filters: SearchFilters): boolean {
  return (
    filters.title.trim() !== '' ||
    filters.scripture.trim() !== '' ||
    filters.from !== '' ||
    filters.to !== '' ||
    filters.doctrines.length > 0 ||
    filters.tags.length > 0 ||
    filters.series !== ''
  );
}

/**
 * Whether one devotional passes every active filter. `textPassages` are the passage numbers whose KJV text holds
 * the scripture query's words (./words.ts); without it only the passage reference is searched.
 */
export function matchesFilters(entry: ManifestEntry, filters: SearchFilters, textPassages: ReadonlySet<number> | null = null): boolean {
  const title = filters.title.trim();
  if (title && !contains(entry.title, title)) return false;
  const scripture = filters.scripture.trim();
  if (scripture && !contains(entry.passage, scripture) && !textPassages?.has(entry.p)) return false;
  if (filters.from && entry.date < filters.from) return false;
  if (filters.to && entry.date > filters.to) return false;
  if (filters.doctrines.length > 0 && !filters.doctrines.some((doctrine) => contains(entry.doctrine, doctrine))) return false;
  if (filters.tags.length > 0 && !filters.tags.some((tag) => entry.tags.includes(tag))) return false;
  if (filters.series && entry.series !== filters.series) return false;
  return true;
}

export function newestFirst(a: ManifestEntry, b: ManifestEntry): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : a.id.localeCompare(b.id);
}

/** Recent Devotionals: released in the 6 days before `today`, newest first, at most 6. */
export function defaultModeResults(devotionals: ManifestEntry[], today: string): ManifestEntry[] {
  const earliest = addDays(today, -RECENT_DAYS);
  return devotionals
    .filter((d) => d.date >= earliest && d.date < today)
    .sort(newestFirst)
    .slice(0, RECENT_LIMIT);
}

/** Explore Devotionals: every match among `devotionals` released on or before `today`, newest first (shown 12 at a time). */
export function allMatches(
  devotionals: ManifestEntry[],
  filters: SearchFilters,
  today: string,
  textPassages: ReadonlySet<number> | null = null,
): ManifestEntry[] {
  return devotionals.filter((d) => d.date <= today && matchesFilters(d, filters, textPassages)).sort(newestFirst);
}

/** The dates a filtered search has to read: from the From date (or the beginning) to the To date or today. */
export function searchRange(filters: SearchFilters, today: string): { from: string; to: string } {
  return { from: filters.from, to: filters.to && filters.to < today ? filters.to : today };
}

export function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export interface ActiveFilterBadge {
  /** Stable key, also the badge's test hook. */
  key: string;
  label: string;
  /** The filters with this one removed. */
  without: SearchFilters;
}

/** The removable badges of the active filters, in the order the controls appear. */
export type BadgeKind = 'title' | 'scripture' | 'from' | 'to' | 'doctrine' | 'series';

const ENGLISH_BADGES: Record<BadgeKind, string> = { title: 'Title: ', scripture: 'Scripture: ', from: 'From: ', to: 'To: ', doctrine: '', series: 'Series: ' };

function englishBadgeLabel(kind: BadgeKind, value: string): string {
  return `${ENGLISH_BADGES[kind]}${value}`;
}

export function activeFilterBadges(
  filters: SearchFilters,
  tagName: (slug: string) => string,
  dateLabel: (isoDate: string) => string,
  seriesTitle: (slug: string) => string = (slug) => slug,
  /** A badge's words in the page's edition (English by default). */
  badgeLabel: (kind: BadgeKind, value: string) => string = englishBadgeLabel,
): ActiveFilterBadge[] {
  const badges: ActiveFilterBadge[] = [];
  if (filters.title.trim()) badges.push({ key: 'title', label: badgeLabel('title', filters.title.trim()), without: { ...filters, title: '' } });
  if (filters.scripture.trim())
    badges.push({ key: 'scripture', label: badgeLabel('scripture', filters.scripture.trim()), without: { ...filters, scripture: '' } });
  if (filters.from) badges.push({ key: 'from', label: badgeLabel('from', dateLabel(filters.from)), without: { ...filters, from: '' } });
  if (filters.to) badges.push({ key: 'to', label: badgeLabel('to', dateLabel(filters.to)), without: { ...filters, to: '' } });
  for (const doctrine of filters.doctrines)
    badges.push({
      key: `doctrine:${doctrine}`,
      label: badgeLabel('doctrine', doctrine),
      without: { ...filters, doctrines: filters.doctrines.filter((d) => d !== doctrine) },
    });
  for (const tag of filters.tags)
    badges.push({ key: `tag:${tag}`, label: `#${tagName(tag)}`, without: { ...filters, tags: filters.tags.filter((t) => t !== tag) } });
  if (filters.series) badges.push({ key: 'series', label: badgeLabel('series', seriesTitle(filters.series)), without: { ...filters, series: '' } });
  return badges;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Filters from a query string such as "?title=shepherd&doctrine=Providence&tag=grace&series=psalms". Unknown values are dropped. */
export function filtersFromQuery(search: string, known: { doctrines: readonly string[]; tags: readonly string[]; series?: readonly string[] }): SearchFilters {
  const params = new URLSearchParams(search);
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const unique = (values: string[]) => [...new Set(values)];
  return {
    title: params.get('title') ?? '',
    scripture: params.get('scripture') ?? '',
    from: date('from'),
    to: date('to'),
    doctrines: unique(params.getAll('doctrine').filter((d) => known.doctrines.includes(d))),
    tags: unique(params.getAll('tag').filter((t) => known.tags.includes(t))),
    series: known.series?.find((slug) => slug === params.get('series')) ?? '',
  };
}

/** The query string that reproduces `filters` ("" when none is active), so a filtered list can be shared. */
export function filtersToQuery(filters: SearchFilters): string {
  const params = new URLSearchParams();
  if (filters.title.trim()) params.set('title', filters.title);
  if (filters.scripture.trim()) params.set('scripture', filters.scripture);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  for (const doctrine of filters.doctrines) params.append('doctrine', doctrine);
  for (const tag of filters.tags) params.append('tag', tag);
  if (filters.series) params.set('series', filters.series);
  const query = params.toString();
  return query ? `?${query}` : '';
}
