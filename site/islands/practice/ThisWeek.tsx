/**
 * "This week": the week's verse and catechism questions, each with an Add button (see lib/practice/this-week.ts).
 * The verse shows its words above its reference: a reader deciding whether to learn it wants to read it first.
 * "The year's catechism schedule" below them loads when the reader scrolls to it.
 */
import { useEffect, useState } from 'react';
import type { AgeBand, PracticeItem } from '@lib/practice/types.ts';
import { itemInTranslation, itemLanguage } from '@lib/practice/translation.ts';
import { TRANSLATIONS, type BibleId } from '@lib/scripture/translations.ts';
import { parseItemKey } from '@lib/practice/item-key.ts';
import { collection } from '../../lib/practice/item-files.ts';
import { useT } from '../i18n/IslandMessages.tsx';
import { problem } from './pageClient.ts';
import { HEIDELBERG, isYounger, SHORTER, thisWeek, YOUNG_CHILDREN, type WeekSources, type WeekSuggestion } from '../../lib/practice/this-week.ts';
import { card, cardTitle, muted, primaryButton } from '../../lib/dashboard/ui.ts';
import { WhenNear } from '../on-demand.tsx';
import type { CatechismScheduleProps } from './CatechismSchedule.tsx';

interface Props {
  today: string;
  ageBand: AgeBand | null;
  /** The learner's translation: the week's verse shows its words there. */
  translation: BibleId;
  known: ReadonlySet<string>;
  onAdd(items: PracticeItem[]): void;
}

export default function ThisWeek({ today, ageBand, translation, known, onAdd }: Props) {
  const t = useT();
  const [sources, setSources] = useState<WeekSources | null>(null);
  const [error, setError] = useState<string | null>(null);

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
      .catch(async (failure: unknown) => setError(await problem(t, failure)));
  }, [ageBand, t]);

  const suggestions: WeekSuggestion[] = sources ? thisWeek(sources, today, ageBand) : [];
  return (
    <section aria-labelledby="this-week" className={`${card} space-y-4`}>
      <h2 id="this-week" className={cardTitle}>
        {t('practice.app.thisWeek')}
      </h2>
      {error && <p role="alert">{error}</p>}
      {!sources && !error && <p className={muted}>{t('practice.app.loadingWeek')}</p>}
      <ul className="space-y-4">
        {suggestions.map((suggestion) => {
          const added = suggestion.items.every((item) => known.has(item.key));
          const label = t(
            `practice.app.week.${suggestion.kind}`,
            suggestion.schedule ?? (suggestion.number === undefined ? undefined : { number: suggestion.number }),
          );
          // An English catechism question under the edition's label says why it is English.
          const inEnglish = suggestion.items.some((item) => parseItemKey(item.key)?.kind !== 'verse' && itemLanguage(item) !== t.locale);
          return (
            <li key={suggestion.label} className="space-y-2">
              <h3 className="font-semibold">{label}</h3>
              {inEnglish && (
                <p role="note" className="text-sm" data-testid="week-in-english">
                  {t('practice.app.inEnglish')}
                </p>
              )}
              <ul className={`space-y-1 ${muted}`}>
                {suggestion.items.map((item) => {
                  const verse = parseItemKey(item.key)?.kind === 'verse';
                  const shown = verse ? itemInTranslation(item, translation) : item;
                  const language = itemLanguage(shown);
                  const lang = language === t.locale ? undefined : language;
                  return verse ? (
                    <li key={item.key}>
                      <figure>
                        <blockquote className="font-serif text-lg text-stone-800 dark:text-stone-100" lang={lang}>
                          {shown.text}
                        </blockquote>
                        <figcaption className="mt-1 text-sm">
                          {shown.prompt} ({TRANSLATIONS[shown.bible ?? translation].abbreviation})
                        </figcaption>
                      </figure>
                    </li>
                  ) : (
                    <li key={item.key} lang={lang}>
                      {item.prompt}
                    </li>
                  );
                })}
              </ul>
              <button
                type="button"
                className={primaryButton}
                disabled={added}
                aria-label={added ? t('practice.app.addedNamed', { name: label }) : t('practice.app.addNamed', { name: label })}
                onClick={() => onAdd(suggestion.items.filter((item) => !known.has(item.key)))}
              >
                {added ? t('practice.app.added') : t('practice.app.add')}
              </button>
            </li>
          );
        })}
      </ul>
      {/* The year's schedule, below the week's suggestions, loads when the reader scrolls to it. */}
      <WhenNear<CatechismScheduleProps>
        load={() => import('./CatechismSchedule.tsx')}
        props={{ today, initial: isYounger(ageBand) ? YOUNG_CHILDREN : SHORTER }}
        reserve="min-h-14"
      />
    </section>
  );
}
