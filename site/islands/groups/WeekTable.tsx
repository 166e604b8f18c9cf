/**
 * This week on a group's page: Monday to Sunday, and for each member who shares, the days they read.
 * Members who do not share have no row, only a count, since nothing of their reading reaches the group.
 */
import { dayMarks, daysRead, weekDays, type DayMark } from '@lib/groups/reading-week.ts';
import { weekDayLabels } from '@lib/groups/week-day-labels.ts';
import type { SharedWeek } from '../../data/groups/group-view.ts';
import { muted } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

/** Each mark's symbol, its words for a screen reader (a "groups.week." message) and its look. */
const MARKS: Record<DayMark, { symbol: string; words: string; className: string }> = {
  read: { symbol: '✓', words: 'groups.week.read', className: 'bg-brand-700 text-white dark:bg-brand-100 dark:text-stone-950' },
  unread: { symbol: '·', words: 'groups.week.unread', className: 'border border-stone-300 text-stone-600 dark:border-stone-600 dark:text-stone-400' },
  ahead: { symbol: '', words: 'groups.week.ahead', className: 'border border-dashed border-stone-300 dark:border-stone-700' },
};

interface Props {
  today: string;
  week: SharedWeek[];
  myId: string;
  notSharing: number;
}

export default function WeekTable({ today, week, myId, notSharing }: Props) {
  const t = useT();
  const labelOf = weekDayLabels(t.locale);
  const days = weekDays(today);
  return (
    <div className="space-y-3">
      {week.length === 0 ? (
        <p className={muted} data-testid="week-empty">
          {t('groups.week.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-separate border-spacing-1 text-sm" data-testid="group-week">
            <caption className="sr-only">{t('groups.week.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left font-semibold text-stone-700 dark:text-stone-300">
                  {t('groups.week.member')}
                </th>
                {days.map((day) => (
                  <th
                    key={day.date}
                    scope="col"
                    aria-current={day.isToday ? 'date' : undefined}
                    className={`w-10 text-center font-semibold ${day.isToday ? 'text-brand-700 dark:text-brand-100' : 'text-stone-700 dark:text-stone-300'}`}
                  >
                    <abbr title={labelOf(day.date).full} className="no-underline">
                      {labelOf(day.date).weekday}
                    </abbr>
                    <span className="block text-xs font-normal">{labelOf(day.date).day}</span>
                  </th>
                ))}
                <th scope="col" className="text-right font-semibold text-stone-700 dark:text-stone-300">
                  {t('groups.week.days')}
                </th>
              </tr>
            </thead>
            <tbody>
              {week.map((member) => {
                const marks = dayMarks(days, member.readOn);
                return (
                  <tr key={member.userId} data-member={member.name}>
                    <th scope="row" className="pr-2 text-left font-medium text-stone-900 dark:text-stone-100">
                      {member.name}
                      {member.userId === myId ? t('groups.members.you') : ''}
                    </th>
                    {marks.map((mark, i) => (
                      <td key={days[i].date} className="text-center" data-day={days[i].date} data-mark={mark}>
                        <span aria-hidden="true" className={`mx-auto flex size-8 items-center justify-center rounded-full ${MARKS[mark].className}`}>
                          {MARKS[mark].symbol}
                        </span>
                        <span className="sr-only">{t(MARKS[mark].words)}</span>
                      </td>
                    ))}
                    <td className="text-right tabular-nums text-stone-800 dark:text-stone-200">{daysRead(marks)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {notSharing > 0 && (
        <p className={`text-sm ${muted}`} data-testid="not-sharing">
          {t.plural('groups.week.notSharing', notSharing)}
        </p>
      )}
    </div>
  );
}
