/**
 * /practice: today's session of memory practice. Due items first, then new ones, one card at a time;
 * "N due today", the practice streak, "This week" suggestions and adding from a collection. Signed out, progress
 * stays on this device; signed in, it syncs with the account, which may hold up to six family learners.
 * The first render is the loading line the page was built with; the state and what each action does are in
 * ./usePractice.ts. Every word is the edition's ("practice.app." messages). Adding from a collection loads when the
 * reader scrolls to it.
 */
import type { Locale } from '@lib/i18n/locales.ts';
import { isYounger } from '../../lib/practice/this-week.ts';
import { muted } from '../../lib/dashboard/ui.ts';
import { IslandMessages, useT } from '../i18n/IslandMessages.tsx';
import { useEffect, useState } from 'react';
import { useOnDemand, WhenNear } from '../on-demand.tsx';
import ThisWeek from './ThisWeek.tsx';
import type { BrowseCollectionProps } from './BrowseCollection.tsx';
import Learners from './Learners.tsx';
import { usePractice } from './usePractice.ts';
import { TRANSLATIONS } from '@lib/scripture/translations.ts';

/** `messages`: the edition's "practice.app." messages (site/lib/i18n/island-messages.ts). */
export default function Practice({ timeZone, locale, messages }: { timeZone: string; locale: Locale; messages: Record<string, string> }) {
  return (
    <IslandMessages locale={locale} messages={messages}>
      <Session timeZone={timeZone} />
    </IslandMessages>
  );
}

function Session({ timeZone }: { timeZone: string }) {
  const t = useT();
  const practice = usePractice(timeZone, t);
  const { now, today, ageBand, current, learners } = practice;
  // The card (with its typing and listening parts) loads once there is something to practise: a reader who has
  // added nothing yet never needs it. Until it has arrived the card's place says the practice is loading.
  const [cardFailed, setCardFailed] = useState(false);
  const card = useOnDemand(
    () => import('./PracticeCard.tsx'),
    () => setCardFailed(true),
  );
  const hasCard = current !== null;
  const loadCard = card.request;
  useEffect(() => {
    if (hasCard) loadCard();
  }, [hasCard, loadCard]);

  if (!now || !today) {
    return (
      <p className={`text-lg ${muted}`} aria-busy="true">
        {t('practice.app.loading')}
      </p>
    );
  }

  return (
    <div className={`space-y-6 ${isYounger(ageBand) ? 'text-xl' : 'text-lg'}`} data-testid="practice">
      <p role="status" className="min-h-7 font-semibold text-brand-900 dark:text-brand-100">
        {practice.notice ?? ''}
      </p>
      {practice.error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          {practice.error}
        </p>
      )}
      {learners && <Learners learners={learners} current={practice.learnerId} onSelect={practice.selectLearner} state={practice.learnerState} />}
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-xl">
        <div>
          <dt className="sr-only">{t('practice.app.due')}</dt>
          <dd data-testid="due-count">{t('practice.app.dueCount', { count: practice.dueCount })}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('practice.app.streak')}</dt>
          <dd data-testid="streak">{t.plural('practice.app.streakDays', practice.streak)}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('practice.app.new')}</dt>
          <dd>{t('practice.app.newCount', { count: practice.freshCount })}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('practice.app.bible')}</dt>
          <dd data-testid="practice-translation">{t('practice.app.versesIn', { bible: TRANSLATIONS[practice.translation].abbreviation })}</dd>
        </div>
      </dl>
      {current && cardFailed && !card.Part ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          {t('practice.app.cardUnavailable')}
        </p>
      ) : current && !card.Part ? (
        <p className={muted} aria-busy="true">
          {t('practice.app.loading')}
        </p>
      ) : current && card.Part ? (
        <card.Part
          key={`${current.record.learnerId ?? ''}|${current.record.itemKey}|${current.record.reps}`}
          item={current.item}
          record={current.record}
          ageBand={ageBand}
          today={today}
          focusOnArrival={practice.graded > 0}
          onGrade={(value) => void practice.grade(current.record, value)}
        />
      ) : (
        <p className="font-serif text-2xl" tabIndex={-1} data-testid="practice-done">
          {practice.started ? t('practice.app.done') : t('practice.app.empty')}
        </p>
      )}
      <ThisWeek today={today} ageBand={ageBand} translation={practice.translation} known={practice.known} onAdd={(chosen) => void practice.add(chosen)} />
      {/* Adding from a collection, below the week's suggestions, loads when the reader scrolls to it. */}
      <WhenNear<BrowseCollectionProps>
        load={() => import('./BrowseCollection.tsx')}
        props={{ known: practice.known, onAdd: (chosen) => void practice.add(chosen) }}
        reserve="min-h-40"
      />
    </div>
  );
}
