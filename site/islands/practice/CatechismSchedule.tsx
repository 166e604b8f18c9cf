/**
 * "The year's catechism schedule" under "This week", loaded when the reader scrolls to it: a disclosure whose content
 * (./ScheduleWeeks.tsx) loads when the reader first opens it, most readers never do. Until it arrives it says it is loading; when it cannot load, it says
 * so and offers to reload the page.
 */
import { useState } from 'react';
import type { ScheduledCatechism } from '@lib/practice/catechism-schedule.ts';
import { useT } from '../i18n/IslandMessages.tsx';
import { muted } from '../../lib/dashboard/ui.ts';
import { PartFailed, useOnDemand } from '../on-demand.tsx';
import type { ScheduleWeeksProps } from './ScheduleWeeks.tsx';

export interface CatechismScheduleProps {
  today: string;
  initial: ScheduledCatechism;
}

export default function CatechismSchedule({ today, initial }: CatechismScheduleProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const weeks = useOnDemand<ScheduleWeeksProps>(
    () => import('./ScheduleWeeks.tsx'),
    () => setFailed(true),
  );
  return (
    <details
      className="rounded-xl border border-stone-200 p-4 dark:border-stone-700"
      data-testid="catechism-schedule"
      onToggle={(event) => {
        if (event.currentTarget.open) weeks.request();
      }}
    >
      <summary className="cursor-pointer font-semibold">{t('practice.app.schedule.open')}</summary>
      {weeks.Part ? (
        <weeks.Part today={today} initial={initial} />
      ) : failed ? (
        <PartFailed />
      ) : (
        <p className={`mt-3 ${muted}`} aria-busy="true">
          {t('pageParts.loading')}
        </p>
      )}
    </details>
  );
}
