import type { PracticeSummary } from '../../data/dashboard/practice-summary.ts';
import { isPracticeEmpty, practiceFigures, practiceHref } from '../../lib/dashboard/practice-figures.ts';
import { card, cardTitle, muted, textLink } from '../../lib/dashboard/ui.ts';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { useT } from '../i18n/IslandMessages.tsx';
// Its English when rendered on its own (PracticeCard.render.test.ts); on the page the dashboard gives its edition's.
import { dashboard as english } from '@lib/i18n/catalogues/en/dashboard.ts';

/** Memory practice: the reader's and each learner's due, mastered and streak, each linking to /practice. */
export default function PracticeCard({ summary }: { summary: PracticeSummary }) {
  const t = useT(english);
  return (
    <section className={card} aria-labelledby="practice-heading">
      <h2 id="practice-heading" className={cardTitle}>
        {t('dashboard.practice.heading')}
      </h2>
      {summary.status === 'loading' ? (
        <p className={`mt-3 ${muted}`}>{t('dashboard.loading')}</p>
      ) : summary.status === 'error' ? (
        <p className={`mt-3 ${muted}`} role="alert">
          {t('dashboard.practice.failed')}
        </p>
      ) : isPracticeEmpty(summary.rows) ? (
        <p className={`mt-3 ${muted}`}>
          {t('dashboard.practice.empty')}{' '}
          <a href={editionHref(t.locale, practiceHref(null))} className={textLink}>
            {t('dashboard.practice.start')}
          </a>
        </p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="practice-summary">
          {summary.rows.map((row) => (
            <li key={row.learner_id ?? 'me'}>
              <a href={editionHref(t.locale, practiceHref(row.learner_id))} className={textLink}>
                {row.learner_id ? row.name : t('dashboard.practice.you')}
              </a>
              <span className={`block text-sm ${muted}`}>{practiceFigures(row)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
