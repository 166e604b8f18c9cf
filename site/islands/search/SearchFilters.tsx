/** The search form: title, Scripture, dates, key doctrines, tags, series, and the active filters with Clear All. */
import type { Dispatch, SetStateAction } from 'react';
import { calendarDates } from '@lib/i18n/calendar-dates.ts';
import { useIslandText } from '../../lib/i18n/island-text.ts';
import { activeFilterBadges, toggle, type SearchFilters as Filters } from '../../lib/search/filters.ts';
import type { SeriesOption, TagChip } from '../DevotionalSearch.tsx';
import DateField from './DateField.tsx';
import { chipClass, focusRing, input, label } from './styles.ts';

interface Props {
  filters: Filters;
  setFilters: Dispatch<SetStateAction<Filters>>;
  update: (patch: Partial<Filters>) => void;
  clearAll: () => void;
  active: boolean;
  tags: TagChip[];
  /** The edition's page of all tags; absent, no link. */
  tagsHref?: string;
  doctrines: readonly string[];
  /** A stored (English) doctrine name as the edition shows it; the filter keeps the stored name. */
  doctrineName: (doctrine: string) => string;
  series: SeriesOption[];
}

export default function SearchFilters({ filters, setFilters, update, clearAll, active, tags, tagsHref, doctrines, doctrineName, series }: Props) {
  const t = useIslandText();
  const tagName = (slug: string) => tags.find((t) => t.slug === slug)?.name ?? slug;
  const seriesTitle = (slug: string) => series.find((s) => s.slug === slug)?.title ?? slug;
  const badges = activeFilterBadges(filters, tagName, calendarDates(t.locale).displayDate, seriesTitle, (kind, value) =>
    kind === 'doctrine' ? doctrineName(value) : t(`devotionalSearch.badge.${kind}`, { value }),
  );
  return (
    <form
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800"
      role="search"
      aria-label={t('devotionalSearch.form')}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="filter-title" className={label}>
            {t('devotionalSearch.title')}
          </label>
          <input
            id="filter-title"
            type="search"
            className={input}
            placeholder={t('devotionalSearch.titlePlaceholder')}
            value={filters.title}
            onChange={(e) => update({ title: e.target.value })}
            autoComplete="off"
          />
        </div>
        <div>
          <label htmlFor="filter-scripture" className={label}>
            {t('devotionalSearch.scripture')}
          </label>
          <input
            id="filter-scripture"
            type="search"
            className={input}
            placeholder={t('devotionalSearch.scripturePlaceholder')}
            value={filters.scripture}
            onChange={(e) => update({ scripture: e.target.value })}
            autoComplete="off"
          />
        </div>
        <DateField
          id="filter-from"
          label={t('devotionalSearch.from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(from) => update({ from })}
        />
        <DateField id="filter-to" label={t('devotionalSearch.to')} value={filters.to} min={filters.from || undefined} onChange={(to) => update({ to })} />
      </div>

      <fieldset className="mt-5">
        <legend className={label}>{t('devotionalSearch.doctrines')}</legend>
        <div className="mt-2 flex flex-wrap gap-2" data-testid="doctrine-options">
          {doctrines.map((doctrine) => (
            <button
              key={doctrine}
              type="button"
              className={chipClass(filters.doctrines.includes(doctrine))}
              aria-pressed={filters.doctrines.includes(doctrine)}
              onClick={() => update({ doctrines: toggle(filters.doctrines, doctrine) })}
            >
              {doctrineName(doctrine)}
            </button>
          ))}
        </div>
      </fieldset>

      {tags.length > 0 && (
        <fieldset className="mt-5">
          <legend className={label}>{t('devotionalSearch.tags')}</legend>
          <div className="mt-2 flex flex-wrap gap-2" data-testid="tag-options">
            {tags.map((tag) => (
              <button
                key={tag.slug}
                type="button"
                className={chipClass(filters.tags.includes(tag.slug))}
                aria-pressed={filters.tags.includes(tag.slug)}
                onClick={() => update({ tags: toggle(filters.tags, tag.slug) })}
              >
                #<span lang={tag.lang}>{tag.name}</span>
              </button>
            ))}
          </div>
          {tagsHref && (
            <p className="mt-2 text-sm">
              <a href={tagsHref} className={`font-medium text-brand-700 underline underline-offset-2 dark:text-amber-200 ${focusRing}`}>
                {t('devotionalSearch.allTags')}
              </a>
            </p>
          )}
        </fieldset>
      )}

      {series.length > 0 && (
        <div className="mt-5 sm:max-w-sm">
          <label htmlFor="filter-series" className={label}>
            {t('devotionalSearch.series')}
          </label>
          <select id="filter-series" className={input} value={filters.series} onChange={(e) => update({ series: e.target.value })}>
            <option value="">{t('devotionalSearch.allSeries')}</option>
            {series.map((s) => (
              <option key={s.slug} value={s.slug} lang={s.lang}>
                {s.title}
              </option>
            ))}
          </select>
        </div>
      )}

      {active && (
        <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-stone-200 pt-4 dark:border-stone-700" data-testid="active-filters">
          <span className="text-sm font-semibold text-stone-700 dark:text-stone-300">{t('devotionalSearch.activeFilters')}</span>
          <ul className="contents">
            {badges.map((badge) => (
              <li key={badge.key}>
                <button
                  type="button"
                  className={`inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-950 hover:bg-amber-200 dark:bg-amber-300/20 dark:text-amber-100 dark:hover:bg-amber-300/30 ${focusRing}`}
                  aria-label={t('devotionalSearch.removeFilter', { label: badge.label })}
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
            {t('devotionalSearch.clearAll')}
          </button>
        </div>
      )}
    </form>
  );
}
