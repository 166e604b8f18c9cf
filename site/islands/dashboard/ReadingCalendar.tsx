import { readingCalendar } from '@lib/reading/calendar.ts';
import { card, cardTitle, muted } from '../../lib/dashboard/ui.ts';
import { editionDates } from '@lib/i18n/edition-dates.ts';
import { useT } from '../i18n/IslandMessages.tsx';

/** The last 12 weeks, one column per week, read days filled and today outlined (beyond the spec; see README). */
export default function ReadingCalendar({ today, readDays }: { today: string; readDays: string[] }) {
  const t = useT();
  const { longDate } = editionDates(t.locale);
  const weeks = readingCalendar(today, readDays);
  const readCount = weeks.flat().filter((day) => day.read).length;
  return (
    <section className={card} aria-labelledby="calendar-heading">
      <h2 id="calendar-heading" className={cardTitle}>
        {t('dashboard.calendar.heading')}
      </h2>
      <p className={`mt-1 text-sm ${muted}`}>{readCount === 0 ? t('dashboard.calendar.none') : t.plural('dashboard.calendar.count', readCount)}</p>
      <div className="mt-4 flex gap-1 overflow-x-auto" role="list" aria-label={t('dashboard.calendar.label')} data-testid="reading-calendar">
        {weeks.map((week) => (
          <div key={week[0].date} className="flex flex-col gap-1">
            {week.map((day) => (
              <span
                key={day.date}
                role="listitem"
                title={day.isFuture ? undefined : t(day.read ? 'dashboard.calendar.dayRead' : 'dashboard.calendar.dayNotRead', { date: longDate(day.date) })}
                aria-label={
                  day.isFuture
                    ? undefined
                    : t(
                        day.isToday
                          ? day.read
                            ? 'dashboard.calendar.todayRead'
                            : 'dashboard.calendar.todayNotRead'
                          : day.read
                            ? 'dashboard.calendar.dayRead'
                            : 'dashboard.calendar.dayNotRead',
                        { date: longDate(day.date) },
                      )
                }
                aria-hidden={day.isFuture ? true : undefined}
                data-date={day.date}
                data-read={day.read ? 'true' : 'false'}
                className={[
                  'h-4 w-4 rounded-sm',
                  day.isFuture ? 'bg-transparent' : day.read ? 'bg-brand-700 dark:bg-brand-100' : 'bg-stone-200 dark:bg-stone-700',
                  day.isToday ? 'ring-2 ring-amber-500 ring-offset-1 ring-offset-white dark:ring-offset-stone-900' : '',
                ].join(' ')}
              />
            ))}
          </div>
        ))}
      </div>
      <p className={`mt-3 flex items-center gap-4 text-xs ${muted}`}>
        <span className="inline-flex items-center gap-1">
          <span className="h-3 w-3 rounded-sm bg-brand-700 dark:bg-brand-100" /> {t('dashboard.calendar.read')}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="h-3 w-3 rounded-sm bg-stone-200 dark:bg-stone-700" /> {t('dashboard.calendar.notRead')}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="h-3 w-3 rounded-sm ring-2 ring-amber-500" /> {t('dashboard.calendar.today')}
        </span>
      </p>
    </section>
  );
}
