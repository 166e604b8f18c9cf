import type { Stats } from '../../data/dashboard/load-dashboard.ts';
import Icon from './Icon.tsx';
import { useT } from '../i18n/IslandMessages.tsx';

/** The four figures of the dashboard; reading time in minutes, seconds / 60 rounded down. */
export default function StatCards({ stats, bookmarks }: { stats: Stats; bookmarks: number }) {
  const t = useT();
  const items = [
    { label: t('dashboard.stats.read'), value: stats.devotionals_read, icon: 'book' },
    { label: t('dashboard.stats.minutes'), value: Math.floor(stats.reading_seconds / 60), icon: 'calendar' },
    { label: t('dashboard.stats.streak'), value: t.plural('dashboard.stats.days', stats.current_streak), icon: 'flame' },
    { label: t('dashboard.stats.bookmarks'), value: bookmarks, icon: 'star' },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('dashboard.stats.label')}>
      {items.map((item) => (
        <li key={item.label} className="rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900" data-testid="stat-card">
          <div className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-300">
            <span className="text-brand-700 dark:text-brand-100">
              <Icon name={item.icon} className="h-4 w-4" />
            </span>
            {item.label}
          </div>
          <p className="mt-2 font-serif text-3xl font-semibold text-stone-900 dark:text-stone-50">{item.value}</p>
        </li>
      ))}
    </ul>
  );
}
