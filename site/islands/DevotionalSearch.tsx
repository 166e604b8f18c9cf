/**
 * The devotional list and search section. The build renders it in Recent mode with the
 * results for its today, so it reads without JavaScript; it hydrates on the reader's first interaction
 * (client:interaction), or at once for a shared link with filters, or when the home script finds the reader's today
 * is not the build's. Then it reads the reader's today, any filters in the URL, and the parts of the manifest it
 * needs (/devotionals/{year}.json, newest first: see ./search/manifest.ts), showing results as each part arrives.
 * "Search by Scripture" fetches only the word-index shards of the words typed (./search/words.ts).
 */
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { addDays, todayIn } from '@lib/dates.ts';
import { displayDate, monthDay } from '@lib/display-date.ts';
import {
  activeFilterBadges,
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
  toggle,
  type SearchFilters,
} from '../lib/search/filters.ts';
import { loadBetween, loadIndex, loadPart, loadTextPassages, partsBetween, type ManifestEntry } from '../lib/search/manifest.ts';

export interface TagChip {
  slug: string;
  name: string;
}

export interface SeriesOption {
  slug: string;
  title: string;
}

export interface DevotionalSearchProps {
  /** The build's today (site time zone) that `recent` was computed for. */
  buildToday: string;
  timeZone: string;
  /** Recent mode's results for buildToday. */
  recent: ManifestEntry[];
  /** The first ten tags by name. */
  tags: TagChip[];
  /** The twelve key doctrines. */
  doctrines: readonly string[];
  /** Series with a released part, in the admins' order. */
  series?: SeriesOption[];
}

/** What the list shows: null until the first results are known. */
interface ListState {
  results: ManifestEntry[] | null;
  /** Older parts of the archive are still being read; more matches may follow. */
  searching: boolean;
  /** More matches than shown: "Load more" shows the next 12. */
  more: boolean;
  /** The results are Explore mode's (a filter's), not Recent mode's. */
  explore?: boolean;
}

const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-amber-400 dark:focus-visible:ring-offset-stone-900';
const input =
  'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100 dark:placeholder:text-stone-400 ' +
  focusRing;
const label = 'block text-sm font-semibold text-stone-800 dark:text-stone-200';

function chipClass(pressed: boolean): string {
  return `rounded-full px-3 py-1 text-sm font-medium ring-1 transition-colors ${focusRing} ${
    pressed
      ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-900 dark:bg-amber-300 dark:text-stone-950 dark:ring-amber-300'
      : 'bg-white text-stone-700 ring-stone-300 hover:bg-brand-50 dark:bg-stone-900 dark:text-stone-200 dark:ring-stone-600 dark:hover:bg-stone-800'
  }`;
}

