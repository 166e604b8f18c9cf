/**
 * "This week": the week's verse and catechism questions, each with an Add button (see lib/practice/this-week.ts).
 * The verse shows its words above its reference: a reader deciding whether to learn it wants to read it first.
 */
import { useEffect, useState } from 'react';
import type { AgeBand, PracticeItem } from '@lib/practice/types.ts';
import { itemInTranslation } from '@lib/practice/translation.ts';
import { TRANSLATIONS, type TranslationId } from '@lib/scripture/translations.ts';
import { parseItemKey } from '@lib/practice/item-key.ts';
import { collection } from '../../lib/practice/item-files.ts';
import {
  firstSundayOfYear,
  HEIDELBERG,
  isYounger,
  SHORTER,
  thisWeek,
  YOUNG_CHILDREN,
  type WeekSources,
  type WeekSuggestion,
} from '../../lib/practice/this-week.ts';
import { card, cardTitle, inputClass, labelClass, muted, primaryButton } from '../../lib/dashboard/ui.ts';

const START_KEY = 'rd-practice-shorter-start';

interface Props {
  today: string;
  ageBand: AgeBand | null;
  /** The learner's translation: the week's verse shows its words there. */
  translation: TranslationId;
  known: ReadonlySet<string>;
  onAdd(items: PracticeItem[]): void;
}

export default function ThisWeek({ today, ageBand, translation, known, onAdd }: Props) {
  const [sources, setSources] = useState<WeekSources | null>(null);
  const [start, setStart] = useState(() => firstSundayOfYear(today));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const saved = localStorage.getItem(START_KEY);
    if (saved && /^\d{4}-\d{2}-\d{2}$/.test(saved)) setStart(saved);
  }, []);

  useEffect(() => {
    const young = isYounger(ageBand);
    Promise.all(['verses', HEIDELBERG, SHORTER, ...(young ? [YOUNG_CHILDREN] : [])].map((name) => collection(name)))
      .then(([verses, heidelberg, shorter, youngChildren]) =>
        setSources({
          verses: verses?.items ?? [],
          heidelberg: heidelberg?.items ?? [],
          shorter: shorter?.items ?? [],
          youngChildren: youngChildren?.items ?? [],
        }),
      )
      .catch((failure: Error) => setError(failure.message));
  }, [ageBand]);

  function changeStart(value: string) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
    setStart(value);
    localStorage.setItem(START_KEY, value);
  }

  const suggestions: WeekSuggestion[] = sources ? thisWeek(sources, today, start, ageBand, known) : [];
  return (
    <section aria-labelledby="this-week" className={`${card} space-y-4`}>
      <h2 id="this-week" className={cardTitle}>
        This week
      </h2>
      {error && <p role="alert">{error}</p>}
      {!sources && !error && <p className={muted}>Loading this week's suggestions…</p>}
      <ul className="space-y-4">
        {suggestions.map((suggestion) => {
          const added = suggestion.items.every((item) => known.has(item.key));
          return (
            <li key={suggestion.label} className="space-y-2">
              <h3 className="font-semibold">{suggestion.label}</h3>
              <ul className={`space-y-1 ${muted}`}>
                {suggestion.items.map((item) =>
                  parseItemKey(item.key)?.kind === 'verse' ? (
                    <li key={item.key}>
                      <figure>
                        <blockquote className="font-serif text-lg text-stone-800 dark:text-stone-100">{itemInTranslation(item, translation).text}</blockquote>
                        <figcaption className="mt-1 text-sm">
                          {itemInTranslation(item, translation).prompt} ({TRANSLATIONS[translation].abbreviation})
                        </figcaption>
                      </figure>
                    </li>
                  ) : (
                    <li key={item.key}>{item.prompt}</li>
                  ),
                )}
              </ul>
              <button
                type="button"
                className={primaryButton}
                disabled={added}
                aria-label={added ? `${suggestion.label}: added` : `Add ${suggestion.label}`}
                onClick={() => onAdd(suggestion.items.filter((item) => !known.has(item.key)))}
              >
                {added ? 'Added' : 'Add'}
              </button>
            </li>
          );
        })}
      </ul>
      <div>
        <label htmlFor="shorter-start" className={labelClass}>
          Shorter Catechism: start counting weeks from
        </label>
        <input id="shorter-start" type="date" value={start} onChange={(event) => changeStart(event.currentTarget.value)} className={`${inputClass} max-w-56`} />
      </div>
    </section>
  );
}
