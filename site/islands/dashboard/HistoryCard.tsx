import { displayDate } from '@lib/display-date.ts';
import type { HistoryEntry } from '../../lib/dashboard/load-dashboard.ts';
import { card, cardTitle, muted, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';

const SHOWN = 10;

export default function HistoryCard({ history }: { history: HistoryEntry[] }) {
  return (
    <section className={card} aria-labelledby="history-heading">
      <h2 id="history-heading" className={cardTitle}>
        Reading History
      </h2>
      {history.length === 0 ? (
        <p className={`mt-3 ${muted}`}>Devotionals you read will appear here.</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200 dark:divide-stone-800" data-testid="reading-history">
          {history.slice(0, SHOWN).map((entry) => (
            <li key={entry.id} className="flex items-baseline justify-between gap-3 py-2">
              <a href={`/devotional/${entry.devotional_id}/`} className={textLink}>
                {entry.title ?? 'Devotional'}
              </a>
              <span className={`shrink-0 text-sm ${muted}`}>{displayDate(entry.read_on)}</span>
            </li>
          ))}
        </ul>
      )}
      <a href="/" className={`mt-4 ${secondaryButton}`}>
        Read Today's Devotional
      </a>
    </section>
  );
}
