import type { StartedSeries } from '../../data/dashboard/series-progress.ts';
import { card, cardTitle, muted, textLink } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

/** Progress through each series the reader started; the card is left out until they start one. */
export default function SeriesProgressCard({ series }: { series: StartedSeries[] }) {
  const t = useT();
  return (
    <section className={card} aria-labelledby="series-progress-heading">
      <h2 id="series-progress-heading" className={cardTitle}>
        {t('dashboard.series.heading')}
      </h2>
      <ul className="mt-3 space-y-3" data-testid="series-progress">
        {series.map((s) => (
          <li key={s.slug}>
            <a href={s.href} className={textLink} lang={s.titleLanguage === t.locale ? undefined : s.titleLanguage}>
              {s.title}
            </a>
            <span className={`block text-sm ${muted}`}>
              {t('dashboard.series.progress', { read: s.read, total: s.total })}
              {s.nextHref ? (
                <>
                  {' · '}
                  <a href={s.nextHref} className={textLink}>
                    {t('dashboard.series.next')}
                  </a>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
