/** Add from a collection: pick a catechism, creed or the verses, then add questions or lines one by one. */
import { useEffect, useState } from 'react';
import type { PracticeItem } from '@lib/practice/types.ts';
import { collection, collectionIndex, type Collection, type CollectionSummary } from '../../lib/practice/item-files.ts';
import { card, cardTitle, inputClass, labelClass, muted, secondaryButton } from '../../lib/dashboard/ui.ts';

interface Props {
  known: ReadonlySet<string>;
  onAdd(items: PracticeItem[]): void;
}

export default function BrowseCollection({ known, onAdd }: Props) {
  const [summaries, setSummaries] = useState<CollectionSummary[]>([]);
  const [chosen, setChosen] = useState<Collection | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    collectionIndex()
      .then(setSummaries)
      .catch((failure: Error) => setError(failure.message));
  }, []);

  function choose(name: string) {
    setChosen(null);
    if (!name) return;
    collection(name)
      .then(setChosen)
      .catch((failure: Error) => setError(failure.message));
  }

  return (
    <section aria-labelledby="browse" className={`${card} space-y-4`}>
      <h2 id="browse" className={cardTitle}>
        Add from a collection
      </h2>
      {error && <p role="alert">{error}</p>}
      <div>
        <label htmlFor="browse-collection" className={labelClass}>
          Collection
        </label>
        <select id="browse-collection" className={`${inputClass} max-w-md`} onChange={(event) => choose(event.currentTarget.value)} defaultValue="">
          <option value="">Choose a catechism, creed or the memory verses</option>
          {summaries.map((summary) => (
            <option key={summary.collection} value={summary.collection}>
              {summary.title} ({summary.count})
            </option>
          ))}
        </select>
      </div>
      {chosen && (
        <ol className="max-h-96 space-y-2 overflow-y-auto" aria-label={chosen.title}>
          {chosen.items.map((item) => (
            <li key={item.key} className="flex items-start justify-between gap-3">
              <span>
                <span className={muted}>{item.number}. </span>
                {item.prompt}
              </span>
              <button
                type="button"
                className={secondaryButton}
                disabled={known.has(item.key)}
                aria-label={known.has(item.key) ? `${item.prompt}: added` : `Add ${item.prompt}`}
                onClick={() => onAdd([item])}
              >
                {known.has(item.key) ? 'Added' : 'Add'}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
