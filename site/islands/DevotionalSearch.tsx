/**
 * The devotional list and search section. The build renders it in Recent mode with the
 * results for its today, so it reads without JavaScript; it hydrates on the reader's first interaction
 * (client:interaction), or at once for a shared link with filters, or when the home script finds the reader's today
 * is not the build's. Then it reads the reader's today, any filters in the URL, and the parts of the manifest it
 * needs (/devotionals/{year}.json, newest first: see ./search/manifest.ts), showing results as each part arrives.
 * "Search by Scripture" fetches only the word-index shards of the words typed (./search/words.ts).
 */
import type { ManifestEntry } from '../lib/search/manifest.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { devotionalSearch as english } from '@lib/i18n/catalogues/en/devotional-search.ts';
import { IslandTextContext, islandText, type IslandMessages } from '../lib/i18n/island-text.ts';
import SearchFilters from './search/SearchFilters.tsx';
import SearchResults from './search/SearchResults.tsx';
import { useDevotionalSearch } from './search/useDevotionalSearch.ts';

export interface TagChip {
  slug: string;
  /** The name the edition shows. */
  name: string;
  /** The name's language where it is not the page's (an English name the edition has not translated yet). */
  lang?: string;
}

export interface SeriesOption {
  slug: string;
  title: string;
  /** The title's language where it is not the page's (an English title the edition has not translated yet). */
  lang?: string;
}

export interface DevotionalSearchProps {
  /** The build's today (site time zone) that `recent` was computed for. */
  buildToday: string;
  timeZone: string;
  /** Recent mode's results for buildToday. */
  recent: ManifestEntry[];
  /** The first ten tags by the edition's names. */
  tags: TagChip[];
  /** The edition's page of all tags, linked under the chips. */
  tagsHref?: string;
  /** The twelve key doctrines. */
  doctrines: readonly string[];
  /** Series with a released part, in the admins' order. */
  series?: SeriesOption[];
  /** The page's edition; its "devotionalSearch." messages, and "doctrine." names (the English ones need none). */
  locale?: Locale;
  messages?: IslandMessages;
  doctrineNames?: IslandMessages;
}

export default function DevotionalSearch(props: DevotionalSearchProps) {
  const { tags, tagsHref, doctrines, series = [], locale, messages, doctrineNames } = props;
  const { filters, setFilters, update, clearAll, loadMore, active, list, urlRead } = useDevotionalSearch(props);
  const t = islandText(locale, messages, english);
  return (
    <IslandTextContext.Provider value={t}>
      <section
        aria-labelledby="devotional-list-heading"
        data-testid="devotional-search"
        data-mode={active ? 'explore' : 'recent'}
        data-ready={urlRead ? 'true' : undefined}
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="devotional-list-heading" className="font-serif text-2xl font-semibold text-stone-900 sm:text-3xl dark:text-stone-50">
              {t(active ? 'devotionalSearch.exploreHeading' : 'devotionalSearch.recentHeading')}
            </h2>
            <p className="mt-1 text-stone-600 dark:text-stone-300">{t(active ? 'devotionalSearch.exploreIntro' : 'devotionalSearch.recentIntro')}</p>
          </div>
        </div>
        <SearchFilters
          filters={filters}
          setFilters={setFilters}
          update={update}
          clearAll={clearAll}
          active={active}
          tags={tags}
          tagsHref={tagsHref}
          doctrines={doctrines}
          doctrineName={(doctrine) => doctrineNames?.[`doctrine.${doctrine}`] ?? doctrine}
          series={series}
        />
        <SearchResults list={list} active={active} loadMore={loadMore} clearAll={clearAll} />
      </section>
    </IslandTextContext.Provider>
  );
}
