/** A devotional's card in the search results, its loading skeleton, and the empty state. */
import type { KeyboardEvent, ReactNode } from 'react';
import { calendarDates } from '@lib/i18n/calendar-dates.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { useIslandText } from '../../lib/i18n/island-text.ts';
import type { ManifestEntry } from '../../lib/search/manifest.ts';
import { focusRing } from './styles.ts';

/** A real link, so Enter, middle-click and "open in new tab" work; Space is added, as the spec asks. */
export function DevotionalCard({ devotional: d }: { devotional: ManifestEntry }) {
  const t = useIslandText();
  const href = localePath(t.locale, `/devotional/${encodeURIComponent(d.id)}/`);
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
          {t('devotionalSearch.cardMeta', { date: calendarDates(t.locale).monthDay(d.date), minutes: d.readingTime })}
        </span>
      </span>
    </a>
  );
}

export function SkeletonCard() {
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
export function EmptyState({ title, description, action }: { title: string; description: string; action?: { label: string; onClick: () => void } }): ReactNode {
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
