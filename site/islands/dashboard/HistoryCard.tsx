import type { HistoryEntry } from '../../data/dashboard/load-dashboard.ts';
import { card, cardTitle, muted, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';
import { editionDates } from '@lib/i18n/edition-dates.ts';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { useT } from '../i18n/IslandMessages.tsx';

const SHOWN = 10;

export default function HistoryCard({ history }: { history: HistoryEntry[] }) {
  const t = useT();
  const { displayDate } = editionDates(t.locale);
  return (
    <section className={card} aria-labelledby="history-heading">
      <h2 id="history-heading" className={cardTitle}>
        {t('dashboard.history.heading')}
      </h2>
      {history.length === 0 ? (
        <p className={`mt-3 ${muted}`}>{t('dashboard.history.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200 dark:divide-stone-800" data-testid="reading-history">
          {history.slice(0, SHOWN).map((entry) => (
            <li key={entry.id} className="flex items-baseline justify-between gap-3 py-2">
              <a href={editionHref(t.locale, `/devotional/${entry.devotional_id}/`)} className={textLink}>
                {entry.title ?? t('dashboard.history.untitled')}
              </a>
              <span className={`shrink-0 text-sm ${muted}`}>{displayDate(entry.read_on)}</span>
            </li>
          ))}
        </ul>
      )}
      <a href={editionHref(t.locale, '/')} className={`mt-4 ${secondaryButton}`}>
        {t('dashboard.history.today')}
      </a>
    </section>
  );
}
