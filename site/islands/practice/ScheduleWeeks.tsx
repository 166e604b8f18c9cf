/**
 * The year's schedule of a catechism without Lord's Days (lib/practice/catechism-schedule.ts), inside "This week"'s
 * "The year's catechism schedule" (./CatechismSchedule.tsx), which loads it when first opened: each week's questions
 * and the Sunday it begins, this week marked, so a parent can see where the family is and follow it. The catechism
 * shown first is the learner's (the Catechism for Young Children for a younger one).
 */
import { useEffect, useState } from 'react';
import { calendarDates } from '@lib/i18n/calendar-dates.ts';
import { catechismSchedule, catechismWeekOf, SCHEDULED_CATECHISMS, sundayOfWeek, type ScheduledCatechism } from '@lib/practice/catechism-schedule.ts';
import { useT } from '../i18n/IslandMessages.tsx';
import { inputClass, labelClass, muted } from '../../lib/dashboard/ui.ts';

const CATECHISMS = Object.keys(SCHEDULED_CATECHISMS) as ScheduledCatechism[];

export interface ScheduleWeeksProps {
  today: string;
  initial: ScheduledCatechism;
}

export default function ScheduleWeeks({ today, initial }: ScheduleWeeksProps) {
  const t = useT();
  const [slug, setSlug] = useState<ScheduledCatechism>(initial);
  // Another learner practising shows their catechism.
  useEffect(() => setSlug(initial), [initial]);
  const current = catechismWeekOf(today);
  const dates = calendarDates(t.locale);
  return (
    <div className="mt-3 space-y-3">
      <p className={`text-base ${muted}`}>{t('practice.app.schedule.lead')}</p>
      <div>
        <label htmlFor="schedule-catechism" className={labelClass}>
          {t('practice.app.schedule.catechism')}
        </label>
        <select
          id="schedule-catechism"
          value={slug}
          onChange={(event) => setSlug(event.currentTarget.value as ScheduledCatechism)}
          className={`${inputClass} max-w-md`}
        >
          {CATECHISMS.map((value) => (
            <option key={value} value={value}>
              {t(`practice.app.schedule.name.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <ol className="grid gap-1 text-base sm:grid-cols-2" aria-label={t(`practice.app.schedule.name.${slug}`)}>
        {catechismSchedule(SCHEDULED_CATECHISMS[slug]).map(({ week, first, last }) => {
          const sunday = sundayOfWeek(today, week);
          const isCurrent = week === current;
          return (
            <li
              key={week}
              aria-current={isCurrent ? 'true' : undefined}
              className={isCurrent ? 'rounded-lg bg-brand-50 px-2 py-1 font-semibold text-brand-900 dark:bg-stone-800 dark:text-brand-100' : 'px-2 py-1'}
            >
              {t('practice.app.schedule.week', { week, first, last })}{' '}
              <span className={isCurrent ? undefined : muted}>
                (<time dateTime={sunday}>{t('practice.app.schedule.from', { date: dates.monthDay(sunday) })}</time>
                {isCurrent && `, ${t('practice.app.schedule.current')}`})
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
