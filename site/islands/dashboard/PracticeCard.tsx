import { isPracticeEmpty, practiceFigures, practiceHref, type PracticeSummary } from '../../lib/dashboard/practice-summary.ts';
import { card, cardTitle, muted, textLink } from '../../lib/dashboard/ui.ts';

/** Memory practice (issue 22): the reader's and each learner's due, mastered and streak, each linking to /practice. */
export default function PracticeCard({ summary }: { summary: PracticeSummary }) {
  return (
    <section className={card} aria-labelledby="practice-heading">
      <h2 id="practice-heading" className={cardTitle}>
        Memory Practice
      </h2>
      {summary.status === 'loading' ? (
        <p className={`mt-3 ${muted}`}>Loading...</p>
      ) : summary.status === 'error' ? (
        <p className={`mt-3 ${muted}`} role="alert">
          Your practice could not be loaded. Please try again later.
        </p>
      ) : isPracticeEmpty(summary.rows) ? (
        <p className={`mt-3 ${muted}`}>
          Hide God&apos;s word in your heart, a few minutes a day.{' '}
          <a href={practiceHref(null)} className={textLink}>
            Learn this week&apos;s verse
          </a>
        </p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="practice-summary">
          {summary.rows.map((row) => (
            <li key={row.learner_id ?? 'me'}>
              <a href={practiceHref(row.learner_id)} className={textLink}>
                {row.learner_id ? row.name : 'You'}
              </a>
              <span className={`block text-sm ${muted}`}>{practiceFigures(row)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
