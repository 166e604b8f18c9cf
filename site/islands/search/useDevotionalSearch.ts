/**
 * The state of the devotional list and search (site/islands/DevotionalSearch.tsx): the reader's today and the
 * filters of a shared link (known only in the browser), Recent mode's list, Explore mode's progressive search over
 * the manifest's parts newest first, and the filters kept in the address so a list can be bookmarked or shared.
 */
import { useEffect, useState } from 'react';
import { addDays, todayIn } from '@lib/dates.ts';
import {
  allMatches,
  defaultModeResults,
  EXPLORE_LIMIT,
  filtersFromQuery,
  filtersToQuery,
  isFilterActive,
  NO_FILTERS,
  RECENT_DAYS,
  RECENT_LIMIT,
  searchRange,
  type SearchFilters,
} from '../../lib/search/filters.ts';
import { loadBetween, loadIndex, loadPart, loadTextPassages, partsBetween, type ManifestEntry } from '../../lib/search/manifest.ts';
import type { DevotionalSearchProps } from '../DevotionalSearch.tsx';

/** What the list shows: null until the first results are known. */
export interface ListState {
  results: ManifestEntry[] | null;
  /** Older parts of the archive are still being read; more matches may follow. */
  searching: boolean;
  /** More matches than shown: "Load more" shows the next 12. */
  more: boolean;
  /** The results are Explore mode's (a filter's), not Recent mode's. */
  explore?: boolean;
}

export function useDevotionalSearch({ buildToday, timeZone, recent, tags, doctrines, series = [] }: DevotionalSearchProps) {
  const [filters, setFilters] = useState<SearchFilters>(NO_FILTERS);
  const [today, setToday] = useState(buildToday);
  const [limit, setLimit] = useState(EXPLORE_LIMIT);
  const [list, setList] = useState<ListState>({ results: recent.slice(0, RECENT_LIMIT), searching: false, more: false });
  // True once the URL's filters are in state; until then the address must not be rewritten.
  const [urlRead, setUrlRead] = useState(false);

  const active = isFilterActive(filters);
  const query = filtersToQuery(filters);

  // The reader's today and the filters of a shared link are only known in the browser.
  useEffect(() => {
    setToday(todayIn(timeZone));
    // A reader who typed before this ran (the keystroke that woke the island) keeps what they typed.
    setFilters((current) =>
      isFilterActive(current)
        ? current
        : filtersFromQuery(window.location.search, { doctrines, tags: tags.map((t) => t.slug), series: series.map((s) => s.slug) }),
    );
    setUrlRead(true);
  }, [timeZone, doctrines, tags, series]);

  // Other filters: start again from the first 12.
  useEffect(() => setLimit(EXPLORE_LIMIT), [query]);

  // Recent mode: the prebuilt list on the build's day, else the few days before the reader's today.
  useEffect(() => {
    if (active) return;
    if (today === buildToday) {
      setList({ results: recent.slice(0, RECENT_LIMIT), searching: false, more: false });
      return;
    }
    let current = true;
    setList({ results: null, searching: true, more: false });
    loadBetween(addDays(today, -RECENT_DAYS), addDays(today, -1))
      .then((entries) => current && setList({ results: defaultModeResults(entries, today), searching: false, more: false }))
      .catch((error) => {
        // Search errors are not shown to the reader; the list stays as built.
        console.warn('Could not load the devotional list:', error);
        if (current) setList({ results: recent.slice(0, RECENT_LIMIT), searching: false, more: false });
      });
    return () => {
      current = false;
    };
  }, [active, today, buildToday, recent]);

  // Explore mode: the archive's parts newest first, showing matches as each arrives, until one more than shown.
  useEffect(() => {
    if (!active) return;
    let current = true;
    // Earlier matches stay while the next keystroke's are found; Recent mode's list gives way to skeletons.
    setList((shown) => ({ results: shown.explore ? shown.results : null, searching: true, more: false, explore: true }));
    (async () => {
      const scripture = filters.scripture.trim();
      const [index, textPassages] = await Promise.all([loadIndex(), scripture ? loadTextPassages(scripture) : null]);
      const { from, to } = searchRange(filters, today);
      const parts = partsBetween(index, from, to);
      const loaded: ManifestEntry[] = [];
      let matches: ManifestEntry[] = [];
      for (const part of parts) {
        loaded.push(...(await loadPart(part.year)));
        if (!current) return;
        matches = allMatches(loaded, filters, today, textPassages);
        if (matches.length > limit) break;
        // Progressive: what is found so far is already in order, older parts can only add below it.
        setList({ results: matches.slice(0, limit), searching: true, more: false, explore: true });
      }
      if (current) setList({ results: matches.slice(0, limit), searching: false, more: matches.length > limit, explore: true });
    })().catch((error) => {
      console.warn('Could not load the devotional list:', error);
      if (current) setList({ results: [], searching: false, more: false, explore: true });
    });
    return () => {
      current = false;
    };
    // `query` stands for `filters`: a new object with the same filters must not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [active, query, today, limit]);

  // Keep the filters in the address so a filtered list can be bookmarked or shared.
  useEffect(() => {
    if (!urlRead) return;
    const url = `${window.location.pathname}${query}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(null, '', url);
  }, [query, urlRead]);

  return {
    filters,
    setFilters,
    update: (patch: Partial<SearchFilters>) => setFilters((f) => ({ ...f, ...patch })),
    clearAll: () => setFilters(NO_FILTERS),
    loadMore: () => setLimit((n) => n + EXPLORE_LIMIT),
    active,
    list,
    urlRead,
  };
}
