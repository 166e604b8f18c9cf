/** The list under the search form: skeletons while loading, the cards, "Load More", the empty state and the archive link. */
import { RECENT_LIMIT } from '../../lib/search/filters.ts';
import { DevotionalCard, EmptyState, SkeletonCard } from './DevotionalCard.tsx';
import { focusRing } from './styles.ts';
import type { ListState } from './useDevotionalSearch.ts';

interface Props {
  list: ListState;
  active: boolean;
  loadMore: () => void;
  clearAll: () => void;
}

export default function SearchResults({ list, active, loadMore, clearAll }: Props) {
  // Skeletons until something is known; "No devotionals found" only once every part has been read.
  const results = list.results ?? [];
  const pending = list.results === null || (list.results.length === 0 && list.searching);
  return (
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
                onClick={loadMore}
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
  );
}