export default function DevotionalSearch({ buildToday, timeZone, recent, tags, doctrines, series = [] }: DevotionalSearchProps) {
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

  // Skeletons until something is known; "No devotionals found" only once every part has been read.
  const results = list.results ?? [];
  const pending = list.results === null || (list.results.length === 0 && list.searching);
  const tagName = (slug: string) => tags.find((t) => t.slug === slug)?.name ?? slug;
  const seriesTitle = (slug: string) => series.find((s) => s.slug === slug)?.title ?? slug;
  const badges = activeFilterBadges(filters, tagName, displayDate, seriesTitle);
  const update = (patch: Partial<SearchFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const clearAll = () => setFilters(NO_FILTERS);

  return (
    <section
      aria-labelledby="devotional-list-heading"
      data-testid="devotional-search"
      data-mode={active ? 'explore' : 'recent'}
      data-ready={urlRead ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="devotional-list-heading" className="font-serif text-2xl font-semibold text-stone-900 sm:text-3xl dark:text-stone-50">
            {active ? 'Explore Devotionals' : 'Recent Devotionals'}
          </h2>
          <p className="mt-1 text-stone-600 dark:text-stone-300">
            {active ? 'The newest devotionals that match your search.' : 'Catch up on the past week, or search the whole archive below.'}
          </p>
        </div>
      </div>

      <form
        className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800"
        role="search"
        aria-label="Filter devotionals"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor="filter-title" className={label}>
              Search by Title
            </label>
            <input
              id="filter-title"
              type="search"
              className={input}
              placeholder="e.g. Shepherd"
              value={filters.title}
              onChange={(e) => update({ title: e.target.value })}
              autoComplete="off"
            />
          </div>
          <div>
            <label htmlFor="filter-scripture" className={label}>
              Search by Scripture
            </label>
            <input
              id="filter-scripture"
              type="search"
              className={input}
              placeholder="e.g. Psalm 23 or still waters"
              value={filters.scripture}
              onChange={(e) => update({ scripture: e.target.value })}
              autoComplete="off"
            />
          </div>
          <DateField id="filter-from" label="From" value={filters.from} max={filters.to || undefined} onChange={(from) => update({ from })} />
          <DateField id="filter-to" label="To" value={filters.to} min={filters.from || undefined} onChange={(to) => update({ to })} />
        </div>

        <fieldset className="mt-5">
          <legend className={label}>Key Doctrines</legend>
          <div className="mt-2 flex flex-wrap gap-2" data-testid="doctrine-options">
            {doctrines.map((doctrine) => (
              <button
                key={doctrine}
                type="button"
                className={chipClass(filters.doctrines.includes(doctrine))}
                aria-pressed={filters.doctrines.includes(doctrine)}
                onClick={() => update({ doctrines: toggle(filters.doctrines, doctrine) })}
              >
                {doctrine}
              </button>
            ))}
          </div>
        </fieldset>

        {tags.length > 0 && (
          <fieldset className="mt-5">
            <legend className={label}>Tags</legend>
            <div className="mt-2 flex flex-wrap gap-2" data-testid="tag-options">
              {tags.map((tag) => (
                <button
                  key={tag.slug}
                  type="button"
                  className={chipClass(filters.tags.includes(tag.slug))}
                  aria-pressed={filters.tags.includes(tag.slug)}
                  onClick={() => update({ tags: toggle(filters.tags, tag.slug) })}
                >
                  #{tag.name}
                </button>
              ))}
            </div>
          </fieldset>
        )}

        {series.length > 0 && (
          <div className="mt-5 sm:max-w-sm">
            <label htmlFor="filter-series" className={label}>
              Series
            </label>
            <select id="filter-series" className={input} value={filters.series} onChange={(e) => update({ series: e.target.value })}>
              <option value="">All series</option>
              {series.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.title}
                </option>
              ))}
            </select>
          </div>
        )}

        {active && (
          <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-stone-200 pt-4 dark:border-stone-700" data-testid="active-filters">
            <span className="text-sm font-semibold text-stone-700 dark:text-stone-300">Active filters:</span>
            <ul className="contents">
              {badges.map((badge) => (
                <li key={badge.key}>
                  <button
                    type="button"
                    className={`inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-950 hover:bg-amber-200 dark:bg-amber-300/20 dark:text-amber-100 dark:hover:bg-amber-300/30 ${focusRing}`}
                    aria-label={`Remove filter ${badge.label}`}
                    onClick={() => setFilters(badge.without)}
                    data-testid="active-filter"
                  >
                    {badge.label}
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={`ml-auto rounded-full px-3 py-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-amber-300 ${focusRing}`}
              onClick={clearAll}
            >
              Clear All Filters
            </button>
          </div>
        )}
      </form>

      <div className="mt-6">
        <p className="sr-only" role="status">
          {pending ? 'Loading devotionals' : `${results.length} ${results.length === 1 ? 'devotional' : 'devotionals'} shown`}
        </p>
        {pending ? (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3" aria-busy="true" data-testid="search-loading">
            {Array.from({ length: active ? 8 : RECENT_LIMIT }, (_, i) => (
              <li key={i}>
                <SkeletonCard />
              </li>
            ))}
          </ul>
        ) : results.length === 0 ? (
          <EmptyState
            title="No devotionals found"
            description={
              active
                ? 'Nothing matches every filter you chose. Try removing one, or search the full text of every devotional and confession below.'
                : 'There are no devotionals from the past few days yet. Please check back soon.'
            }
            action={active ? { label: 'Clear filters', onClick: clearAll } : undefined}
          />
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3" data-testid="search-results" aria-busy={list.searching || undefined}>
              {results.map((d) => (
                <li key={d.id}>
                  <DevotionalCard devotional={d} />
                </li>
              ))}
            </ul>
            {active && list.searching && (
              <p className="mt-4 text-center text-sm text-stone-600 dark:text-stone-300" data-testid="search-searching">
                Searching older devotionals...
              </p>
            )}
            {active && list.more && !list.searching && (
              <div className="mt-6 flex justify-center">
                <button
                  type="button"
                  onClick={() => setLimit((n) => n + EXPLORE_LIMIT)}
                  className={`rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 dark:border-amber-300 dark:text-amber-200 dark:hover:bg-stone-800 ${focusRing}`}
                  data-testid="load-more"
                >
                  Load More Devotionals
                </button>
              </div>
            )}
          </>
        )}
        {!active && (
          <p className="mt-6 text-center">
            <a href="/archive/" className={`font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-amber-300 ${focusRing}`}>
              Browse the archive by month
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

function DateField({
  id,
  label: text,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input
        id={id}
        type="date"
        className={input}
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-shown`}
      />
      <p id={`${id}-shown`} className="mt-1 text-sm text-stone-600 dark:text-stone-300" data-testid={`${id}-label`}>
        {value ? displayDate(value) : 'Any date'}
      </p>
    </div>
  );
}

/** A real link, so Enter, middle-click and "open in new tab" work; Space is added, as the spec asks. */
function DevotionalCard({ devotional: d }: { devotional: ManifestEntry }) {
  const href = `/devotional/${encodeURIComponent(d.id)}/`;
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === ' ') {
      event.preventDefault();
      window.location.assign(href);
    }
  };
  return (
    <a
      href={href}
      onKeyDown={onKeyDown}
      className={`group block h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 hover:shadow-md hover:ring-brand-600 dark:bg-stone-900 dark:ring-stone-800 dark:hover:ring-amber-300 ${focusRing}`}
      data-testid="devotional-card"
      data-date={d.date}
    >
      {d.image ? (
        <img src={d.image} alt="" loading="lazy" decoding="async" width="320" height="320" className="aspect-square w-full object-cover" />
      ) : (
        <span
          className="flex aspect-square w-full items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 font-serif text-4xl font-bold text-amber-200"
          aria-hidden="true"
          data-testid="card-placeholder"
        >
          RD
        </span>
      )}
      <span className="block p-4">
        <span
          className="line-clamp-2 font-semibold text-stone-900 group-hover:text-brand-700 dark:text-stone-50 dark:group-hover:text-amber-200"
          data-testid="card-title"
        >
          {d.title}
        </span>
        <span className="mt-1 block text-sm text-stone-600 dark:text-stone-300" data-testid="card-meta">
          {`${monthDay(d.date)} · ${d.readingTime} min`}
        </span>
      </span>
    </a>
  );
}

function SkeletonCard() {
  return (
    <div
      className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800"
      aria-hidden="true"
      data-testid="skeleton-card"
    >
      <div className="aspect-square animate-pulse bg-stone-200 dark:bg-stone-800" />
      <div className="space-y-2 p-4">
        <div className="h-4 w-5/6 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
      </div>
    </div>
  );
}

/** The island's copy of components/EmptyState.astro (an island cannot render an Astro component). */
function EmptyState({ title, description, action }: { title: string; description: string; action?: { label: string; onClick: () => void } }): ReactNode {
  return (
    <div
      className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center dark:border-stone-700 dark:bg-stone-900"
      data-testid="empty-state"
    >
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
        <svg
          viewBox="0 0 24 24"
          className="h-7 w-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM16 16l5 5" />
        </svg>
      </span>
      <h3 className="mt-4 font-serif text-xl font-semibold text-stone-900 dark:text-stone-50">{title}</h3>
      <p className="mt-2 max-w-md text-stone-600 dark:text-stone-300">{description}</p>
      {action && (
        <button
          type="button"
          className={`mt-6 inline-flex items-center rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900 ${focusRing}`}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      )}
    </div>
  );
}
