/**
 * This week on a group's page: Monday to Sunday, and for each member who shares, the days they read (issue 32).
 * Members who do not share have no row, only a count, since nothing of their reading reaches the group.
 */
import { dayMarks, daysRead, weekDays, type DayMark } from '@lib/groups/reading-week.ts';
import { dayOfMonth, longDate, shortWeekday } from '@lib/display-date.ts';
import type { SharedWeek } from '../../lib/groups/group-view.ts';
import { muted } from '../../lib/dashboard/ui.ts';

const MARKS: Record<DayMark, { symbol: string; words: string; className: string }> = {
  read: { symbol: '✓', words: 'Read', className: 'bg-brand-700 text-white dark:bg-brand-100 dark:text-stone-950' },
  unread: { symbol: '·', words: 'Not read', className: 'border border-stone-300 text-stone-600 dark:border-stone-600 dark:text-stone-400' },
  ahead: { symbol: '', words: 'Still to come', className: 'border border-dashed border-stone-300 dark:border-stone-700' },
};

interface Props {
  today: string;
  week: SharedWeek[];
  myId: string;
  notSharing: number;
}

export default function WeekTable({ today, week, myId, notSharing }: Props) {
  const days = weekDays(today);
  return (
    <div className="space-y-3">
      {week.length === 0 ? (
        <p className={muted} data-testid="week-empty">
          Nobody in this group shares their reading yet.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-separate border-spacing-1 text-sm" data-testid="group-week">
            <caption className="sr-only">Which days of this week each member who shares read</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left font-semibold text-stone-700 dark:text-stone-300">
                  Member
                </th>
                {days.map((day) => (
                  <th
                    key={day.date}
                    scope="col"
                    aria-current={day.isToday ? 'date' : undefined}
                    className={`w-10 text-center font-semibold ${day.isToday ? 'text-brand-700 dark:text-brand-100' : 'text-stone-700 dark:text-stone-300'}`}
                  >
                    <abbr title={longDate(day.date)} className="no-underline">
                      {shortWeekday(day.date)}
                    </abbr>
                    <span className="block text-xs font-normal">{dayOfMonth(day.date)}</span>
                  </th>
                ))}
                <th scope="col" className="text-right font-semibold text-stone-700 dark:text-stone-300">
                  Days
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
                      {member.userId === myId ? ' (you)' : ''}
                    </th>
                    {marks.map((mark, i) => (
                      <td key={days[i].date} className="text-center" data-day={days[i].date} data-mark={mark}>
                        <span aria-hidden="true" className={`mx-auto flex size-8 items-center justify-center rounded-full ${MARKS[mark].className}`}>
                          {MARKS[mark].symbol}
                        </span>
                        <span className="sr-only">{MARKS[mark].words}</span>
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
          {notSharing === 1 ? '1 member does not share their reading.' : `${notSharing} members do not share their reading.`}
        </p>
      )}
    </div>
  );
}
