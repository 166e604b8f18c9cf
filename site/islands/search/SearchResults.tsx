/** The list under the search form: skeletons while loading, the cards, "Load More", the empty state and the archive link. */
import { RECENT_LIMIT } from '../../lib/search/filters.ts';
import { DevotionalCard, EmptyState, SkeletonCard } from './DevotionalCard.tsx';
import { focusRing } from './styles.ts';
import { useIslandText } from '../../lib/i18n/island-text.ts';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import type { ListState } from './useDevotionalSearch.ts';

interface Props {
  list: ListState;
  active: boolean;
  loadMore: () => void;
  clearAll: () => void;
}

export default function SearchResults({ list, active, loadMore, clearAll }: Props) {
  const t = useIslandText();
  // Skeletons until something is known; "No devotionals found" only once every part has been read.
  const results = list.results ?? [];
  const pending = list.results === null || (list.results.length === 0 && list.searching);
  return (
    <div className="mt-6">
      <p className="sr-only" role="status">
        {pending ? t('devotionalSearch.loading') : t.plural('devotionalSearch.shown', results.length)}
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
          title={t('devotionalSearch.noneFound')}
          description={t(active ? 'devotionalSearch.noneMatch' : 'devotionalSearch.noneRecent')}
          action={active ? { label: t('devotionalSearch.clearFilters'), onClick: clearAll } : undefined}
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
              {t('devotionalSearch.searchingOlder')}
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
                {t('devotionalSearch.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
      {!active && (
        <p className="mt-6 text-center">
          <a
            href={editionHref(t.locale, '/archive/')}
            className={`font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-amber-300 ${focusRing}`}
          >
            {t('devotionalSearch.archive')}
          </a>
        </p>
      )}
    </div>
  );
}
