/**
 * Add from a collection: pick a catechism, creed or the verses, then add questions or lines one by one. A collection
 * in another language than the page (an English catechism on /es/) is marked with `lang` and says so.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PracticeItem } from '@lib/practice/types.ts';
import { collection, collectionIndex, ItemFilesError, type Collection, type CollectionSummary } from '../../lib/practice/item-files.ts';
import { useT } from '../i18n/IslandMessages.tsx';
import { practiceFailureText } from '@lib/practice/failure-text.ts';
import { card, cardTitle, inputClass, labelClass, muted, secondaryButton } from '../../lib/dashboard/ui.ts';

export interface BrowseCollectionProps {
  known: ReadonlySet<string>;
  onAdd(items: PracticeItem[]): void;
}

export default function BrowseCollection({ known, onAdd }: BrowseCollectionProps) {
  const t = useT();
  const [summaries, setSummaries] = useState<CollectionSummary[]>([]);
  const [chosen, setChosen] = useState<Collection | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The collection's language where it is not the page's (its items are English unless it names another).
  const otherLanguage = (file: { language?: string }) => ((file.language ?? 'en') === t.locale ? undefined : (file.language ?? 'en'));
  const failed = useCallback(
    (failure: Error) =>
      setError(failure instanceof ItemFilesError ? t('practice.app.itemsFailed', { status: failure.status }) : practiceFailureText(t, t.locale, failure)),
    [t],
  );

  useEffect(() => {
    collectionIndex().then(setSummaries).catch(failed);
  }, [failed]);

  function choose(name: string) {
    setChosen(null);
    if (!name) return;
    collection(name).then(setChosen).catch(failed);
  }

  return (
    <section aria-labelledby="browse" className={`${card} space-y-4`}>
      <h2 id="browse" className={cardTitle}>
        {t('practice.app.browse')}
      </h2>
      {error && <p role="alert">{error}</p>}
      <div>
        <label htmlFor="browse-collection" className={labelClass}>
          {t('practice.app.collection')}
        </label>
        <select id="browse-collection" className={`${inputClass} max-w-md`} onChange={(event) => choose(event.currentTarget.value)} defaultValue="">
          <option value="">{t('practice.app.chooseCollection')}</option>
          {summaries.map((summary) => (
            <option key={summary.collection} value={summary.collection} lang={otherLanguage(summary)}>
              {summary.title} ({summary.count})
            </option>
          ))}
        </select>
      </div>
      {chosen && otherLanguage(chosen) && (
        <p role="note" className={muted} data-testid="collection-in-english">
          {t('practice.app.inEnglish')}
        </p>
      )}
      {chosen && (
        <ol className="max-h-96 space-y-2 overflow-y-auto" aria-label={chosen.title} lang={otherLanguage(chosen)}>
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
                aria-label={known.has(item.key) ? t('practice.app.addedNamed', { name: item.prompt }) : t('practice.app.addNamed', { name: item.prompt })}
                onClick={() => onAdd([item])}
                lang={otherLanguage(chosen) ? t.locale : undefined}
              >
                {known.has(item.key) ? t('practice.app.added') : t('practice.app.add')}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
